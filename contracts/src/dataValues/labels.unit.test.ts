import { ccfLabel, outsideCcfAbsolute, outsideTriggerBand, statusLabel, walkCcfColumn, type CcfThresholds } from './labels.ts';

// LOWABS 2 <= LOWTRG 4 <= HIGHTRG 8 <= HIGHABS 10
const t: CcfThresholds = { LOWABS: 2, LOWTRG: 4, HIGHTRG: 8, HIGHABS: 10 };
const none: CcfThresholds = { LOWABS: null, LOWTRG: null, HIGHTRG: null, HIGHABS: null };

describe('trigger band and absolute limits', () => {
  it.each([
    [1.99, true, true],
    [2, false, true],
    [3.99, false, true],
    [4, false, false],
    [6, false, false],
    [8, false, false],
    [8.01, false, true],
    [10, false, true],
    [10.01, true, true],
  ])('%p: outside absolute %p, outside band %p (limits themselves are inside)', (value, abs, band) => {
    expect(outsideCcfAbsolute(t, value)).toBe(abs);
    expect(outsideTriggerBand(t, value)).toBe(band);
  });

  it('treats a missing limit as no limit on that side', () => {
    expect(outsideTriggerBand(none, -1e9)).toBe(false);
    expect(outsideTriggerBand({ ...none, HIGHTRG: 5 }, -1e9)).toBe(false);
    expect(outsideTriggerBand({ ...none, HIGHTRG: 5 }, 5.1)).toBe(true);
    // Only absolute limits: outside them is outside the band too.
    expect(outsideTriggerBand({ ...none, HIGHABS: 5 }, 6)).toBe(true);
  });
});

describe('ccfLabel (spec 1 §4)', () => {
  describe('no CCF open', () => {
    it('inside the band: no label, whatever the prior', () => {
      expect(ccfLabel(t, 6, null, false)).toBeNull();
      expect(ccfLabel(t, 4, 9, false)).toBeNull();
      expect(ccfLabel(t, 8, 1, false)).toBeNull();
    });
    it('leaving the band while the prior was inside (or absent): New CCF', () => {
      expect(ccfLabel(t, 9, 6, false)).toBe('New CCF');
      expect(ccfLabel(t, 3, 8, false)).toBe('New CCF');
      expect(ccfLabel(t, 9, null, false)).toBe('New CCF');
    });
    it('staying outside the band (prior outside too): no label', () => {
      expect(ccfLabel(t, 9, 9.5, false)).toBeNull();
      expect(ccfLabel(t, 3, 9, false)).toBeNull();
      expect(ccfLabel(t, 9, 11, false)).toBeNull();
    });
    it('outside the absolute limits: New CCF even when the prior was outside', () => {
      expect(ccfLabel(t, 10.5, 9, false)).toBe('New CCF');
      expect(ccfLabel(t, 1, 1, false)).toBe('New CCF');
      expect(ccfLabel(t, 10, 9, false)).toBeNull();
    });
    it('no thresholds: never a label', () => {
      expect(ccfLabel(none, 1e12, null, false)).toBeNull();
    });
  });

  describe('a CCF open', () => {
    it('back inside the band: Pending Close', () => {
      expect(ccfLabel(t, 6, 9, true)).toBe('Pending Close');
      expect(ccfLabel(t, 4, null, true)).toBe('Pending Close');
      expect(ccfLabel(t, 8, 11, true)).toBe('Pending Close');
    });
    it('still outside (band or absolute): Ongoing CCF', () => {
      expect(ccfLabel(t, 9, 9, true)).toBe('Ongoing CCF');
      expect(ccfLabel(t, 11, 6, true)).toBe('Ongoing CCF');
      expect(ccfLabel(t, 3.5, null, true)).toBe('Ongoing CCF');
    });
  });
});

describe('statusLabel', () => {
  it('O is Ongoing CCF, R Pending Close, anything else nothing', () => {
    expect(statusLabel('O')).toBe('Ongoing CCF');
    expect(statusLabel('R')).toBe('Pending Close');
    expect(statusLabel('C')).toBeNull();
    expect(statusLabel('X')).toBeNull();
    expect(statusLabel(null)).toBeNull();
  });
});

const point = (key: number, value: number | null, changed = true) => ({ key, value, changed });

describe('walkCcfColumn', () => {
  it('with nothing changed shows the status label', () => {
    expect(walkCcfColumn(t, [point(1, 9, false)], null, 'O')).toEqual({ label: 'Ongoing CCF', status: 'O', steps: [] });
    expect(walkCcfColumn(t, [], null, 'R').label).toBe('Pending Close');
    expect(walkCcfColumn(t, [], null, null).label).toBeNull();
  });

  it('raises on the first value to leave the band and shows New CCF', () => {
    const walk = walkCcfColumn(t, [point(1, 6, false), point(2, 9), point(3, 9.5)], 5, null);
    expect(walk.steps.map((s) => [s.key, s.prior, s.label, s.action])).toEqual([
      [2, 6, 'New CCF', 'raise'],
      [3, 9, 'Ongoing CCF', null],
    ]);
    expect(walk).toMatchObject({ label: 'Ongoing CCF', status: 'O' });
  });

  it('takes the prior from `previous` for the first value, skipping empty cells', () => {
    expect(walkCcfColumn(t, [point(1, null, false), point(2, 9)], 9.5, null).steps[0]).toMatchObject({ prior: 9.5, label: null });
    expect(walkCcfColumn(t, [point(1, null), point(2, 9)], 6, null).steps).toEqual([
      { key: 2, value: 9, prior: 6, label: 'New CCF', action: 'raise' },
    ]);
  });

  it('an excursion and return within one submission raises then pends the close', () => {
    const walk = walkCcfColumn(t, [point(5, 11), point(6, 6)], 6, null);
    expect(walk.steps.map((s) => s.action)).toEqual(['raise', 'pendingClose']);
    expect(walk).toMatchObject({ label: 'Pending Close', status: 'R' });
  });

  it('with a CCF open, a value back inside pends the close; later values inside leave it pending', () => {
    const walk = walkCcfColumn(t, [point(1, 6), point(2, 7)], 9, 'O');
    expect(walk.steps.map((s) => [s.label, s.action])).toEqual([
      ['Pending Close', 'pendingClose'],
      [null, null],
    ]);
    expect(walk).toMatchObject({ label: 'Pending Close', status: 'R' });
  });

  it('a pending-close CCF does not stop a new excursion from raising another', () => {
    const walk = walkCcfColumn(t, [point(1, 9)], 6, 'R');
    expect(walk.steps[0]).toMatchObject({ label: 'New CCF', action: 'raise' });
    expect(walk.status).toBe('O');
  });

  it('unchanged cells only serve as priors', () => {
    const walk = walkCcfColumn(t, [point(1, 9, false), point(2, 9.5)], 6, null);
    expect(walk.steps).toEqual([{ key: 2, value: 9.5, prior: 9, label: null, action: null }]);
    expect(walk.label).toBeNull();
  });
});
