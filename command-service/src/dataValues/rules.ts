// The rules a submission is checked against before its values are compared (spec 1 §4, §5; our additions).
import {
  AUDIT_MESSAGES,
  cellLock,
  cellName,
  cellsMissingReason,
  DATA_MESSAGES,
  ERRORS,
  LOCK_REASON_TEXT,
  type ChangeRecord,
  fail,
  type Failure,
  outsideAbsoluteLimits,
} from '@ftr/contracts';
import type { ParameterFacts, ScreenFacts, SubmissionContext, WriteFacts } from './facts.ts';

/** The contract's limit rule, the one the grid colours and explains cells by; only absolute limits refuse. */
const outsideAbsolute = (p: ParameterFacts, value: number | null): boolean =>
  outsideAbsoluteLimits(
    { UPPER_ABSOLUTE: p.UPPER_ABS_LIMIT, LOWER_ABSOLUTE: p.LOWER_ABS_LIMIT, UPPER_CHECK: null, LOWER_CHECK: null },
    value,
  );

/** The screen the client named: at the user's site (403 like the read), within their WRITE_ACCESS, holding every code. */
const namedScreenFailure = (codes: readonly string[], named: ScreenFacts | null, write: WriteFacts, site: string): Failure | null => {
  if (!named) return fail('not_found', DATA_MESSAGES.screenNotFound);
  if (named.site !== site) return fail('forbidden', ERRORS.wrongSite);
  if (write.writeAccess < named.accessLevel) return fail('forbidden', DATA_MESSAGES.writeAccessTooLow(named.accessLevel));
  const stranger = codes.find((code) => !named.codes.has(code));
  return stranger ? fail('validation', DATA_MESSAGES.errorOnCode(stranger)) : null;
};

/**
 * Write permission, whatever the client sends (docs/dataValues.md): a parameter may be written when a
 * data-entry screen of the site holding it has ACCESS_LEVEL <= the user's WRITE_ACCESS; one on no such
 * screen only by a data screen maintainer. A named screen must pass too.
 */
export const writeFailure = (codes: readonly string[], write: WriteFacts, site: string): Failure | null => {
  if (write.named !== undefined) {
    const failure = namedScreenFailure(codes, write.named, write, site);
    if (failure) return failure;
  }
  const holding = (code: string) => write.screens.filter((s) => s.site === site && s.codes.has(code));
  const onNoScreen = codes.filter((code) => holding(code).length === 0);
  if (onNoScreen.length > 0 && !write.maintainer) return fail('forbidden', DATA_MESSAGES.onNoScreen(onNoScreen));
  const tooHigh = codes.filter((code) => {
    const screens = holding(code);
    return screens.length > 0 && !screens.some((s) => s.accessLevel <= write.writeAccess);
  });
  return tooHigh.length > 0 ? fail('forbidden', DATA_MESSAGES.writeAccessTooLowFor(tooHigh)) : null;
};

/**
 * The first rule a submission breaks, or null. In order: every code a parameter of the site
 * ('Error on code'); write permission (the named screen, if any, and every parameter's screens);
 * no calculated (SIM) cell; no value outside the parameter's absolute limits ('Error on code'); the
 * operation exists at the site; no locked cell (all locked cells named); a reason on every correction or
 * deletion the reason rule asks one for (all such cells named).
 */
export const ruleFailure = (records: readonly ChangeRecord[], operation: string, ctx: SubmissionContext): Failure | null => {
  const unknown = records.find((r) => !ctx.parameters.has(r.CODE));
  if (unknown) return fail('validation', DATA_MESSAGES.errorOnCode(unknown.CODE));
  const denied = writeFailure([...new Set(records.map((r) => r.CODE))], ctx.write, ctx.site);
  if (denied) return denied;
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
