import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { OperationType } from './schemas.ts';

interface OperationData {
  site: Site;
  code: string;
  type: OperationType;
  startDate: string;
  endDate: string;
}

export type OperationCreated = DomainEvent<'OperationCreated', OperationData>;
export type OperationUpdated = DomainEvent<'OperationUpdated', OperationData>;
export type OperationDeleted = DomainEvent<'OperationDeleted', { site: Site; code: string }>;
export type OperationEvent = OperationCreated | OperationUpdated | OperationDeleted;

export const OPERATION_EVENT_TYPES = ['OperationCreated', 'OperationUpdated', 'OperationDeleted'] as const;

/** Stream id factory: one stream per operation code per site. */
export const operationStream = (site: Site, code: string): string => `operation-${site}_${code}`;
