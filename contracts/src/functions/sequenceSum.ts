/** One row of a standard function: a sequence number and a value (spec 3 §2 In-app help, Standard Functions). */
export interface SequenceRow {
  sequence: number | null;
  value: number | null;
}

/**
 * The add/subtract standard function: the sum of the values with a positive sequence minus the sum
 * of the values with a negative sequence. Rows with sequence 0 or a missing sequence or value
 * take no part. The recalculation engine uses the same function.
 */
export const sequenceSum = (rows: readonly SequenceRow[]): number =>
  rows.reduce((total, { sequence, value }) => {
    if (sequence === null || value === null || !Number.isFinite(sequence) || !Number.isFinite(value)) return total;
    if (sequence > 0) return total + value;
    if (sequence < 0) return total - value;
    return total;
  }, 0);

/**
 * The starting rows of the help page's demo calculator (spec 3 §2): (-1, 10), (2, 10), (3, 50).
 * By the stated rule they give 60 - 10 = 50; the spec's "default result 70" is the plain sum of the
 * three values and cannot come from that rule (see README, Decisions).
 */
export const DEMO_SEQUENCE_ROWS: readonly SequenceRow[] = [
  { sequence: -1, value: 10 },
  { sequence: 2, value: 10 },
  { sequence: 3, value: 50 },
];
