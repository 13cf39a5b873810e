import { flagRow, siteAccessRow, type Flag, type Site, type UserDto } from '@ftr/contracts';
import { claimsFor } from '../../testing/claims.ts';
import { canManage, editorRights, holdsEveryRightOf, holdsFlag, holdsSite, levelAllowed } from './rights.ts';

const dto = (sites: Site[], read: number, write: number, flags: Flag[] = []): UserDto => ({
  USERNAME: 'someone', FIRST_NAME: 'Some', LAST_NAME: 'One', FULL_NAME: 'Some One', EMAIL: '', PHONE: '',
  READ_ACCESS: read, WRITE_ACCESS: write, ...siteAccessRow(sites), ...flagRow(flags), ACTIVE: true,
  LAST_UPDATED_BY: 'admin', LAST_UPDATED_DTS: '2026-01-10T09:00:00.000Z',
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

  it('lets the central office manage anyone and a site administrator only users of their current site', () => {
    const wissington = dto(['WI'], 1, 1);
    expect(canManage({ site: 'CO' }, wissington)).toBe(true);
    expect(canManage({ site: 'BA' }, wissington)).toBe(false);
    expect(canManage({ site: 'WI' }, wissington)).toBe(true);
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
