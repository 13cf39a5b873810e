import { assertNever } from '../events/envelope.ts';
import type { DashboardEvent, DashboardParameterSettings, LayoutPlace } from './events.ts';
import type { LayoutPart } from './schemas.ts';
import { swapItems } from '../shared/ordered.ts';

/** A parameter of a dashboard, in list order (its SEQ_NO is its place, 1-based). */
export interface DashboardParameter extends DashboardParameterSettings {
  no: number;
  code: string;
}
/** A layout item: where it sits and what it draws. */
export interface DashboardLayoutItem {
  no: number;
  row: number;
  col: number;
  /** Twelfths of the row's width (absent: the row's width shared). */
  width?: number;
  part: LayoutPart;
}
export interface DashboardParts {
  parameters: DashboardParameter[];
  items: DashboardLayoutItem[];
}
export const NO_PARTS: DashboardParts = { parameters: [], items: [] };

type PartEvent = Extract<
  DashboardEvent,
  {
    type:
      | 'DashboardParameterAdded'
      | 'DashboardParameterUpdated'
      | 'DashboardParameterRemoved'
      | 'DashboardParametersSwapped'
      | 'DashboardLayoutItemAdded'
      | 'DashboardLayoutItemRemoved'
      | 'DashboardLayoutItemsArranged';
  }
>;
export const isPartEvent = (event: DashboardEvent): event is PartEvent =>
  event.type.startsWith('DashboardParameter') || event.type.startsWith('DashboardLayoutItem');

const placeOf = (list: readonly { no: number }[], no: number): number => list.findIndex((p) => p.no === no);

/**
 * The one fold of a dashboard's parameters and layout, shared by the decider and the projection so both
 * keep the same order. Events naming a part that is not there change nothing (applying twice is harmless).
 */
export const applyPartEvent = (parts: DashboardParts, event: PartEvent): DashboardParts => {
  const { parameters, items } = parts;
  switch (event.type) {
    case 'DashboardParameterAdded': {
      const { no, code, targetCode, history, label, goal, paramSite } = event.data;
      if (placeOf(parameters, no) >= 0) return parts;
      return { items, parameters: [...parameters, { no, code, targetCode, history, label, goal, paramSite }] };
    }
    case 'DashboardParameterUpdated': {
      const { no, targetCode, history, label, goal, paramSite } = event.data;
      return { items, parameters: parameters.map((p) => (p.no === no ? { ...p, targetCode, history, label, goal, paramSite } : p)) };
    }
    case 'DashboardParameterRemoved':
      return { items, parameters: parameters.filter((p) => p.no !== event.data.no) };
    case 'DashboardParametersSwapped': {
      const a = placeOf(parameters, event.data.no);
      const b = placeOf(parameters, event.data.otherNo);
      return a < 0 || b < 0 ? parts : { items, parameters: swapItems(parameters, a, b) };
    }
    case 'DashboardLayoutItemAdded': {
      const { no, row, col, part } = event.data;
      if (placeOf(items, no) >= 0) return parts;
      return { parameters, items: [...items, { no, row, col, part }] };
    }
    case 'DashboardLayoutItemRemoved':
      return { parameters, items: items.filter((i) => i.no !== event.data.no) };
    case 'DashboardLayoutItemsArranged':
      return {
        parameters,
        items: items.map((item) =>
          placed(
            item,
            event.data.places.find((p) => p.no === item.no),
          ),
        ),
      };
    default:
      return assertNever(event);
  }
};

/** An item moved to its place: row, column, width (null: shared) and, for a chart, its height. */
const placed = (item: DashboardLayoutItem, place: LayoutPlace | undefined): DashboardLayoutItem => {
  if (!place) return item;
  const part: LayoutPart =
    item.part.component === 'TimeseriesChart' && place.height !== null
      ? { component: 'TimeseriesChart', config: { ...item.part.config, height: place.height } }
      : item.part;
  return { no: item.no, row: place.row, col: place.col, ...(place.width === null ? {} : { width: place.width }), part };
};

/** The codes a layout item draws. */
export const codesOfPart = (part: LayoutPart): string[] =>
  part.component === 'TimeseriesChart' ? [part.config.parameter] : part.config.codes;

/** Layout items as rows of columns: by row, then column (spec 1 §3 Layout). */
export const layoutRows = <T extends { row: number; col: number }>(items: readonly T[]): { row: number; columns: T[] }[] => {
  const rows = new Map<number, T[]>();
  for (const item of [...items].sort((a, b) => a.row - b.row || a.col - b.col)) rows.set(item.row, [...(rows.get(item.row) ?? []), item]);
  return [...rows].map(([row, columns]) => ({ row, columns }));
};
