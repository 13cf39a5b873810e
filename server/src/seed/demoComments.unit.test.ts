import { commentTimeliness, FACTORY_SITES } from '@ftr/contracts';
import { demoComments } from './demoComments.ts';

describe('demo production comments', () => {
  it('gives every factory site both kinds, on time and late, today and on recent days', () => {
    const now = new Date('2026-11-26T12:00:00Z'); // factory date 2026-11-27, after its cut-off
    const comments = demoComments(now);
    for (const site of FACTORY_SITES) {
      const mine = comments.filter((c) => c.site === site);
      expect(mine).toHaveLength(6);
      expect(new Set(mine.map((c) => c.type))).toEqual(new Set(['Operations', 'Customer Supply']));
      expect(new Set(mine.map((c) => commentTimeliness(c.at)))).toEqual(new Set(['On Time', 'Late Comment']));
      expect(mine.filter((c) => c.at.toISOString().startsWith('2026-11-26'))).toHaveLength(2);
    }
    expect(comments.filter((c) => c.site === 'WI').every((c) => c.username === 'supervisor.wi')).toBe(true);
  });

  it('makes none after now', () => {
    const now = new Date('2026-11-26T08:00:00Z'); // 08:00 local: today's notes are not written yet
    const comments = demoComments(now);
    expect(comments.every((c) => c.at.getTime() <= now.getTime())).toBe(true);
    expect(comments.filter((c) => c.site === 'BA')).toHaveLength(4);
  });
});
