import { checkReading, checkReadings } from './rules.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const good = { tag: 'BA.BS1.TN.PV', timestamp: '2026-11-26T11:59:00Z', value: 12.5 };
const reason = (input: unknown) => {
  const check = checkReading(input, NOW);
  return check.ok ? 'ok' : check.reason;
};

describe('process tag reading rules', () => {
  it('normalises a good reading: the instant in UTC, retrieval defaults', () => {
    expect(checkReading({ ...good, timestamp: '2026-11-26T13:59:00+02:00', retrievalType: ' avg ', retrievalInterval: 60 }, NOW)).toEqual({
      ok: true,
      reading: { tag: 'BA.BS1.TN.PV', timestamp: '2026-11-26T11:59:00.000Z', value: 12.5, retrievalType: 'AVG', retrievalInterval: 60 },
    });
    expect(checkReading(good, NOW)).toMatchObject({ ok: true, reading: { retrievalType: 'RAW', retrievalInterval: 0 } });
  });

  it('gives the reason of each malformed reading', () => {
    expect(reason({ ...good, tag: '' })).toBe('Tag name is required');
    expect(reason({ ...good, tag: 'x'.repeat(61) })).toBe('Tag name is at most 60 characters');
    expect(reason({ ...good, tag: 'ftr/BA/#' })).toBe('Tag name may hold letters, digits and . _ : - only');
    expect(reason({ ...good, timestamp: undefined })).toBe('Timestamp is required');
    expect(reason({ ...good, timestamp: '2026-11-26 11:00' })).toBe(
      'Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm)',
    );
    expect(reason({ ...good, timestamp: '2026-11-26T11:00:00' })).toBe(
      'Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm)',
    );
    expect(reason({ ...good, timestamp: '2026-13-45T11:00:00Z' })).toBe(
      'Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm)',
    );
    expect(reason({ ...good, timestamp: '2026-11-26T12:06:00Z' })).toBe('Timestamp is in the future');
    expect(reason({ ...good, timestamp: '2026-11-26T12:05:00Z' })).toBe('ok'); // five minutes of clock drift tolerated
    expect(reason({ ...good, timestamp: '1999-12-31T23:59:59Z' })).toBe('Timestamp is before 2000');
    expect(reason({ ...good, value: '12.5' })).toBe('Value must be a finite number');
    expect(reason({ ...good, value: null })).toBe('Value must be a finite number');
    expect(reason({ ...good, retrievalType: 'a b' })).toBe('Retrieval type is 1 to 20 letters, digits or _');
    expect(reason({ ...good, retrievalInterval: 1.5 })).toBe('Retrieval interval is a whole number of seconds from 0 to 86400');
    expect(reason('not an object')).not.toBe('ok');
  });

  it('checks a batch: the good readings, and the position and reason of the others', () => {
    expect(checkReadings([good, { ...good, value: Number.NaN }, good], NOW)).toEqual({
      readings: [expect.objectContaining({ value: 12.5 }), expect.objectContaining({ value: 12.5 })],
      rejected: [{ index: 1, reason: 'Value must be a finite number' }],
    });
  });
});
