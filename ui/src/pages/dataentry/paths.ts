import { GridTypeSchema, HourModeSchema, OperationCode, isIsoDate, type GridType, type HourMode } from '@ftr/contracts';

/** Where a grid is: /dataentry/{screenId}/{operationCode}/{screenType}/{date}/{hourMode} (spec 1 §2). */
export interface GridTarget {
  readonly screenId: number;
  readonly operation: string;
  readonly type: GridType;
  readonly date: string;
  readonly hourMode: HourMode;
}

export const gridPath = (t: GridTarget): string =>
  `/dataentry/${t.screenId}/${encodeURIComponent(t.operation)}/${t.type}/${t.date}/${t.hourMode}`;

/** The grid route's params, or null when any of them is not valid (the page then offers the start page). */
export const parseGridTarget = (params: Readonly<Record<string, string | undefined>>): GridTarget | null => {
  const screenId = Number(params.screenId);
  const operation = OperationCode.safeParse(params.operationCode ?? '');
  const type = GridTypeSchema.safeParse((params.screenType ?? '').toUpperCase());
  const hourMode = HourModeSchema.safeParse((params.hourMode ?? '').toUpperCase());
  const date = params.date ?? '';
  if (!Number.isInteger(screenId) || screenId < 1 || !operation.success || !type.success || !hourMode.success || !isIsoDate(date)) {
    return null;
  }
  return { screenId, operation: operation.data, type: type.data, date, hourMode: hourMode.data };
};
