import type { ScreenColumnDto } from '@ftr/contracts';

type Member = Pick<ScreenColumnDto, 'ID' | 'SEQUENCE' | 'SEPERATOR'>;

const renumbered = <M extends Member>(list: M[]): M[] => list.map((m, i) => (m.SEQUENCE === i + 1 ? m : { ...m, SEQUENCE: i + 1 }));

/** The list after dragging the member at `from` to `to` (0-based), numbered 1..n again. */
export const movedMember = <M extends Member>(members: readonly M[], from: number, to: number): M[] => {
  const list = [...members];
  const [moved] = list.splice(from, 1);
  if (!moved) return [...members];
  list.splice(Math.min(Math.max(to, 0), list.length), 0, moved);
  return renumbered(list);
};

export const withoutMember = <M extends Member>(members: readonly M[], id: string): M[] => renumbered(members.filter((m) => m.ID !== id));

export const withSeparator = <M extends Member>(members: readonly M[], id: string, separator: boolean): M[] =>
  members.map((m) => (m.ID === id ? { ...m, SEPERATOR: separator } : m));

/** Where a drag of `activeId` over `overId` goes: from and to indexes, or null when it moves nothing. */
export const dragMove = (members: readonly Member[], activeId: string, overId: string | undefined): { from: number; to: number } | null => {
  if (overId === undefined || overId === activeId) return null;
  const from = members.findIndex((m) => m.ID === activeId);
  const to = members.findIndex((m) => m.ID === overId);
  return from < 0 || to < 0 ? null : { from, to };
};
