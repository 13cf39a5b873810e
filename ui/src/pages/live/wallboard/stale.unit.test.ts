import { STALE_AFTER_MS, staleness } from './stale.ts';

const at = new Date(2026, 10, 25, 14, 5, 30).getTime(); // local 14:05

describe('wallboard staleness', () => {
  it('given a connected board updated recently, then it is not stale', () => {
    expect(staleness(true, at, at + 60_000)).toEqual({ stale: false });
    expect(staleness(true, null, at)).toEqual({ stale: false });
  });

  it('given a dropped connection, then it is stale and says from when its data is', () => {
    expect(staleness(false, at, at + 1_000)).toEqual({ stale: true, text: 'Disconnected — data from 14:05' });
    expect(staleness(false, null, at)).toEqual({ stale: true, text: 'Disconnected — no data yet' });
  });

  it('given a connection that delivers nothing past the refresh fallbacks, then it is stale too', () => {
    expect(staleness(true, at, at + STALE_AFTER_MS)).toEqual({ stale: false });
    expect(staleness(true, at, at + STALE_AFTER_MS + 1)).toEqual({ stale: true, text: 'Not updating — data from 14:05' });
  });
});
