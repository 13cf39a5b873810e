import { addDays, realLabel, type DataPoint } from '@ftr/contracts';

/** How many factory days, up to today, a lookup shows. */
export const LOOKUP_DAYS = 7;

export const lookupRange = (today: string): { from: string; to: string } => ({ from: addDays(today, -(LOOKUP_DAYS - 1)), to: today });

/** A Recalculation record (spec 3 §3): PARM_CODE, PARAM_DATE, HOUR, OPTN_CODE, PARAM_VALUE, REAL_DATETIME. */
export interface RecalculationRecord {
  key: string;
  PARM_CODE: string;
  PARAM_DATE: string;
  HOUR: number;
  OPTN_CODE: string;
  PARAM_VALUE: number;
  /** The reading's real (local clock) date and hour: '2026-11-25 08:00'; hour 24 is midnight. */
  REAL_DATETIME: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The lookup's rows, newest first, labelled with real time (factory time - 17 hours). */
export const toRecords = (points: readonly DataPoint[]): RecalculationRecord[] =>
  points
    .map((p) => {
      const { realDate, realHour, fold } = realLabel(p.PARAM_DATE, p.FTR_HOUR);
      return {
        key: `${p.PARAM_DATE}|${p.FTR_HOUR}`,
        PARM_CODE: p.PARM_CODE,
        PARAM_DATE: p.PARAM_DATE,
        HOUR: p.FTR_HOUR,
        OPTN_CODE: p.OPTN_CODE,
        PARAM_VALUE: p.PARAM_VALUE,
        REAL_DATETIME: `${realDate} ${pad(realHour)}:00${fold ? ' (2nd)' : ''}`,
      };
    })
    .sort((a, b) => (a.PARAM_DATE === b.PARAM_DATE ? b.HOUR - a.HOUR : a.PARAM_DATE < b.PARAM_DATE ? 1 : -1));
