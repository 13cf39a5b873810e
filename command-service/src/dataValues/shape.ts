// Checks of a submission's shape that come before anything is read: one operation, one stream.
import { DATA_MESSAGES, dailyValueHour, weekStart, type ChangeRecord, fail, type Failure } from '@ftr/contracts';

export type Shape = { ok: true; operation: string; date: string } | { ok: false; failure: Failure };

/**
 * All records must be for one operation and land in one week stream: a daily submission (every record at
 * its date's daily hour) within one factory week, an hourly one within one factory day.
 */
export const submissionShape = (records: readonly ChangeRecord[]): Shape => {
  const [first] = records;
  if (!first) return { ok: false, failure: fail('validation', DATA_MESSAGES.nothingToSubmit) };
  if (records.some((r) => r.OPERATION !== first.OPERATION)) return { ok: false, failure: fail('validation', DATA_MESSAGES.oneOperation) };
  const daily = records.every((r) => r.FTR_HOUR === dailyValueHour(r.FTR_DATE));
  if (daily) {
    const monday = weekStart(first.FTR_DATE);
    if (records.some((r) => weekStart(r.FTR_DATE) !== monday)) return { ok: false, failure: fail('validation', DATA_MESSAGES.oneWeek) };
  } else if (records.some((r) => r.FTR_DATE !== first.FTR_DATE)) {
    return { ok: false, failure: fail('validation', DATA_MESSAGES.oneDay) };
  }
  return { ok: true, operation: first.OPERATION, date: first.FTR_DATE };
};
