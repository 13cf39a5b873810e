// CCF label per parameter on data entry (spec 1 §4). Pure: the grid runs it as the user types and the
// server runs it, authoritatively, on submit; both walk the same series the same way.
import type { CcfStatus } from '../ccf/summary.ts';

export const CCF_LABELS = ['New CCF', 'Ongoing CCF', 'Pending Close'] as const;
export type CcfLabel = (typeof CCF_LABELS)[number];

/** A parameter's CCF thresholds (spec 1 §3); null means no limit on that side. */
export interface CcfThresholds {
  LOWABS: number | null;
  LOWTRG: number | null;
  HIGHTRG: number | null;
  HIGHABS: number | null;
}

const below = (value: number, limit: number | null) => limit !== null && value < limit;
const above = (value: number, limit: number | null) => limit !== null && value > limit;

/** Outside the absolute CCF limits (a limit itself is inside). */
export const outsideCcfAbsolute = (t: CcfThresholds, value: number): boolean => below(value, t.LOWABS) || above(value, t.HIGHABS);

/** Outside the trigger band LOWTRG..HIGHTRG (inclusive); a value outside the absolute limits is outside it too. */
export const outsideTriggerBand = (t: CcfThresholds, value: number): boolean =>
  below(value, t.LOWTRG) || above(value, t.HIGHTRG) || outsideCcfAbsolute(t, value);

/**
 * The label one value earns:
 * - a CCF is open for the parameter and operation: 'Pending Close' when the value is back inside the
 *   trigger band, else 'Ongoing CCF';
 * - none open: 'New CCF' when the value leaves the absolute limits, or leaves the trigger band while the
 *   prior value (null: none) was not outside it (judged by `priorT`, the limits in force at the prior's
 *   time); else no label.
 */
export const ccfLabel = (
  t: CcfThresholds,
  value: number,
  prior: number | null,
  ccfOpen: boolean,
  priorT: CcfThresholds = t,
): CcfLabel | null => {
  const outside = outsideTriggerBand(t, value);
  if (ccfOpen) return outside ? 'Ongoing CCF' : 'Pending Close';
  if (outsideCcfAbsolute(t, value)) return 'New CCF';
  if (outside && !(prior !== null && outsideTriggerBand(priorT, prior))) return 'New CCF';
  return null;
};

/** The label a column shows for the status of its parameter's CCF: O open, R pending close. */
export const statusLabel = (status: CcfStatus | null): CcfLabel | null => {
  if (status === 'O') return 'Ongoing CCF';
  if (status === 'R') return 'Pending Close';
  return null;
};

/** One cell of a column, in time order; `changed` marks the values being entered now. */
export interface SeriesPoint<K> {
  key: K;
  value: number | null;
  changed: boolean;
}

/** What a changed value does: open a CCF, move the open one to R (pending close), or nothing. */
export type CcfAction = 'raise' | 'pendingClose';

export interface LabelStep<K> {
  key: K;
  value: number;
  prior: number | null;
  label: CcfLabel | null;
  action: CcfAction | null;
}

export interface ColumnLabel<K> {
  /** What the column shows: the label of the last changed value, else the label of the CCF status after the walk. */
  label: CcfLabel | null;
  /** The parameter's CCF status after the walk: O open, R pending close, or none. Once submitted the column shows statusLabel(status). */
  status: 'O' | 'R' | null;
  steps: LabelStep<K>[];
}

/**
 * Walks a column's changed values in time order. Each changed, non-empty value is labelled against the
 * latest non-empty value before it (in the series, else `previous`, the value before the series) and
 * the CCF state so far: 'New CCF' with none open raises one, 'Pending Close' moves the open one to R.
 * `status` is the parameter's CCF status for the operation before the walk (O open, R pending close).
 * `t` is the thresholds, or the thresholds in force at a point's time: each value is judged by the limits
 * in force at its time, its prior by those at the prior's (`previous`, of unknown time, by the value's).
 */
export const walkCcfColumn = <K>(
  t: CcfThresholds | ((key: K) => CcfThresholds),
  series: readonly SeriesPoint<K>[],
  previous: number | null,
  status: CcfStatus | null,
): ColumnLabel<K> => {
  let open = status === 'O';
  let pending = status === 'R';
  let prior = previous;
  let priorKey: K | null = null;
  const at = (key: K) => (typeof t === 'function' ? t(key) : t);
  const steps: LabelStep<K>[] = [];
  for (const point of series) {
    if (point.value === null) continue;
    if (point.changed) {
      const limits = at(point.key);
      const label = ccfLabel(limits, point.value, prior, open, priorKey === null ? limits : at(priorKey));
      let action: CcfAction | null = null;
      if (label === 'New CCF') {
        action = 'raise';
        open = true;
      } else if (label === 'Pending Close') {
        action = 'pendingClose';
        open = false;
        pending = true;
      }
      steps.push({ key: point.key, value: point.value, prior, label, action });
    }
    prior = point.value;
    priorKey = point.key;
  }
  const after = open ? 'O' : pending ? 'R' : null;
  return { label: steps.at(-1)?.label ?? statusLabel(after), status: after, steps };
};
