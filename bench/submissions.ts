import { randomUUID } from 'node:crypto';
import type { EventMetadata, ParameterValuesSubmitted, Site } from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';

/** One data-entry submission: one atomic append of its value changes to a fresh stream. */
export interface Submission {
  stream: string;
  events: EventToAppend[];
}

const SITE: Site = 'BA';
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 9, 1);

/** Submission `index` of `size` values: one factory hour of a grid, 50 parameters, full metadata. */
export const makeSubmission = (index: number, size: number): Submission => {
  const submissionId = randomUUID();
  const hourIndex = index % 24;
  const date = new Date(FIRST_DAY + Math.floor(index / 24) * DAY_MS).toISOString().slice(0, 10);
  const metadata: EventMetadata = {
    userId: 'supervisor.ba',
    site: SITE,
    correlationId: randomUUID(),
    causationId: `req-${index.toString(36)}`,
    timestamp: new Date(FIRST_DAY + index * 60_000).toISOString(),
    submissionId,
    schemaVersion: 1,
  };
  const events: EventToAppend[] = [];
  for (let value = 0; value < size; value += 1) {
    const previous = index % 3 === 0 ? null : Math.round((99 + value * 3.7) * 1000) / 1000;
    const event: ParameterValuesSubmitted = {
      type: 'ParameterValuesSubmitted',
      data: {
        site: SITE,
        operation: 'BC2026',
        submissionId,
        changes: [
          {
            code: `BA_P${String(value + 1).padStart(4, '0')}`,
            date,
            hour: hourIndex + 1,
            kind: previous === null ? 'Insert' : 'Update',
            value: Math.round((100 + value * 3.7 + index * 0.013) * 1000) / 1000,
            previous,
          },
        ],
      },
    };
    events.push({ ...event, metadata });
  }
  return { stream: `parametervalues-${SITE}_${submissionId}`, events };
};
