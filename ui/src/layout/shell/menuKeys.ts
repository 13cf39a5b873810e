/**
 * Where a menu key moves the focus among `count` items from `current` (-1: none focused): ArrowDown and
 * ArrowUp step and wrap, Home and End go to the ends; null for any other key (or no items).
 */
export const nextIndex = (key: string, current: number, count: number): number | null => {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};
