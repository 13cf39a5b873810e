import { evolveAll } from '../shared/decider.ts';
import type { DataScreenEvent } from '@ftr/contracts';
import { decideDuplicate, decideScreen, screenEvolver, type ScreenCommand, type ScreenState } from './decider.ts';

const ref = { id: 7, site: 'BA' as const };
const fields = { description: 'Boiler house', accessLevel: 2, area: 'A' as const };
const created: DataScreenEvent = { type: 'DataScreenCreated', data: { ...ref, ...fields, screenType: 'HLY' } };
const added = (memberNo: number, code: string): DataScreenEvent => ({
  type: 'DataScreenMemberAdded',
  data: { ...ref, memberNo, code, separator: false },
});
const given = (...events: DataScreenEvent[]): ScreenState => evolveAll(screenEvolver, events);
const withMembers = () => given(created, added(1, 'A-1'), added(2, 'B-2'), added(3, 'C-3'));
const codes = (state: ScreenState) => (state.status === 'present' ? state.members.map((m) => m.code) : []);
const when = (command: ScreenCommand, state: ScreenState) => decideScreen(command, state);
const failure = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });
const then = (state: ScreenState, command: ScreenCommand): ScreenState => {
  const decision = when(command, state);
  if (!decision.ok) throw new Error(decision.failure.message);
  return evolveAll(screenEvolver, decision.events, state);
};
const member = (memberNo: number) => ({ memberId: `7-${memberNo}`, memberNo });

describe('data screen decider', () => {
  it('creates a screen at the user site with the id it was given', () => {
    expect(when({ kind: 'CreateScreen', userSite: 'BA', id: 7, fields, screenType: 'HLY' }, given())).toEqual({
      ok: true,
      events: [created],
    });
  });

  it('never lets the central office create or change screens', () => {
    expect(when({ kind: 'CreateScreen', userSite: 'CO', id: 7, fields, screenType: 'HLY' }, given())).toEqual(
      failure('forbidden', 'The Central Office has no data screens; sign in to a factory site'),
    );
    expect(when({ kind: 'ArchiveScreen', userSite: 'CO', id: 7 }, given(created)).ok).toBe(false);
  });

  it('refuses to create over an existing stream (the id was taken)', () => {
    expect(when({ kind: 'CreateScreen', userSite: 'BA', id: 7, fields, screenType: 'HLY' }, given(created)).ok).toBe(false);
  });

  it('updates name, access level and area; the type stays fixed', () => {
    const update: ScreenCommand = {
      kind: 'UpdateScreen',
      userSite: 'BA',
      id: 7,
      fields: { ...fields, description: 'Boilers', accessLevel: 4, area: 'V' },
    };
    expect(when(update, given(created))).toEqual({
      ok: true,
      events: [{ type: 'DataScreenUpdated', data: { ...ref, description: 'Boilers', accessLevel: 4, area: 'V' } }],
    });
    expect(when({ ...update, screenType: 'HLY' }, given(created)).ok).toBe(true);
    expect(when({ ...update, screenType: 'DLY' }, given(created))).toEqual(
      failure('validation', 'The type of a screen cannot change after it is created'),
    );
  });

  it("refuses another site's screen, a missing one and an archived one", () => {
    expect(when({ kind: 'ArchiveScreen', userSite: 'WI', id: 7 }, given(created))).toEqual(
      failure('forbidden', 'You can only work on your own site'),
    );
    expect(when({ kind: 'ArchiveScreen', userSite: 'BA', id: 7 }, given())).toEqual(failure('not_found', 'Screen 7 not found'));
    const archived = given(created, { type: 'DataScreenArchived', data: ref });
    expect(when({ kind: 'ArchiveScreen', userSite: 'BA', id: 7 }, archived)).toEqual(failure('not_found', 'Screen 7 not found'));
  });

  it('adds an existing parameter at the end with the next member number, never twice', () => {
    const state = given(created, added(1, 'A-1'), added(2, 'B-2'), { type: 'DataScreenMemberRemoved', data: { ...ref, memberNo: 2 } });
    const add = (code: string, existsAtSite = true): ScreenCommand => ({
      kind: 'AddMember',
      userSite: 'BA',
      id: 7,
      parameter: { code, existsAtSite },
    });
    expect(when(add('B-2'), state)).toEqual({
      ok: true,
      events: [{ type: 'DataScreenMemberAdded', data: { ...ref, memberNo: 3, code: 'B-2', separator: false } }],
    });
    expect(when(add('A-1'), state)).toEqual(failure('conflict', 'A-1 is already on this screen'));
    expect(when(add('ZZ-9', false), state)).toEqual(failure('not_found', 'Parameter ZZ-9 does not exist at BA'));
  });

  it('removes a member and refuses one that is not there', () => {
    const state = withMembers();
    expect(codes(then(state, { kind: 'RemoveMember', userSite: 'BA', ...member(2) }))).toEqual(['A-1', 'C-3']);
    expect(when({ kind: 'RemoveMember', userSite: 'BA', ...member(9) }, state)).toEqual(
      failure('not_found', 'Screen parameter 7-9 not found'),
    );
  });

  it('swaps two members, refusing a member that is missing or the same one twice', () => {
    const state = withMembers();
    const swap = (a: number, b: number): ScreenCommand => ({
      kind: 'SwapMembers',
      userSite: 'BA',
      ...member(a),
      otherId: `7-${b}`,
      otherNo: b,
    });
    expect(codes(then(state, swap(1, 2)))).toEqual(['B-2', 'A-1', 'C-3']);
    expect(when(swap(1, 9), state)).toEqual(failure('not_found', 'Screen parameter 7-9 not found'));
    expect(when(swap(2, 2), state)).toEqual(failure('validation', 'Choose two different parameters to swap'));
  });

  it('moves a member several places in one step, within the list only', () => {
    const state = withMembers();
    const move = (no: number, sequence: number): ScreenCommand => ({ kind: 'MoveMember', userSite: 'BA', ...member(no), sequence });
    expect(codes(then(state, move(3, 1)))).toEqual(['C-3', 'A-1', 'B-2']);
    expect(codes(then(state, move(1, 3)))).toEqual(['B-2', 'C-3', 'A-1']);
    expect(when(move(1, 4), state)).toEqual(failure('validation', 'Sequence must be between 1 and 3'));
  });

  it('toggles a separator', () => {
    const state = then(withMembers(), { kind: 'SetSeparator', userSite: 'BA', ...member(2), separator: true });
    expect(state.status === 'present' && state.members.map((m) => m.separator)).toEqual([false, true, false]);
  });

  it('decides no event for a change to what the screen already is', () => {
    const state = withMembers();
    const nothing = { ok: true, events: [] };
    expect(when({ kind: 'UpdateScreen', userSite: 'BA', id: 7, fields }, state)).toEqual(nothing);
    expect(when({ kind: 'MoveMember', userSite: 'BA', ...member(2), sequence: 2 }, state)).toEqual(nothing);
    expect(when({ kind: 'SetSeparator', userSite: 'BA', ...member(2), separator: false }, state)).toEqual(nothing);
    expect(when({ kind: 'SetSeparator', userSite: 'BA', ...member(2), separator: true }, state)).toMatchObject({
      ok: true,
      events: [{ type: 'DataScreenSeparatorSet' }],
    });
  });

  it("duplicates as 'Copy of …' within 40 characters, with the members in order", () => {
    const long = given({ ...created, data: { ...created.data, description: 'A'.repeat(40) } }, added(1, 'A-1'), added(5, 'B-2'));
    const decision = decideDuplicate(long, 7, 8, 'BA');
    expect(decision.ok && decision.events).toEqual([
      {
        type: 'DataScreenCreated',
        data: { id: 8, site: 'BA', description: `Copy of ${'A'.repeat(32)}`, accessLevel: 2, area: 'A', screenType: 'HLY', copiedFrom: 7 },
      },
      { type: 'DataScreenMemberAdded', data: { id: 8, site: 'BA', memberNo: 1, code: 'A-1', separator: false } },
      { type: 'DataScreenMemberAdded', data: { id: 8, site: 'BA', memberNo: 2, code: 'B-2', separator: false } },
    ]);
    expect(decideDuplicate(long, 7, 8, 'WI').ok).toBe(false);
    expect(decideDuplicate(given(), 7, 8, 'BA').ok).toBe(false);
  });
});
