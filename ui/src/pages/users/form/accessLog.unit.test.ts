import { accessLogRange, accessPoints, logSiteChoices } from './accessLog.ts';

describe('data screen access log (spec 3 §2, §7)', () => {
  it('asks for the 7 days ending today, across a month end', () => {
    expect(accessLogRange('2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(accessLogRange('2026-01-07')).toEqual({ from: '2026-01-01', to: '2026-01-07' });
  });

  it('plots one dot per opening, oldest first, skipping instants that do not parse', () => {
    const points = accessPoints([
      { DESCRIPTION: 'Boiler House', DATES: ['2026-03-02T10:00:00.000Z', 'not a date'] },
      { DESCRIPTION: 'Lime Kiln', DATES: ['2026-03-01T08:30:00.000Z', '2026-03-03T06:00:00.000Z'] },
      { DESCRIPTION: 'Pulp Press', DATES: [] },
    ]);
    expect(points.map((p) => [p.screen, p.time.toISOString()])).toEqual([
      ['Lime Kiln', '2026-03-01T08:30:00.000Z'],
      ['Boiler House', '2026-03-02T10:00:00.000Z'],
      ['Lime Kiln', '2026-03-03T06:00:00.000Z'],
    ]);
    expect(accessPoints([])).toEqual([]);
  });

  it('offers the central office the user’s sites after its own, and a site only its own', () => {
    expect(logSiteChoices('CO', ['WI', 'BA'])).toEqual(['CO', 'BA', 'WI']);
    expect(logSiteChoices('CO', ['CO', 'NE'])).toEqual(['CO', 'NE']);
    expect(logSiteChoices('BA', ['BA', 'WI'])).toEqual(['BA']);
  });
});
