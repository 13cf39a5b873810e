import {
  DATA_SCREEN_ERRORS as E,
  ERRORS,
  applyMemberEvent,
  assertNever,
  copyName,
  isCentralOffice,
  isMemberEvent,
  type DataScreenEvent,
  type ScreenFields,
  type ScreenMember,
  type ScreenType,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface ScreenRecord extends ScreenFields {
  id: number;
  site: Site;
  screenType: ScreenType;
  members: ScreenMember[];
  /** The next member number (numbers are never reused, so member ids stay unique). */
  nextMemberNo: number;
}
export type ScreenState = { status: 'absent' } | { status: 'archived'; id: number; site: Site } | ({ status: 'present' } & ScreenRecord);
type Present = Extract<ScreenState, { status: 'present' }>;

export const screenEvolver: Evolver<ScreenState, DataScreenEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'DataScreenCreated': {
        const { id, site, description, accessLevel, area, screenType } = event.data;
        return { status: 'present', id, site, description, accessLevel, area, screenType, members: [], nextMemberNo: 1 };
      }
      case 'DataScreenUpdated': {
        if (state.status !== 'present') return state;
        const { description, accessLevel, area } = event.data;
        return { ...state, description, accessLevel, area };
      }
      case 'DataScreenArchived':
        return { status: 'archived', id: event.data.id, site: event.data.site };
      case 'DataScreenMemberAdded':
      case 'DataScreenMemberRemoved':
      case 'DataScreenMembersSwapped':
      case 'DataScreenMemberMoved':
      case 'DataScreenSeparatorSet': {
        if (state.status !== 'present' || !isMemberEvent(event)) return state;
        const nextMemberNo =
          event.type === 'DataScreenMemberAdded' ? Math.max(state.nextMemberNo, event.data.memberNo + 1) : state.nextMemberNo;
        return { ...state, members: applyMemberEvent(state.members, event), nextMemberNo };
      }
      default:
        return assertNever(event);
    }
  },
};

interface Actor {
  /** The acting user's current site. */
  userSite: Site;
}
/** What the handler knows about the parameter being added (read from its stream: decide stays pure). */
export interface ParameterCheck {
  code: string;
  existsAtSite: boolean;
}

export type ScreenCommand = Actor &
  (
    | { kind: 'CreateScreen'; id: number; fields: ScreenFields; screenType: ScreenType }
    | { kind: 'UpdateScreen'; id: number; fields: ScreenFields; screenType?: ScreenType }
    | { kind: 'ArchiveScreen'; id: number }
    | { kind: 'AddMember'; id: number; parameter: ParameterCheck }
    | { kind: 'RemoveMember'; memberId: string; memberNo: number }
    | { kind: 'SwapMembers'; memberId: string; memberNo: number; otherId: string; otherNo: number }
    | { kind: 'MoveMember'; memberId: string; memberNo: number; sequence: number }
    | { kind: 'SetSeparator'; memberId: string; memberNo: number; separator: boolean }
  );

/** The screen a command is on (a member's id starts with its screen's). */
export const screenIdOf = (command: ScreenCommand): number => ('id' in command ? command.id : Number(command.memberId.split('-')[0]));

/** The screen as the actor may change it, or why not: CO has no screens; only your own site's. */
const writable = (command: ScreenCommand, state: ScreenState): Present | Decision<DataScreenEvent> => {
  if (isCentralOffice(command.userSite)) return reject(fail('forbidden', E.centralOffice));
  if (state.status !== 'present') return reject(fail('not_found', E.screenNotFound(screenIdOf(command))));
  if (state.site !== command.userSite) return reject(fail('forbidden', ERRORS.wrongSite));
  return state;
};
const isDecision = (value: Present | Decision<DataScreenEvent>): value is Decision<DataScreenEvent> => 'ok' in value;

const hasMember = (screen: Present, memberNo: number) => screen.members.some((m) => m.memberNo === memberNo);
/** An update to the fields the screen already has changes nothing (no event). */
const sameFields = (screen: Present, fields: ScreenFields) =>
  screen.description === fields.description && screen.accessLevel === fields.accessLevel && screen.area === fields.area;
const memberMissing = (id: string) => reject<DataScreenEvent>(fail('not_found', E.memberNotFound(id)));

export const decideScreen = (command: ScreenCommand, state: ScreenState): Decision<DataScreenEvent> => {
  if (command.kind === 'CreateScreen') {
    if (isCentralOffice(command.userSite)) return reject(fail('forbidden', E.centralOffice));
    if (state.status !== 'absent') return reject(fail('conflict', ERRORS.concurrency));
    const { id, fields, screenType } = command;
    return accept({ type: 'DataScreenCreated', data: { id, site: command.userSite, ...fields, screenType } });
  }
  const screen = writable(command, state);
  if (isDecision(screen)) return screen;
  const ref = { id: screen.id, site: screen.site };
  switch (command.kind) {
    case 'UpdateScreen':
      if (command.screenType !== undefined && command.screenType !== screen.screenType) return reject(fail('validation', E.typeFixed));
      if (sameFields(screen, command.fields)) return accept();
      return accept({ type: 'DataScreenUpdated', data: { ...ref, ...command.fields } });
    case 'ArchiveScreen':
      return accept({ type: 'DataScreenArchived', data: ref });
    case 'AddMember': {
      const { code, existsAtSite } = command.parameter;
      if (!existsAtSite) return reject(fail('not_found', E.parameterNotFound(code, screen.site)));
      if (screen.members.some((m) => m.code === code)) return reject(fail('conflict', E.memberExists(code)));
      return accept({ type: 'DataScreenMemberAdded', data: { ...ref, memberNo: screen.nextMemberNo, code, separator: false } });
    }
    case 'RemoveMember':
      if (!hasMember(screen, command.memberNo)) return memberMissing(command.memberId);
      return accept({ type: 'DataScreenMemberRemoved', data: { ...ref, memberNo: command.memberNo } });
    case 'SwapMembers':
      if (!hasMember(screen, command.memberNo)) return memberMissing(command.memberId);
      if (!hasMember(screen, command.otherNo)) return memberMissing(command.otherId);
      if (command.memberNo === command.otherNo) return reject(fail('validation', E.sameMember));
      return accept({ type: 'DataScreenMembersSwapped', data: { ...ref, memberNo: command.memberNo, otherNo: command.otherNo } });
    case 'MoveMember':
      if (!hasMember(screen, command.memberNo)) return memberMissing(command.memberId);
      if (command.sequence > screen.members.length) return reject(fail('validation', E.sequenceOutOfRange(screen.members.length)));
      if (screen.members.findIndex((m) => m.memberNo === command.memberNo) === Math.max(command.sequence - 1, 0)) return accept();
      return accept({ type: 'DataScreenMemberMoved', data: { ...ref, memberNo: command.memberNo, sequence: command.sequence } });
    case 'SetSeparator':
      if (!hasMember(screen, command.memberNo)) return memberMissing(command.memberId);
      if (screen.members.some((m) => m.memberNo === command.memberNo && m.separator === command.separator)) return accept();
      return accept({ type: 'DataScreenSeparatorSet', data: { ...ref, memberNo: command.memberNo, separator: command.separator } });
    default:
      return assertNever(command);
  }
};

/**
 * The events of a new screen `newId` copying `source` (name 'Copy of …', same type, level, area and
 * members in order, separators kept). Decided on the source's state; appended to the new stream.
 */
export const decideDuplicate = (source: ScreenState, sourceId: number, newId: number, userSite: Site): Decision<DataScreenEvent> => {
  const screen = writable({ kind: 'ArchiveScreen', id: sourceId, userSite }, source);
  if (isDecision(screen)) return screen;
  const ref = { id: newId, site: screen.site };
  const created: DataScreenEvent = {
    type: 'DataScreenCreated',
    data: {
      ...ref,
      description: copyName(screen.description),
      accessLevel: screen.accessLevel,
      area: screen.area,
      screenType: screen.screenType,
      copiedFrom: sourceId,
    },
  };
  const members: DataScreenEvent[] = screen.members.map((m, i) => ({
    type: 'DataScreenMemberAdded',
    data: { ...ref, memberNo: i + 1, code: m.code, separator: m.separator },
  }));
  return accept(created, ...members);
};

export const screenDecider: Decider<ScreenCommand, ScreenState, DataScreenEvent> = { ...screenEvolver, decide: decideScreen };

/** A copy of a screen: the copy's new stream decided on, the source screen (another stream) its fact. */
export interface DuplicateScreen {
  sourceId: number;
  id: number;
  site: Site;
}
export const duplicateDecider: Decider<DuplicateScreen, ScreenState, DataScreenEvent, ScreenState> = {
  ...screenEvolver,
  decide: (command, _copy, source) => decideDuplicate(source, command.sourceId, command.id, command.site),
};
