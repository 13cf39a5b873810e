import { commentCutoff, commentTimeliness } from './rules.ts';

const at = (iso: string) => commentTimeliness(new Date(iso));

describe('late comment rule (spec 3 §9: 10:20 factory local time)', () => {
  it('in winter (GMT) the cut-off is 10:20 UTC on the morning the factory day starts', () => {
    expect(commentCutoff('2026-11-27').toISOString()).toBe('2026-11-26T10:20:00.000Z');
    expect(at('2026-11-26T07:00:01Z')).toBe('On Time');
    expect(at('2026-11-26T10:20:00Z')).toBe('On Time');
    expect(at('2026-11-26T10:20:01Z')).toBe('Late Comment');
    expect(at('2026-11-26T23:00:00Z')).toBe('Late Comment');
    // 06:59 is still the previous factory day, long after its cut-off.
    expect(at('2026-11-26T06:59:00Z')).toBe('Late Comment');
  });

  it('in summer (BST) the cut-off is 09:20 UTC', () => {
    expect(commentCutoff('2026-06-16').toISOString()).toBe('2026-06-15T09:20:00.000Z');
    expect(at('2026-06-15T06:00:01Z')).toBe('On Time');
    expect(at('2026-06-15T09:20:00Z')).toBe('On Time');
    expect(at('2026-06-15T09:20:01Z')).toBe('Late Comment');
  });

  it('on the spring-forward day (29 Mar 2026, clocks go forward at 01:00 UTC)', () => {
    expect(commentCutoff('2026-03-30').toISOString()).toBe('2026-03-29T09:20:00.000Z');
    // 05:30 UTC = 06:30 BST: still factory day 29 Mar, whose cut-off was the day before.
    expect(at('2026-03-29T05:30:00Z')).toBe('Late Comment');
    expect(at('2026-03-29T06:30:00Z')).toBe('On Time');
    expect(at('2026-03-29T09:20:00Z')).toBe('On Time');
    expect(at('2026-03-29T09:21:00Z')).toBe('Late Comment');
    // The day before the change is still GMT.
    expect(at('2026-03-28T10:19:00Z')).toBe('On Time');
    expect(at('2026-03-28T10:21:00Z')).toBe('Late Comment');
  });

  it('on the autumn day (25 Oct 2026, clocks go back at 01:00 UTC)', () => {
    expect(commentCutoff('2026-10-26').toISOString()).toBe('2026-10-25T10:20:00.000Z');
    expect(at('2026-10-25T07:30:00Z')).toBe('On Time');
    expect(at('2026-10-25T10:20:00Z')).toBe('On Time');
    expect(at('2026-10-25T10:21:00Z')).toBe('Late Comment');
    // The day before the change is still BST.
    expect(commentCutoff('2026-10-25').toISOString()).toBe('2026-10-24T09:20:00.000Z');
    expect(at('2026-10-24T09:21:00Z')).toBe('Late Comment');
    // The 25-hour factory day's small hours (both 01:00s) are late for that day.
    expect(at('2026-10-25T00:30:00Z')).toBe('Late Comment');
    expect(at('2026-10-25T01:30:00Z')).toBe('Late Comment');
  });
});
