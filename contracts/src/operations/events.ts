import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { OperationType } from './schemas.ts';

const OperationData = z.object({
  site: Site,
  code: z.string(),
  type: OperationType,
  startDate: z.string(),
  endDate: z.string(),
});

export const OperationCreated = defineEvent('OperationCreated', OperationData);
export const OperationUpdated = defineEvent('OperationUpdated', OperationData);
export const OperationDeleted = defineEvent('OperationDeleted', z.object({ site: Site, code: z.string() }));
export type OperationCreated = EventOf<typeof OperationCreated>;
export type OperationUpdated = EventOf<typeof OperationUpdated>;
export type OperationDeleted = EventOf<typeof OperationDeleted>;
export type OperationEvent = OperationCreated | OperationUpdated | OperationDeleted;

export const OPERATION_EVENTS = [OperationCreated, OperationUpdated, OperationDeleted] as const;
export const OPERATION_EVENT_TYPES = [
  'OperationCreated',
  'OperationUpdated',
  'OperationDeleted',
] as const satisfies readonly OperationEvent['type'][];

/** Stream id factory: one stream per operation code per site. */
export const operationStream = (site: Site, code: string): string => `operation-${site}_${code}`;
