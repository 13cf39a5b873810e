import { cadenceText, splitRecipients } from './cadence.ts';

describe('schedule cadence text and recipients', () => {
  it('names daily and weekly cadences', () => {
    expect(cadenceText({ EVERY: 'DAY', HOUR: 24, WEEKDAY: null })).toBe('Daily at factory hour 24');
    expect(cadenceText({ EVERY: 'WEEK', HOUR: 8, WEEKDAY: 1 })).toBe('Mondays at factory hour 8');
  });
  it('splits recipients on commas, semicolons and white space', () => {
    expect(splitRecipients(' a@b.com, c@d.com;\ne@f.com ')).toEqual(['a@b.com', 'c@d.com', 'e@f.com']);
    expect(splitRecipients('  ')).toEqual([]);
  });
});
