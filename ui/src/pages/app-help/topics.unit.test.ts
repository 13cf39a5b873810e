import { APP_HELP_TOPICS, appHelpTopic } from './topics.ts';

describe('mobile app help pages (spec 3 §2)', () => {
  it('has the overview and the five sub-pages', () => {
    expect(APP_HELP_TOPICS.map((t) => t.slug)).toEqual(['', 'account', 'summary', 'live', 'notifications', 'comments']);
  });

  it('finds a page by its path segment, the overview without one, and nothing for an unknown one', () => {
    expect(appHelpTopic(undefined)?.title).toBe('Overview');
    expect(appHelpTopic('Live')?.title).toBe('Live Data');
    expect(appHelpTopic('nope')).toBeUndefined();
  });

  it('says what the spec says about live data and comments', () => {
    const live = appHelpTopic('live')?.points?.join(' ') ?? '';
    expect(live).toMatch(/latest 3 results/);
    expect(live).toMatch(/24 hours/);
    expect(live).toMatch(/not calculated/);
    expect(appHelpTopic('comments')?.points?.join(' ')).toMatch(/site champion/);
  });
});
