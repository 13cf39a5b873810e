import type { ReportParameterDto } from '@ftr/contracts';

/** The list with `id` gone, places renumbered (the optimistic remove). */
export const withoutParameter = (list: readonly ReportParameterDto[], parameterId: string): ReportParameterDto[] =>
  list.filter((p) => p.ID !== parameterId).map((p, i) => ({ ...p, SEQ_NO: i + 1 }));

/** The list with the parameter at `index` swapped with its neighbour (up: -1, down: +1); unchanged at an edge. */
export const withSwapped = (list: readonly ReportParameterDto[], index: number, step: -1 | 1): ReportParameterDto[] => {
  const other = index + step;
  const a = list[index];
  const b = list[other];
  if (a === undefined || b === undefined) return [...list];
  const next = [...list];
  next[index] = b;
  next[other] = a;
  return next.map((p, i) => ({ ...p, SEQ_NO: i + 1 }));
};
