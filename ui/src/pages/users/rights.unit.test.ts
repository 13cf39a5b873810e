import { FLAGS, flagRow, SITES, siteAccessRow, type Flag, type Site, type UserDto } from '@ftr/contracts';
import { claimsFor } from '../../testing/claims.ts';
import {
  archiveProblem,
  editorOf,
  editorRights,
  formLimits,
  holdsEveryRightOf,
  holdsFlag,
  holdsSite,
  levelAllowed,
  manageProblem,
  saveProblem,
} from './rights.ts';

const dto = (sites: Site[], read: number, write: number, flags: Flag[] = [], USERNAME = 'someone'): UserDto => ({
  USERNAME,
  FIRST_NAME: 'Some',
  LAST_NAME: 'One',
  FULL_NAME: 'Some One',
  EMAIL: '',
  PHONE: '',
  READ_ACCESS: read,
  WRITE_ACCESS: write,
  ...siteAccessRow(sites),
  ...flagRow(flags),
  ACTIVE: true,
  LAST_UPDATED_BY: 'admin',
  LAST_UPDATED_DTS: '2026-01-10T09:00:00.000Z',
});

describe('what an editor may grant (spec 3 §5, §6)', () => {
  const claims = claimsFor(['USERS', 'OPERATIONS'], 'BA', ['BA', 'WI']);

  it('holds the sites and flags of the token and the access levels of their own user', () => {
    const editor = editorRights(claims, dto(['BA'], 3, 2));
    expect([holdsSite(editor, 'BA'), holdsSite(editor, 'WI'), holdsSite(editor, 'NE')]).toEqual([true, true, false]);
    expect([holdsFlag(editor, 'USERS'), holdsFlag(editor, 'CONSTANTS')]).toEqual([true, false]);
    expect([0, 3, 4].map((level) => levelAllowed(editor, 'readAccess', level))).toEqual([true, true, false]);
    expect([2, 3].map((level) => levelAllowed(editor, 'writeAccess', level))).toEqual([true, false]);
  });

  it('allows no access level before the editor’s own user is read', () => {
    expect(levelAllowed(editorRights(claims, undefined), 'readAccess', 0)).toBe(false);
  });

  it('lets an editor manage only users of their current site (the central office: any) whose every site they hold', () => {
    const wissington = dto(['WI'], 1, 1);
    expect(manageProblem(editorOf({ ...claims, site: 'CO', sites: ['CO', 'WI'] }, undefined), wissington)).toBeNull();
    expect(manageProblem(editorOf(claims, undefined), wissington)).toBe('You can only manage users of your own site');
    expect(manageProblem(editorOf({ ...claims, site: 'WI' }, undefined), wissington)).toBeNull();
    expect(manageProblem(editorOf(claims, undefined), dto(['BA', 'NE'], 1, 1))).toBe(
      'You cannot manage a user of NE: you do not have that site yourself',
    );
  });

  it('knows when the editor holds every right of a user (email changes and handed-over reset links)', () => {
    const editor = editorRights(claims, dto(['BA'], 3, 2));
    expect(holdsEveryRightOf(editor, dto(['BA', 'WI'], 3, 2, ['USERS']))).toBe(true);
    expect(holdsEveryRightOf(editor, dto(['BA', 'NE'], 1, 1))).toBe(false);
    expect(holdsEveryRightOf(editor, dto(['BA'], 1, 1, ['CONSTANTS']))).toBe(false);
    expect(holdsEveryRightOf(editor, dto(['BA'], 4, 1))).toBe(false);
    expect(holdsEveryRightOf(editor, dto(['BA'], 1, 3))).toBe(false);
  });
});

describe('what the users list and form offer (only what the server accepts)', () => {
  const full = (USERNAME: string, ACTIVE = true) => ({ ...dto([...SITES], 5, 5, [...FLAGS], USERNAME), ACTIVE });
  const manager = claimsFor(['USERS', 'OPERATIONS', 'LIVE_DATA'], 'CO', [...SITES]);
  const managerEditor = editorOf(manager, dto([...SITES], 5, 5, [], 'tester'));

  it('offers no archive of oneself, of a user with more rights, or of the last active full administrator', () => {
    const plain = dto(['BA'], 1, 1, ['OPERATIONS']);
    expect(archiveProblem(managerEditor, plain, [plain])).toBeNull();
    expect(archiveProblem(managerEditor, full('admin'), [full('admin')])).toBe(
      'You cannot archive a user who holds rights you do not have',
    );
    const admin = editorOf({ ...claimsFor([...FLAGS], 'CO', [...SITES]), sub: 'admin' }, full('admin'));
    expect(archiveProblem(admin, full('admin'), [full('admin')])).toBe('You cannot archive yourself');
    expect(archiveProblem({ ...admin, username: 'root' }, full('admin'), [full('admin'), full('root', false)])).toBe(
      'You cannot archive the last active full administrator',
    );
    expect(archiveProblem({ ...admin, username: 'root' }, full('admin'), [full('admin'), full('root')])).toBeNull();
  });

  it('locks the boxes and levels the editor may not give or take, and changes nothing of a user with more rights', () => {
    const editor = editorRights(claimsFor(['USERS', 'OPERATIONS'], 'BA', ['BA', 'WI']), dto(['BA'], 3, 3));
    const peer = formLimits(editor, dto(['BA'], 2, 2, ['OPERATIONS']));
    expect([peer.flag('OPERATIONS'), peer.flag('CONSTANTS'), peer.site('WI'), peer.site('NE')]).toEqual([true, false, true, false]);
    expect([0, 3, 4].map((level) => peer.level('readAccess', level))).toEqual([true, true, false]);
    const superior = formLimits(editor, dto(['BA'], 5, 2, ['OPERATIONS', 'CONSTANTS']));
    expect([superior.flag('OPERATIONS'), superior.flag('USERS'), superior.site('BA'), superior.site('WI')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([5, 3].map((level) => superior.level('readAccess', level))).toEqual([true, false]);
    expect([1, 2, 3].map((level) => superior.level('writeAccess', level))).toEqual([false, true, false]);
  });

  it('says why saving would be refused, including demoting the last active full administrator', () => {
    const admin = editorOf({ ...claimsFor([...FLAGS], 'CO', [...SITES]), sub: 'admin' }, full('admin'));
    const demoted = { sites: [...SITES], flags: ['USERS' as const], readAccess: 5, writeAccess: 5 };
    expect(saveProblem(admin, full('admin'), demoted, [full('admin')])).toBe(
      'You cannot take rights from the last active full administrator',
    );
    expect(saveProblem(admin, full('admin'), demoted, [full('admin'), full('root')])).toBeNull();
    expect(saveProblem(managerEditor, null, { sites: ['BA'], flags: [], readAccess: 1, writeAccess: 1 }, [])).toBeNull();
  });
});
