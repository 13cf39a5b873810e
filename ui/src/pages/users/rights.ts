import { flagsOf, isCentralOffice, siteAccessKey, sitesOf, type Flag, type Site, type TokenClaims, type UserDto } from '@ftr/contracts';

/** What the signed-in editor holds: a user can grant only rights they hold (spec 3 §6). */
export interface EditorRights {
  sites: readonly Site[];
  flags: readonly Flag[];
  readAccess: number;
  writeAccess: number;
}

/**
 * Sites and flags from the token claims; the access levels from the editor's own user (the token
 * does not carry them). Until that is read, no level counts as held.
 */
export const editorRights = (claims: TokenClaims, self: UserDto | undefined): EditorRights => ({
  sites: claims.sites,
  flags: claims.flags,
  readAccess: self?.READ_ACCESS ?? -1,
  writeAccess: self?.WRITE_ACCESS ?? -1,
});

export const holdsSite = (editor: EditorRights, site: Site): boolean => editor.sites.includes(site);
export const holdsFlag = (editor: EditorRights, flag: Flag): boolean => editor.flags.includes(flag);

/** An access level the editor may set: at most their own (spec 3 §6; the server refuses a raise above it). */
export const levelAllowed = (editor: EditorRights, kind: 'readAccess' | 'writeAccess', level: number): boolean =>
  level <= editor[kind];

/**
 * Whether the viewer may change this user at all: the central office manages everyone, a site
 * administrator only users of the site they are signed in to (as the server's site scoping says).
 */
export const canManage = (viewer: { site: Site }, user: UserDto): boolean =>
  isCentralOffice(viewer.site) || user[siteAccessKey(viewer.site)];

/**
 * Whether the editor holds every right the user has now: only then may they change the user's email or
 * take a reset link to hand over (else they could take over an account stronger than their own).
 */
export const holdsEveryRightOf = (editor: EditorRights, user: UserDto): boolean =>
  sitesOf(user).every((site) => holdsSite(editor, site)) &&
  flagsOf(user).every((flag) => holdsFlag(editor, flag)) &&
  levelAllowed(editor, 'readAccess', user.READ_ACCESS) &&
  levelAllowed(editor, 'writeAccess', user.WRITE_ACCESS);
