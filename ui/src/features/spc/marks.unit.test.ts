import type { SpcCellBreak } from '@ftr/contracts';
import { latestBreak, rulesText, standingBreaks } from './marks.ts';

const brk = (hour: number, value: number, rules: SpcCellBreak['rules'] = [1]): SpcCellBreak => ({
  code: 'A',
  date: '2026-11-26',
  hour,
  value,
  rules,
});

describe('SPC marks', () => {
  it('keeps only breaks whose cell still holds the value that broke the rule', () => {
    const values: Record<number, number> = { 1: 12, 2: 9 };
    const standing = standingBreaks([brk(1, 12), brk(2, 13)], (_code, _date, hour) => values[hour]);
    expect([...standing.keys()]).toEqual(['A|2026-11-26|1']);
  });

  it('marks a parameter only when its newest value completed a break', () => {
    const standing = standingBreaks([brk(2, 12, [1, 5])], () => 12);
    const cells = [
      { code: 'A', date: '2026-11-26', hour: 3, value: null },
      { code: 'A', date: '2026-11-26', hour: 2, value: 12 },
    ];
    expect(latestBreak('A', cells, standing)?.rules).toEqual([1, 5]);
    expect(latestBreak('A', [{ code: 'A', date: '2026-11-26', hour: 3, value: 10 }, ...cells], standing)).toBeUndefined();
    expect(rulesText([1, 5])).toBe('SPC 1,5');
  });
});
