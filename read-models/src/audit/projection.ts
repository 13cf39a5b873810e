import {
  assertNever,
  type AuditKind,
  type AuditSource,
  type Signature,
  type Site,
  type SpcRuleBroken,
  type StoredOf,
  type ValuesChangedEvent,
  READ_MODELS,
} from '@ftr/contracts';
import { ruleBreakReason } from '../spc/auditReason.ts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One changed cell of a change set. */
export interface AuditChange {
  hour: number;
  kind: AuditKind;
  previous: number | null;
  value: number | null;
  reason: string | null;
}

/**
 * The audit-trail read model: ONE document per value event, i.e. per change set (one parameter's changes
 * of one factory date by one submission or recalculation job), never changed afterwards. POS is the
 * event's global position zero-padded to 20 digits, so that it sorts as text in both stores.
 */
export interface AuditEntryDoc extends ProjectedDoc {
  SITE: Site;
  CODE: string;
  DATE: string;
  POS: string;
  POSITION: string;
  AT: string;
  USER: string;
  OPERATION: string;
  SOURCE: AuditSource;
  SUBMISSION_ID: string | null;
  JOB_ID: string | null;
  /** A recalculated change set's cause (the event that changed its input); absent on entries before it was kept. */
  CAUSE?: string | null;
  CHANGES: AuditChange[];
  /** The submitter's electronic signature, when the change set was signed. */
  SIGNATURE?: Signature;
}

export const AUDIT_COLLECTION = READ_MODELS.auditTrail;
export const auditPos = (position: bigint | string): string => position.toString().padStart(20, '0');

const HANDLED = ['ParameterValuesSubmitted', 'ParameterValuesRecalculated', 'SpcRuleBroken'] as const;

/** A rule break's row: the value that completed it, recorded by the SPC monitor (docs/spc.md). */
const ruleBreakEntry = (event: StoredOf<SpcRuleBroken>): Omit<AuditEntryDoc, '_id' | '_position'> => {
  const { data } = event;
  return {
    SITE: data.site,
    CODE: data.code,
    DATE: data.date,
    POS: auditPos(event.position),
    POSITION: event.position.toString(),
    AT: event.metadata.timestamp,
    USER: event.metadata.userId,
    OPERATION: data.operation,
    SOURCE: 'SPC',
    SUBMISSION_ID: null,
    JOB_ID: null,
    CAUSE: event.metadata.causationId,
    CHANGES: [{ hour: data.hour, kind: 'RULE_BROKEN', previous: null, value: data.value, reason: ruleBreakReason(data) }],
  };
};

const entry = (event: StoredOf<ValuesChangedEvent | SpcRuleBroken>): Omit<AuditEntryDoc, '_id' | '_position'> | null => {
  if (event.type === 'SpcRuleBroken') return ruleBreakEntry(event);
  const { changes, site, operation } = event.data;
  const first = changes[0];
  if (!first) return null;
  const base = {
    SITE: site,
    CODE: first.code,
    DATE: first.date,
    POS: auditPos(event.position),
    POSITION: event.position.toString(),
    AT: event.metadata.timestamp,
    USER: event.metadata.userId,
    OPERATION: operation,
  };
  switch (event.type) {
    case 'ParameterValuesSubmitted':
      return {
        ...base,
        SOURCE: event.data.ccf ? 'CCF' : (event.data.source ?? 'DATAENTRY'),
        SUBMISSION_ID: event.data.submissionId,
        JOB_ID: null,
        ...(event.data.signature ? { SIGNATURE: event.data.signature } : {}),
        CHANGES: changes.map((c) => ({ hour: c.hour, kind: c.kind, previous: c.previous, value: c.value, reason: c.reason ?? null })),
      };
    case 'ParameterValuesRecalculated':
      return {
        ...base,
        SOURCE: 'RECALCULATION',
        SUBMISSION_ID: null,
        JOB_ID: event.data.jobId,
        CAUSE: event.data.cause ?? null,
        CHANGES: changes.map((c) => ({ hour: c.hour, kind: 'RECALCULATED', previous: c.previous, value: c.value, reason: null })),
      };
    default:
      return assertNever(event);
  }
};

/**
 * Every value event becomes its entry (id: stream and revision, so the same event always lands on the same
 * document); entries are never updated, so applying an event again gives the same document.
 */
export const auditTrailProjection: ProjectionOf<AuditEntryDoc, ValuesChangedEvent | SpcRuleBroken> = {
  collection: {
    name: AUDIT_COLLECTION,
    indexes: [
      // No (SITE, CODE, DATE) index: SQLite would pick it for a date range and sort every entry of the
      // range; walking POS order from the page's cursor (keyset) and checking the date stops after one
      // page, however deep (see bench/audit.ts, docs/audit.md).
      { fields: ['SITE', 'CODE', 'POS'] },
      { fields: ['SITE', 'CODE', 'USER', 'POS'] },
      { fields: ['SITE', 'CODE', 'SOURCE', 'POS'] },
    ],
  },
  handles: HANDLED,
  id: (event) => `${event.stream}@${event.revision}`,
  perEvent: true,
  evolve: (_doc, event) => entry(event),
  siteOf: (_doc, event) => event.data.site,
};
