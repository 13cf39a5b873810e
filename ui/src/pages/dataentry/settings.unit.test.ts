import { DEFAULT_SETTINGS, SETTINGS_KEY, loadSettings, parseSettings, saveSettings, serialiseSettings } from './settings.ts';

describe('grid settings kept locally (spec 1 §9)', () => {
  it('defaults: Current Hour, codes hidden, Regular size', () => {
    expect(parseSettings(null)).toEqual({ hourMode: 'NOW', showCodes: false, size: 'md' });
  });

  it('round-trips', () => {
    const settings = { hourMode: 'END', showCodes: true, size: 'sm' } as const;
    expect(parseSettings(serialiseSettings(settings))).toEqual(settings);
  });

  it('falls back field by field on what it does not understand', () => {
    expect(parseSettings('{"hourMode":"LATER","showCodes":true,"size":"xl"}')).toEqual({ ...DEFAULT_SETTINGS, showCodes: true });
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1]')).toEqual(DEFAULT_SETTINGS);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadSettings(broken)).toEqual(DEFAULT_SETTINGS);
    expect(() => saveSettings(broken, DEFAULT_SETTINGS)).not.toThrow();
  });

  it('stores under its key', () => {
    const store = new Map<string, string>();
    saveSettings({ setItem: (k, v) => void store.set(k, v) }, { ...DEFAULT_SETTINGS, size: 'sm' });
    expect(loadSettings({ getItem: (k) => store.get(k) ?? null }).size).toBe('sm');
    expect(store.has(SETTINGS_KEY)).toBe(true);
  });
});
