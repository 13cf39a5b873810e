import { headingLinesFor, headingTexts, unitLine, wrappedLines } from './headings.ts';

const column = (HEADING1: string, HEADING2: string, HEADING3: string) => ({ HEADING1, HEADING2, HEADING3, CODE: 'EV-PR-V-1H' });

describe('wallboard headings', () => {
  it('wraps words at the line width, breaking a word longer than a line', () => {
    expect(wrappedLines('Value Hourly No. 1', 18)).toBe(1);
    expect(wrappedLines('Value Hourly No. 1', 14)).toBe(2); // 'Value Hourly' / 'No. 1'
    expect(wrappedLines('Evaporator', 4)).toBe(3);
    expect(wrappedLines('', 10)).toBe(1);
  });

  it('reserves the most lines any column needs, each heading at most two', () => {
    const columns = [column('Evaporator', 'Pressure', 'Value Hourly No. 1'), column('Pan', '', '')];
    expect(headingTexts(columns[1] ?? column('', '', ''))).toEqual(['Pan']);
    expect(headingTexts(column('', '', ''))).toEqual(['EV-PR-V-1H']);
    expect(headingTexts(column('Pan', 'Level', 'Value Hourly No. 2'))[2]).toBe('Value Hourly No.\u00a02');
    expect(wrappedLines('Value Hourly No.\u00a02', 16)).toBe(2); // 'Value Hourly' / 'No. 2'
    // 100 px at 18 px: about 8 characters a line: 'Evaporator' 2, 'Pressure' 1, 'Value Hourly No. 1' 3 capped to 2
    expect(headingLinesFor(columns, 100, 18)).toBe(5);
    expect(headingLinesFor(columns, 600, 18)).toBe(3);
  });

  it('gives a column with a unit one more line, the unit in brackets; none without one', () => {
    const withUnit = { ...column('Pan', '', ''), UNITS: '°C' };
    expect(unitLine(withUnit)).toBe('(°C)');
    expect(unitLine({ UNITS: ' ' })).toBe('');
    expect(headingLinesFor([withUnit], 600, 18)).toBe(2);
    expect(headingLinesFor([{ ...withUnit, UNITS: null }], 600, 18)).toBe(1);
  });
});
