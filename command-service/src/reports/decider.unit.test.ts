import type { DefinitionActor, DefinitionFields, Flag, ReportEvent, Site } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decideCopy } from './copy.ts';
import { decideDefinition, definitionEvolver, type DefinitionCommand, type DefinitionState } from './decider.ts';

const actor = (username: string, site: Site, ...flags: Flag[]): DefinitionActor => ({ username, site, flags });
const ann = actor('ann', 'BA', 'DATA_GRABBER');
const bob = actor('bob', 'BA', 'DATA_GRABBER');
const boss = actor('boss', 'BA', 'DATA_GRABBER', 'MAINTAIN_GRABBERS');
const head = actor('head', 'CO', 'DATA_GRABBER', 'MAINTAIN_GRABBERS');
const fields: DefinitionFields = {
  name: 'Pans',
  accessLevel: 1,
  reportType: 1,
  categoryId: null,
  periodCode: 'D',
  suppressBlankRows: false,
  outputFileName: 'Pans',
};
const shared = { ...fields, reportType: 2 as const, categoryId: 1 };
const ref = (site: Site = 'BA') => ({ id: 7, site, kind: 'GRABBER' as const });
const created = (owner = 'ann', f = fields, site: Site = 'BA'): ReportEvent => ({
  type: 'ReportDefinitionCreated',
  data: { ...ref(site), owner, fields: f },
});
const added = (paramNo: number, code: string, paramSite: Site = 'BA', site: Site = 'BA'): ReportEvent => ({
  type: 'ReportParameterAdded',
  data: { ...ref(site), paramNo, code, paramSite, heading1: code, heading2: '', heading3: '' },
});
const given = (...events: ReportEvent[]): DefinitionState => evolveAll(definitionEvolver, events);
const three = () => given(created(), added(1, 'A-1'), added(2, 'B-2'), added(3, 'C-3'));
const failure = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });
const exists = { exists: true, headings: ['Brix', 'Average', ''] as [string, string, string] };
const add = (by: DefinitionActor, code: string, site: Site, parameter = exists): DefinitionCommand => ({
  kind: 'AddParameter',
  actor: by,
  id: 7,
  code,
  site,
  parameter,
});
const swap = (by: DefinitionActor, a: number, b: number): DefinitionCommand => ({
  kind: 'SwapParameters',
  actor: by,
  id: 7,
  parameterId: `7-${a}`,
  paramNo: a,
  otherId: `7-${b}`,
  otherNo: b,
});
const codes = (state: DefinitionState) => (state.status === 'present' ? state.params.map((p) => p.code) : []);
const then = (state: DefinitionState, command: DefinitionCommand) => {
  const decision = decideDefinition(command, state);
  if (!decision.ok) throw new Error(decision.failure.message);
  return evolveAll(definitionEvolver, decision.events, state);
};

describe('report definition decider: sharing', () => {
  const create = (by: DefinitionActor, f: DefinitionFields): DefinitionCommand => ({
    kind: 'CreateDefinition',
    actor: by,
    id: 7,
    definitionKind: 'GRABBER',
    fields: f,
  });

  it('creates a personal grabber owned by its creator at their site', () => {
    expect(decideDefinition(create(ann, fields), given())).toEqual({ ok: true, events: [created()] });
  });

  it('creates reports with MAINTAIN_REPORTS and grabbers with DATA_GRABBER', () => {
    const report: DefinitionCommand = { kind: 'CreateDefinition', actor: ann, id: 7, definitionKind: 'REPORT', fields };
    expect(decideDefinition(report, given())).toEqual(
      failure('forbidden', 'Only users who maintain reports (MAINTAIN_REPORTS) can change reports'),
    );
    expect(decideDefinition({ ...report, actor: actor('rita', 'BA', 'MAINTAIN_REPORTS') }, given()).ok).toBe(true);
    expect(decideDefinition(create(actor('max', 'BA', 'MAINTAIN_GRABBERS'), fields), given())).toEqual(
      failure('forbidden', 'You need the Data Grabber permission to create or change grabbers'),
    );
  });

  it('shares only with the maintain flag and a category', () => {
    expect(decideDefinition(create(ann, shared), given())).toEqual(
      failure('forbidden', 'Only users who maintain grabbers (MAINTAIN_GRABBERS) can share grabbers or change shared ones'),
    );
    expect(decideDefinition(create(boss, { ...shared, categoryId: null }), given())).toEqual(
      failure('validation', 'A shared report or grabber needs a category'),
    );
    expect(decideDefinition(create(boss, shared), given()).ok).toBe(true);
  });

  it('lets only the owner change a personal one, and only maintainers a shared one', () => {
    const update = (by: DefinitionActor, f: DefinitionFields): DefinitionCommand => ({
      kind: 'UpdateDefinition',
      actor: by,
      id: 7,
      definitionKind: 'GRABBER',
      fields: f,
    });
    expect(decideDefinition(update(bob, { ...fields, name: 'Mine' }), given(created()))).toEqual(
      failure('forbidden', 'Only its owner can change a personal report or grabber'),
    );
    expect(decideDefinition(update(ann, { ...fields, name: 'Pan floor' }), given(created())).ok).toBe(true);
    expect(decideDefinition(update(ann, fields), given(created()))).toEqual({ ok: true, events: [] });
    const sharedOne = given(created('boss', shared));
    expect(decideDefinition(update(ann, fields), sharedOne).ok).toBe(false);
    expect(decideDefinition(update(boss, fields), sharedOne)).toEqual({
      ok: true,
      events: [{ type: 'ReportDefinitionUpdated', data: { ...ref(), fields } }],
    });
  });

  it('refuses another site, another kind and archived definitions', () => {
    const archive = (by: DefinitionActor, kind: 'REPORT' | 'GRABBER' = 'GRABBER'): DefinitionCommand => ({
      kind: 'ArchiveDefinition',
      actor: by,
      id: 7,
      definitionKind: kind,
    });
    expect(decideDefinition(archive(actor('ann', 'WI', 'DATA_GRABBER')), given(created()))).toEqual(
      failure('forbidden', 'You can only work on your own site'),
    );
    expect(decideDefinition(archive(actor('ann', 'BA', 'MAINTAIN_REPORTS'), 'REPORT'), given(created()))).toEqual(
      failure('not_found', 'Report 7 not found'),
    );
    const gone = given(created(), { type: 'ReportDefinitionArchived', data: ref() });
    expect(decideDefinition(archive(ann), gone)).toEqual(failure('not_found', 'Grabber 7 not found'));
  });

  it('lets the owner archive their personal one without a maintain flag; a shared one needs it', () => {
    const archive = (by: DefinitionActor): DefinitionCommand => ({
      kind: 'ArchiveDefinition',
      actor: by,
      id: 7,
      definitionKind: 'GRABBER',
    });
    const archived = { ok: true, events: [{ type: 'ReportDefinitionArchived', data: ref() }] };
    expect(decideDefinition(archive(ann), given(created()))).toEqual(archived);
    // Whatever flags the owner holds now: the personal one is theirs alone.
    expect(decideDefinition(archive(actor('ann', 'BA')), given(created()))).toEqual(archived);
    expect(decideDefinition(archive(bob), given(created()))).toEqual(
      failure('forbidden', 'Only its owner can change a personal report or grabber'),
    );
    expect(decideDefinition(archive(boss), given(created()))).toEqual(
      failure('forbidden', 'Only its owner can change a personal report or grabber'),
    );
    const sharedOne = given(created('ann', shared));
    expect(decideDefinition(archive(ann), sharedOne)).toEqual(
      failure('forbidden', 'Only users who maintain grabbers (MAINTAIN_GRABBERS) can share grabbers or change shared ones'),
    );
    expect(decideDefinition(archive(boss), sharedOne)).toEqual(archived);
  });
});

describe('report definition decider: parameters', () => {
  it('adds a parameter of its own site with the headings it had, numbered after the last', () => {
    expect(decideDefinition(add(ann, 'D-4', 'BA'), three())).toEqual({
      ok: true,
      events: [
        {
          type: 'ReportParameterAdded',
          data: { ...ref(), paramNo: 4, code: 'D-4', paramSite: 'BA', heading1: 'Brix', heading2: 'Average', heading3: '' },
        },
      ],
    });
  });

  it('lets the central office mix sites; a site user adds only their own site', () => {
    const co = given(created('head', fields, 'CO'));
    const mixed = then(then(co, add(head, 'A-1', 'BA')), add(head, 'A-1', 'WI'));
    expect(mixed.status === 'present' ? mixed.params.map((p) => `${p.site}:${p.code}`) : []).toEqual(['BA:A-1', 'WI:A-1']);
    expect(decideDefinition(add(ann, 'A-1', 'WI'), three())).toEqual(
      failure('forbidden', 'Only Central Office users can add parameters of other sites'),
    );
  });

  it('refuses a code missing at the site, and one already in the list', () => {
    expect(decideDefinition(add(ann, 'X-9', 'BA', { exists: false, headings: ['', '', ''] }), three())).toEqual(
      failure('not_found', 'Parameter X-9 does not exist at BA'),
    );
    expect(decideDefinition(add(ann, 'B-2', 'BA'), three())).toEqual(failure('conflict', 'B-2 at BA is already in the list'));
  });

  it('swaps neighbours only: the first cannot go up, the last cannot go down', () => {
    expect(codes(then(three(), swap(ann, 2, 1)))).toEqual(['B-2', 'A-1', 'C-3']);
    expect(codes(then(three(), swap(ann, 3, 2)))).toEqual(['A-1', 'C-3', 'B-2']);
    expect(decideDefinition(swap(ann, 1, 3), three())).toEqual(failure('validation', 'Only neighbouring parameters can swap places'));
    expect(decideDefinition(swap(ann, 1, 9), three())).toEqual(failure('not_found', 'Report parameter 7-9 not found'));
  });

  it('removes one parameter; numbers are never reused', () => {
    const removed = then(three(), { kind: 'RemoveParameter', actor: ann, id: 7, parameterId: '7-3', paramNo: 3 });
    expect(codes(removed)).toEqual(['A-1', 'B-2']);
    expect(removed.status === 'present' && removed.nextParamNo).toBe(4);
    expect(decideDefinition({ kind: 'RemoveParameter', actor: ann, id: 7, parameterId: '7-3', paramNo: 3 }, removed).ok).toBe(false);
  });

  it('clears a personal list, but never a shared one', () => {
    const clear = (by: DefinitionActor): DefinitionCommand => ({ kind: 'ClearParameters', actor: by, id: 7 });
    expect(codes(then(three(), clear(ann)))).toEqual([]);
    expect(decideDefinition(clear(ann), given(created()))).toEqual({ ok: true, events: [] });
    const sharedOne = given(created('boss', shared), added(1, 'A-1'));
    expect(decideDefinition(clear(ann), sharedOne)).toEqual(failure('validation', 'Cannot clear Shared'));
    expect(decideDefinition(clear(boss), sharedOne)).toEqual(failure('validation', 'Cannot clear Shared'));
  });
});

describe('Save As', () => {
  const viewer = { ...bob, readAccess: 2 };
  const copy = (sourceState: DefinitionState, by = viewer) =>
    decideCopy({ id: 9, sourceId: 7, fields: { ...fields, name: 'Copy' }, viewer: by }, given(), sourceState);

  it('copies a visible source with its parameters in order', () => {
    const source = given(created('boss', shared), added(1, 'A-1'), added(2, 'B-2'), {
      type: 'ReportParametersSwapped',
      data: { ...ref(), paramNo: 2, otherNo: 1 },
    });
    const decision = copy(source);
    expect(decision.ok && decision.events.map((e) => e.type)).toEqual([
      'ReportDefinitionCreated',
      'ReportParameterAdded',
      'ReportParameterAdded',
    ]);
    const state = decision.ok ? evolveAll(definitionEvolver, decision.events) : given();
    expect(state).toMatchObject({ status: 'present', id: 9, owner: 'bob', fields: { name: 'Copy', reportType: 1 } });
    expect(codes(state)).toEqual(['B-2', 'A-1']);
    expect(decision.ok && decision.events[0]).toMatchObject({ data: { copiedFrom: 7 } });
  });

  it("answers 'invalid report' for a missing source, another user's personal one, or one above the reader's access", () => {
    expect(copy(given())).toEqual(failure('not_found', 'invalid report'));
    expect(copy(given(created('ann')))).toEqual(failure('not_found', 'invalid report'));
    expect(copy(given(created('boss', { ...shared, accessLevel: 3 })))).toEqual(failure('not_found', 'invalid report'));
  });
});
