/**
 * Which sides of a scrolling box have more to show: drives the shadows on the
 * scrolling edges and the "more columns" hint. Pure: measurements in, answer out.
 */
export interface ScrollBox {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

export interface ScrollEdges {
  readonly left: boolean;
  readonly right: boolean;
}

/** 1 px of slack: zoomed pages report fractional scroll positions. */
export const scrollEdges = (box: ScrollBox): ScrollEdges => ({
  left: box.scrollLeft > 1,
  right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
});

/** How many of `total` columns (each about `columnWidth` px) lie beyond the right edge: the hint's count. */
export const columnsBeyond = (box: ScrollBox, columnWidth: number, total: number): number => {
  if (columnWidth <= 0) return 0;
  const hidden = box.scrollWidth - box.scrollLeft - box.clientWidth;
  return Math.max(0, Math.min(total, Math.ceil(hidden / columnWidth - 0.25)));
};
