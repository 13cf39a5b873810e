import { useCallback, useState } from 'react';
import { loadSettings, saveSettings, type GridSettings } from './settings.ts';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The grid settings, kept in localStorage (spec 1 §9 "Settings kept locally"). */
export const useGridSettings = (): [GridSettings, (change: Partial<GridSettings>) => void] => {
  const [settings, setSettings] = useState<GridSettings>(() => loadSettings(storage()));
  const update = useCallback((change: Partial<GridSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      saveSettings(storage(), next);
      return next;
    });
  }, []);
  return [settings, update];
};
