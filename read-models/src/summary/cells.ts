/** One value of a month: the value and the operation it was entered under. */
export type SummaryCell = [value: number, operation: string];

/**
 * A month's values packed in one string, `{day}/{hour}={value}@{operation}` joined by `;` (operation codes
 * hold only letters, digits, - and _). A summary reads its month documents whole; packed, the values
 * ride along as one string instead of hundreds of objects to build (JSON.parse of a string is a copy).
 * `String(number)` gives back the same double.
 */
export const parseCells = (packed: string): Map<string, SummaryCell> => {
  const cells = new Map<string, SummaryCell>();
  if (packed === '') return cells;
  for (const entry of packed.split(';')) {
    const eq = entry.indexOf('=');
    const at = entry.lastIndexOf('@');
    cells.set(entry.slice(0, eq), [Number(entry.slice(eq + 1, at)), entry.slice(at + 1)]);
  }
  return cells;
};

export const packCells = (cells: ReadonlyMap<string, SummaryCell>): string =>
  [...cells].map(([key, [value, operation]]) => `${key}=${String(value)}@${operation}`).join(';');
