import { assertNever } from '../events/envelope.ts';
import type { DataScreenEvent } from './events.ts';
import { swapItems } from '../shared/ordered.ts';

/** A member of a screen, in screen order (its SEQUENCE is its place, 1-based). */
export interface ScreenMember {
  memberNo: number;
  code: string;
  separator: boolean;
}

type MemberEvent = Extract<
  DataScreenEvent,
  {
    type:
      'DataScreenMemberAdded' | 'DataScreenMemberRemoved' | 'DataScreenMembersSwapped' | 'DataScreenMemberMoved' | 'DataScreenSeparatorSet';
  }
>;

export const isMemberEvent = (event: DataScreenEvent): event is MemberEvent =>
  event.type.startsWith('DataScreenMember') || event.type === 'DataScreenSeparatorSet';

const placeOf = (members: readonly ScreenMember[], memberNo: number): number => members.findIndex((m) => m.memberNo === memberNo);

/**
 * The one fold of a screen's member list, shared by the decider and the projection so both keep the
 * same order. Events naming a member that is not there change nothing.
 */
export const applyMemberEvent = (members: readonly ScreenMember[], event: MemberEvent): ScreenMember[] => {
  const list = [...members];
  switch (event.type) {
    case 'DataScreenMemberAdded': {
      const { memberNo, code, separator } = event.data;
      return placeOf(list, memberNo) >= 0 ? list : [...list, { memberNo, code, separator }];
    }
    case 'DataScreenMemberRemoved':
      return list.filter((m) => m.memberNo !== event.data.memberNo);
    case 'DataScreenMembersSwapped':
      return swapItems(list, placeOf(list, event.data.memberNo), placeOf(list, event.data.otherNo));
    case 'DataScreenMemberMoved': {
      const from = placeOf(list, event.data.memberNo);
      if (from < 0) return list;
      const [moved] = list.splice(from, 1);
      if (moved === undefined) return list;
      const to = Math.min(Math.max(event.data.sequence - 1, 0), list.length);
      list.splice(to, 0, moved);
      return list;
    }
    case 'DataScreenSeparatorSet':
      return list.map((m) => (m.memberNo === event.data.memberNo ? { ...m, separator: event.data.separator } : m));
    default:
      return assertNever(event);
  }
};

/** Codes as one delimited text ('|A|B|'), so a read model can find the screens holding a code. */
export const memberCodesText = (members: readonly ScreenMember[]): string =>
  members.length === 0 ? '' : `|${members.map((m) => m.code).join('|')}|`;
