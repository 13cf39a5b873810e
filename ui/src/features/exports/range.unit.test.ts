import type { OperationDto } from '@ftr/contracts';
import { lastSevenDays, offeredOperations } from './range.ts';

const op = (code: string, start: string) => ({ OPTN_CODE: code, START_DATE: start }) as OperationDto;

describe('report and grabber range fields', () => {
  it('defaults to the last 7 factory days, today included', () => {
    expect(lastSevenDays('2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('offers at most 20 operations, latest start first, each code once', () => {
    const operations = Array.from({ length: 25 }, (_, i) => op(`OP${i}`, `2026-01-${String(i + 1).padStart(2, '0')}`));
    const offered = offeredOperations([...operations, op('OP24', '2025-01-01')]);
    expect(offered).toHaveLength(20);
    expect(offered[0]).toBe('OP24');
    expect(offered[19]).toBe('OP5');
  });
});
