// Deciding a data submission (docs/architecture.md §4): pure; the week stream's state and the context are passed in.
import {
  cellName,
  DATA_MESSAGES,
  SIGNATURE_MESSAGES,
  oldCorrections,
  type Signature,
  type CcfDataEntry,
  type ChangeRecord,
  type ParameterValuesSubmitted,
  type ValuesStreamEvent,
  fail,
} from '@ftr/contracts';
import { acceptWith, reject, type Decision } from '../shared/decider.ts';
import { ccfOutcome, type CcfOutcome } from './ccfOutcome.ts';
import type { SubmissionContext } from './facts.ts';
import { submissionShape } from './shape.ts';
import { cellValue, foldWeek, type WeekState } from './state.ts';
import { ruleFailure } from './rules.ts';

export interface SubmitCommand {
  submissionId: string;
  records: readonly ChangeRecord[];
  /** A CCF data value: carried on every value event. */
  ccf?: CcfDataEntry | undefined;
  /** Values entered by automatic capture from process tag readings (carried on every value event). */
  source?: 'PROCESS_TAG' | undefined;
  /** The submitter's signature, verified by the handler (the password through the sign-in limiter). */
  signature?: Signature | undefined;
  /** Corrections of factory dates more than this many days before today need a signature; null: none do. */
  signatureAfterDays?: number | null | undefined;
}

/** A correction (a cell that holds a value, or a declared update or deletion) of a date older than the site's days. */
const unsignedCorrection = (command: SubmitCommand, state: WeekState, today: string): boolean => {
  const days = command.signatureAfterDays;
  if (days === null || days === undefined || command.signature) return false;
  // The declared type is the client's word: an Insert over a cell that holds a value is a correction too.
  const asStored = command.records.map((r) => (cellValue(state, r.CODE, r.FTR_DATE, r.FTR_HOUR) === null ? r : { ...r, TYPE: 'Update' }));
  return oldCorrections(asStored, today, days).length > 0;
};

/** What an accepted submission answers besides its events: the labels, or the original position of a resubmitted id. */
export type SubmissionAnswer = { kind: 'duplicate'; position: bigint } | ({ kind: 'accepted' } & Omit<CcfOutcome, 'events'>);
export type SubmissionDecision = Decision<ValuesStreamEvent, SubmissionAnswer>;

/** Cells whose ORIGINAL_VALUE is not their current value (someone changed them since the grid was loaded). */
export const staleCells = (records: readonly ChangeRecord[], state: WeekState): string[] =>
  records
    .filter((r) => cellValue(state, r.CODE, r.FTR_DATE, r.FTR_HOUR) !== r.ORIGINAL_VALUE)
    .map((r) => cellName(r.CODE, r.FTR_DATE, r.FTR_HOUR));

/** One ParameterValuesSubmitted per (code, date), dates then codes in order, hours in order within each. */
export const valueEvents = (
  records: readonly ChangeRecord[],
  site: SubmissionContext['site'],
  operation: string,
  submissionId: string,
  ccf?: CcfDataEntry,
  source?: 'PROCESS_TAG',
  signature?: Signature,
): ParameterValuesSubmitted[] => {
  const groups = new Map<string, ChangeRecord[]>();
  for (const r of records) {
    const key = `${r.FTR_DATE}|${r.CODE}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.keys()].sort().map((key) => ({
    type: 'ParameterValuesSubmitted',
    data: {
      site,
      operation,
      submissionId,
      changes: (groups.get(key) ?? [])
        .sort((a, b) => a.FTR_HOUR - b.FTR_HOUR)
        .map((r) => ({
          code: r.CODE,
          date: r.FTR_DATE,
          hour: r.FTR_HOUR,
          kind: r.TYPE,
          value: r.VALUE,
          previous: r.ORIGINAL_VALUE,
          ...(r.REASON ? { reason: r.REASON } : {}),
        })),
      ...(ccf ? { ccf } : {}),
      ...(source ? { source } : {}),
      ...(signature ? { signature } : {}),
    },
  }));
};

/**
 * A resubmitted id is answered with its original position and writes nothing. Otherwise the shape, the
 * rules and the stale check (409 naming every stale cell) must pass; the values are then written with
 * the label intents their CCF labels call for, all in one append (the CCF pair decides on those after).
 */
export const decideSubmission = (command: SubmitCommand, state: WeekState, ctx: SubmissionContext): SubmissionDecision => {
  const original = state.submissions.get(command.submissionId);
  if (original !== undefined) return acceptWith({ kind: 'duplicate', position: original });
  const shape = submissionShape(command.records);
  if (!shape.ok) return reject(shape.failure);
  const broken = ruleFailure(command.records, shape.operation, ctx);
  if (broken) return reject(broken);
  const stale = staleCells(command.records, state);
  if (stale.length > 0) return reject(fail('conflict', DATA_MESSAGES.staleCells(stale)));
  if (unsignedCorrection(command, state, ctx.today)) return reject(fail('validation', SIGNATURE_MESSAGES.required));
  const { records, submissionId, ccf, source, signature } = command;
  const values = valueEvents(records, ctx.site, shape.operation, submissionId, ccf, source, signature);
  const after = foldWeek(
    state,
    values.map((event) => ({ ...event, revision: state.revision, position: 0n })),
  );
  const { events: intents, labels } = ccfOutcome(command.records, after, shape.operation, ctx);
  return acceptWith<ValuesStreamEvent, SubmissionAnswer>({ kind: 'accepted', labels }, ...values, ...intents);
};
