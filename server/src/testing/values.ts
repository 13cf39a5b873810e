import { addDays, valuesStream, type ChangeRecordInput } from '@ftr/contracts';
import type { EventStore, EventToAppend } from '@ftr/infra/eventstore/port.ts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';

/**
 * One cell of a POST /data submission: an Insert when there was no value, a Delete when the value is
 * emptied, an Update otherwise (the type follows from the values, as the grid sends it).
 */
export const changeRecord = (
  OPERATION: string,
  CODE: string,
  FTR_DATE: string,
  FTR_HOUR: number,
  VALUE: number | null,
  ORIGINAL_VALUE: number | null = null,
): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : VALUE === null ? 'Delete' : 'Update',
  CODE,
  FTR_DATE,
  FTR_HOUR,
  OPERATION,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE,
  VALID: true,
});

/**
 * Appends a value for every hour (1..24) of the `days` factory dates ending at `end`, for each code of
 * BA: `index * 10_000 + daysBack + (hour - 1) / 100` (straight to the log, one event per code and date).
 */
export const appendHourlyYears = async (eventStore: EventStore, codes: readonly string[], end: string, days: number): Promise<void> => {
  const streams = new Map<string, EventToAppend[]>();
  for (let d = 0; d < days; d += 1) {
    const date = addDays(end, -d);
    for (const [i, code] of codes.entries()) {
      const changes = Array.from({ length: 24 }, (_, h) => ({
        code,
        date,
        hour: h + 1,
        kind: 'Insert' as const,
        value: i * 10_000 + d + h / 100,
        previous: null,
      }));
      const data = { site: 'BA' as const, operation: 'BC2026', submissionId: `${code}-${date}`, changes };
      const stream = valuesStream('BA', date);
      streams.set(stream, [...(streams.get(stream) ?? []), { type: 'ParameterValuesSubmitted', data, metadata: testMetadata() }]);
    }
  }
  for (const [stream, events] of streams) await eventStore.append(stream, events, 'any');
};
