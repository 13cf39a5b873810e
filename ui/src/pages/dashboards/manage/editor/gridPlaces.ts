import { GRID_MAX, type ArrangeLayoutBody, type ChartHeight, type LayoutItemDto } from '@ftr/contracts';

/** One box of the grid editor (react-grid-layout's shape): x and w in twelfths of the row, y and h in grid rows. */
export interface GridBox {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Grid rows per chart height; a table is as tall as a medium chart in the editor. */
const ROWS_OF: Record<ChartHeight, number> = { small: 2, medium: 3, large: 4 };
const TABLE_ROWS = 3;
export const heightRows = (item: LayoutItemDto): number => ('codes' in item.CONFIG ? TABLE_ROWS : ROWS_OF[item.CONFIG.height]);
const heightOf = (rows: number): ChartHeight => (rows <= 2 ? 'small' : rows === 3 ? 'medium' : 'large');

/**
 * The stored layout as boxes: rows top to bottom, a row's items left to right in COL_NO order, each as wide
 * as its WIDTH or an equal share of what the row's sized items leave.
 */
export const boxesOf = (items: readonly LayoutItemDto[]): GridBox[] => {
  const rows = new Map<number, LayoutItemDto[]>();
  for (const item of [...items].sort((a, b) => a.ROW_NO - b.ROW_NO || a.COL_NO - b.COL_NO))
    rows.set(item.ROW_NO, [...(rows.get(item.ROW_NO) ?? []), item]);
  const boxes: GridBox[] = [];
  let y = 0;
  for (const row of rows.values()) {
    const fixed = row.reduce((sum, item) => sum + (item.WIDTH ?? 0), 0);
    const shared = row.filter((item) => item.WIDTH === undefined).length;
    const share = shared > 0 ? Math.max(1, Math.floor((GRID_MAX - fixed) / shared)) : 0;
    let x = 0;
    for (const item of row) {
      const w = Math.min(item.WIDTH ?? share, GRID_MAX - Math.min(x, GRID_MAX - 1));
      boxes.push({ i: item.ID, x: Math.min(x, GRID_MAX - 1), y, w, h: heightRows(item) });
      x += w;
    }
    y += Math.max(...row.map(heightRows));
  }
  return boxes;
};

/**
 * Boxes back to the stored fields: boxes at the same top form a row (rows numbered top to bottom), columns
 * numbered left to right, the width in twelfths, a chart's height from its rows.
 */
export const placesOf = (boxes: readonly GridBox[], items: readonly LayoutItemDto[]): ArrangeLayoutBody => {
  const tops = [...new Set(boxes.map((b) => b.y))].sort((a, b) => a - b);
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);
  return {
    items: sorted.flatMap((box) => {
      const item = items.find((i) => i.ID === box.i);
      if (!item) return [];
      const row = tops.indexOf(box.y) + 1;
      const column = sorted.filter((b) => b.y === box.y && b.x < box.x).length + 1;
      return [{ id: box.i, row, column, width: box.w, ...('codes' in item.CONFIG ? {} : { height: heightOf(box.h) }) }];
    }),
  };
};
