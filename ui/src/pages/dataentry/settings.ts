import type { HourMode } from '@ftr/contracts';

/**
 * The grid's settings panel (spec 1 §2, §9), kept in localStorage: hour mode (hourly screens: 'Current
 * Hour' NOW or 'Full Day Ending' END), Show/Hide Codes, and size Regular ('md') or Small ('sm').
 */
export type GridSize = 'md' | 'sm';

export interface GridSettings {
  readonly hourMode: HourMode;
  readonly showCodes: boolean;
  readonly size: GridSize;
}

export const SETTINGS_KEY = 'ftr.dataentry.settings';

export const DEFAULT_SETTINGS: GridSettings = { hourMode: 'NOW', showCodes: false, size: 'md' };

export const HOUR_MODE_LABELS: Record<HourMode, string> = { NOW: 'Current Hour', END: 'Full Day Ending' };
export const SIZE_LABELS: Record<GridSize, string> = { md: 'Regular', sm: 'Small' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored settings, each field falling back to its default when missing or not understood. */
export const parseSettings = (raw: string | null): GridSettings => {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return DEFAULT_SETTINGS;
  return {
    hourMode: stored.hourMode === 'NOW' || stored.hourMode === 'END' ? stored.hourMode : DEFAULT_SETTINGS.hourMode,
    showCodes: typeof stored.showCodes === 'boolean' ? stored.showCodes : DEFAULT_SETTINGS.showCodes,
    size: stored.size === 'md' || stored.size === 'sm' ? stored.size : DEFAULT_SETTINGS.size,
  };
};

export const serialiseSettings = (settings: GridSettings): string => JSON.stringify(settings);

/** Reads the settings from a storage (localStorage in the browser); a failing storage gives the defaults. */
export const loadSettings = (storage: Pick<Storage, 'getItem'> | undefined): GridSettings => {
  try {
    return parseSettings(storage?.getItem(SETTINGS_KEY) ?? null);
  } catch {
    return DEFAULT_SETTINGS;
  }
};

export const saveSettings = (storage: Pick<Storage, 'setItem'> | undefined, settings: GridSettings): void => {
  try {
    storage?.setItem(SETTINGS_KEY, serialiseSettings(settings));
  } catch {
    // private mode or full storage: the settings last for this page only
  }
};
