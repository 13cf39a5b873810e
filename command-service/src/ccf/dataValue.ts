// A CCF data value (spec 3 §7 POST /ccf-data/:id), pure: which factory cell a real date and hour is,
// and the one data-entry change record that enters the value there.
import {
  CCF_MESSAGES,
  dailyValueHour,
  isHourlyCode,
  realToFactory,
  type CcfDataEntry,
  type CcfDataValueEntered,
  type ChangeRecord,
  type FactoryHour,
  type Site,
  fail,
} from '@ftr/contracts';
import { acceptWith, accept, reject, type Decision } from '../shared/decider.ts';
import { isActive, isRejected, ownCcf, type CcfFacts } from './lifecycle.ts';

export interface DataValueInput {
  analyst: string;
  /** Real date and hour 1..24 (24 = midnight ending the date). */
  date: string;
  hour: number;
  value: number;
  reason?: string | undefined;
}

/** 'YYYY-MM-DD HH:00' as entered (hour 1..24). */
export const realDateTimeLabel = (date: string, hour: number): string => `${date} ${String(hour).padStart(2, '0')}:00`;

/**
 * The cell a CCF data value goes to: the CCF must be the user's site's and O or R; the real hour must
 * exist (not the spring change's missing hour). An hourly parameter keeps the factory hour; any other
 * goes to its factory date's daily hour, where data entry keeps daily values.
 */
export const decideDataCell = (
  found: CcfFacts | null,
  site: Site,
  input: DataValueInput,
): Decision<never, { ccf: CcfFacts; cell: FactoryHour }> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (!isActive(ccf)) return reject(fail('conflict', CCF_MESSAGES.dataNotAccepted(ccf.STATUS)));
  let real: FactoryHour;
  try {
    real = realToFactory(input.date, input.hour);
  } catch (error) {
    if (error instanceof RangeError) return reject(fail('validation', CCF_MESSAGES.noSuchRealHour));
    throw error;
  }
  const cell = isHourlyCode(ccf.PARAMETER) ? real : { date: real.date, hour: dailyValueHour(real.date) };
  return acceptWith({ ccf, cell });
};

/**
 * The one change record entering the value (Insert into an empty cell, else Update from its current
 * value, which makes a concurrent change a 409 in data entry) and the CCF entry the event carries.
 * The value already there is refused: it would change nothing.
 */
export const dataValueRecord = (
  ccf: CcfFacts,
  cell: FactoryHour,
  current: number | null,
  input: DataValueInput,
): Decision<never, { record: ChangeRecord; entry: CcfDataEntry }> => {
  if (current === input.value) return reject(fail('validation', CCF_MESSAGES.valueUnchanged(current)));
  const record: ChangeRecord = {
    TYPE: current === null ? 'Insert' : 'Update',
    CODE: ccf.PARAMETER,
    FTR_DATE: cell.date,
    FTR_HOUR: cell.hour,
    OPERATION: ccf.OPERATION,
    AUDIT: false,
    VALUE: input.value,
    ORIGINAL_VALUE: current,
    VALID: true,
    ...(input.reason ? { REASON: input.reason } : {}),
  };
  return acceptWith({ record, entry: { id: ccf.ID, analyst: input.analyst, realDateTime: realDateTimeLabel(input.date, input.hour) } });
};

/** The event a CCF data value is on its CCF's stream: the change and the CCF entry, under the submission id it is written to the week with. */
export const dataValueEvent = (ccf: CcfFacts, record: ChangeRecord, entry: CcfDataEntry, submissionId: string): CcfDataValueEntered => ({
  type: 'CcfDataValueEntered',
  data: {
    id: ccf.ID,
    site: ccf.SITE,
    parameter: record.CODE,
    operation: record.OPERATION,
    submissionId,
    date: record.FTR_DATE,
    hour: record.FTR_HOUR,
    kind: record.TYPE === 'Insert' ? 'Insert' : 'Update',
    value: record.VALUE ?? 0,
    previous: record.ORIGINAL_VALUE,
    ...(record.REASON ? { reason: record.REASON } : {}),
    analyst: entry.analyst,
    realDateTime: entry.realDateTime,
  },
});

/**
 * Decided on the CCF's stream at the revision folded: the CCF must still be the user's site's and O or R
 * (a close appended before it refuses the value, 409), then the value is recorded there.
 */
export const decideDataValue = (
  found: CcfFacts | null,
  site: Site,
  input: DataValueInput,
  event: CcfDataValueEntered,
): Decision<CcfDataValueEntered> => {
  const placed = decideDataCell(found, site, input);
  return placed.ok ? accept(event) : placed;
};
