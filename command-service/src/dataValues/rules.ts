// The rules a submission is checked against before its values are compared (spec 1 §4, §5; our additions).
import { AUDIT_MESSAGES, cellLock, cellName, cellsMissingReason, DATA_MESSAGES, ERRORS, LOCK_REASON_TEXT, type ChangeRecord } from '@ftr/contracts';
import { fail, type Failure } from '@ftr/infra/http/errors.ts';
import type { ParameterFacts, SubmissionContext } from './facts.ts';

const outsideAbsolute = (p: ParameterFacts, value: number | null): boolean =>
  value !== null && ((p.UPPER_ABS_LIMIT !== null && value > p.UPPER_ABS_LIMIT) || (p.LOWER_ABS_LIMIT !== null && value < p.LOWER_ABS_LIMIT));

const screenFailure = (records: readonly ChangeRecord[], screen: NonNullable<SubmissionContext['screen']>, site: string): Failure | null => {
  const { facts, writeAccess } = screen;
  if (!facts || facts.site !== site) return fail('not_found', DATA_MESSAGES.screenNotFound);
  if (writeAccess < facts.accessLevel) return fail('forbidden', DATA_MESSAGES.writeAccessTooLow(facts.accessLevel));
  const stranger = records.find((r) => !facts.codes.has(r.CODE));
  return stranger ? fail('validation', DATA_MESSAGES.errorOnCode(stranger.CODE)) : null;
};

/**
 * The first rule a submission breaks, or null. In order: every code a parameter of the site
 * ('Error on code'); the named screen at the site, within the user's WRITE_ACCESS, holding every code;
 * no calculated (SIM) cell; no value outside the parameter's absolute limits ('Error on code'); the
 * operation exists at the site; no locked cell (all locked cells named); a reason on every correction or
 * deletion the reason rule asks one for (all such cells named).
 */
export const ruleFailure = (records: readonly ChangeRecord[], operation: string, ctx: SubmissionContext): Failure | null => {
  const unknown = records.find((r) => !ctx.parameters.has(r.CODE));
  if (unknown) return fail('validation', DATA_MESSAGES.errorOnCode(unknown.CODE));
  if (ctx.screen) {
    const failure = screenFailure(records, ctx.screen, ctx.site);
    if (failure) return failure;
  }
  const facts = (r: ChangeRecord) => ctx.parameters.get(r.CODE) as ParameterFacts;
  const calculated = records.find((r) => facts(r).PTYP_CODE === 'SIM');
  if (calculated) return fail('validation', DATA_MESSAGES.calculated(calculated.CODE));
  const invalid = records.find((r) => outsideAbsolute(facts(r), r.VALUE));
  if (invalid) return fail('validation', DATA_MESSAGES.errorOnCode(invalid.CODE));
  if (!ctx.operation) return fail('not_found', ERRORS.operationNotFound(operation));
  const op = ctx.operation;
  const locked = records.flatMap((r) => {
    const reason = cellLock({ date: r.FTR_DATE, operation: op, today: ctx.today, historicData: ctx.historicData });
    return reason ? [`${cellName(r.CODE, r.FTR_DATE, r.FTR_HOUR)} (${LOCK_REASON_TEXT[reason]})`] : [];
  });
  if (locked.length > 0) return fail('forbidden', DATA_MESSAGES.lockedCells(locked));
  const unexplained = cellsMissingReason(ctx.reasonRule, records, ctx.today);
  return unexplained.length > 0 ? fail('validation', AUDIT_MESSAGES.reasonRequired(unexplained)) : null;
};
