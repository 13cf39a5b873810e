/**
 * The list with the items at places `a` and `b` swapped (the reorder of data-screen members, report
 * parameters and dashboard parameters: up and down swap with the neighbour); the list itself, unchanged,
 * when either place is missing (-1 or past the end). Pure: a new array.
 */
export const swapItems = <T>(list: readonly T[], a: number, b: number): T[] => {
  const first = list[a];
  const second = list[b];
  if (a < 0 || b < 0 || first === undefined || second === undefined) return [...list];
  const swapped = [...list];
  swapped[a] = second;
  swapped[b] = first;
  return swapped;
};
