import { cellsMissingReason, composeReason, isUsableReason, needsReason } from './reasons.ts';
import { applyReasonRuleSet, defaultDataSettings, reasonRuleFor } from './settings.ts';

const TODAY = '2026-11-25';
const cell = (TYPE: 'Insert' | 'Update' | 'Delete', FTR_DATE: string, REASON?: string) => ({
  TYPE,
  CODE: 'A',
  FTR_DATE,
  FTR_HOUR: 5,
  ...(REASON ? { REASON } : {}),
});

describe('reason for change rule', () => {
  it('olderThanToday (default): corrections and deletions of earlier factory dates only', () => {
    expect(needsReason('olderThanToday', cell('Update', '2026-11-24'), TODAY)).toBe(true);
    expect(needsReason('olderThanToday', cell('Delete', '2026-11-24'), TODAY)).toBe(true);
    expect(needsReason('olderThanToday', cell('Update', TODAY), TODAY)).toBe(false);
    expect(needsReason('olderThanToday', cell('Insert', '2026-11-20'), TODAY)).toBe(false);
  });

  it('always: every correction and deletion; never: none; entering an empty cell never needs one', () => {
    expect(needsReason('always', cell('Update', TODAY), TODAY)).toBe(true);
    expect(needsReason('always', cell('Delete', TODAY), TODAY)).toBe(true);
    expect(needsReason('always', cell('Insert', TODAY), TODAY)).toBe(false);
    expect(needsReason('never', cell('Delete', '2026-01-01'), TODAY)).toBe(false);
  });

  it("names the cells missing a usable reason ('Other' needs free text)", () => {
    const changes = [
      cell('Update', '2026-11-24'),
      cell('Delete', '2026-11-23', 'Other'),
      cell('Update', '2026-11-22', composeReason('Other', 'gauge swapped')),
      cell('Update', '2026-11-21', composeReason('Instrument fault')),
      cell('Update', TODAY),
    ];
    expect(cellsMissingReason('olderThanToday', changes, TODAY)).toEqual(['A 2026-11-24 h5', 'A 2026-11-23 h5']);
    expect(isUsableReason('  ')).toBe(false);
    expect(composeReason('Other', '  gauge swapped ')).toBe('Other: gauge swapped');
  });

  it("a screen's override wins over the site's rule until it is removed", () => {
    let settings = defaultDataSettings('BA');
    expect(reasonRuleFor(settings, 7)).toBe('olderThanToday');
    settings = applyReasonRuleSet(settings, { site: 'BA', screenId: null, rule: 'always' });
    settings = applyReasonRuleSet(settings, { site: 'BA', screenId: 7, rule: 'never' });
    expect([reasonRuleFor(settings, 7), reasonRuleFor(settings, 8), reasonRuleFor(settings, undefined)]).toEqual([
      'never',
      'always',
      'always',
    ]);
    settings = applyReasonRuleSet(settings, { site: 'BA', screenId: 7, rule: null });
    expect(reasonRuleFor(settings, 7)).toBe('always');
  });
});
