import {
  archiveRefusal,
  changeRefusal,
  holdsAllOf,
  managedUserOf,
  manageRefusal,
  otherFullAdministrators,
  rightsOf,
  type Flag,
  type Rights,
  type Site,
  type TokenClaims,
  type UserDto,
  type UserEditor,
} from '@ftr/contracts';

/**
 * What the signed-in editor may do to users: the contract's own rule (contracts/src/users/administration.ts),
 * which the server enforces, so the screens offer only what the server would accept.
 */
export type EditorRights = Rights;

/**
 * Sites and flags from the token claims (the server strips removed ones from them at once); the access
 * levels from the editor's own user (the token does not carry them). Until that is read, no level counts as held.
 */
export const editorRights = (claims: TokenClaims, self: UserDto | undefined): EditorRights => ({
  sites: claims.sites,
  flags: claims.flags,
  readAccess: self?.READ_ACCESS ?? -1,
  writeAccess: self?.WRITE_ACCESS ?? -1,
});

export const editorOf = (claims: TokenClaims, self: UserDto | undefined): UserEditor => ({
  username: claims.sub,
  site: claims.site,
  rights: editorRights(claims, self),
});

export const holdsSite = (editor: EditorRights, site: Site): boolean => editor.sites.includes(site);
export const holdsFlag = (editor: EditorRights, flag: Flag): boolean => editor.flags.includes(flag);

/** An access level the editor may set: at most their own. */
export const levelAllowed = (editor: EditorRights, kind: 'readAccess' | 'writeAccess', level: number): boolean => level <= editor[kind];

/** Why the editor may not change this user at all (another site's user, or a site the editor lacks), or null. */
export const manageProblem = (editor: UserEditor, user: UserDto): string | null => manageRefusal(editor, rightsOf(user));

/** Whether the editor holds every right the user has now (else the user has "more rights": nothing may be taken from them). */
export const holdsEveryRightOf = (editor: EditorRights, user: UserDto): boolean => holdsAllOf(editor, rightsOf(user));

/** Why the editor may not archive (or unarchive) this user, or null; `users` is the list the full administrators are counted in. */
export const archiveProblem = (editor: UserEditor, user: UserDto, users: readonly UserDto[]): string | null =>
  archiveRefusal(editor, managedUserOf(user), otherFullAdministrators(users.map(managedUserOf), user.USERNAME));

/** Why the server would refuse saving `after` over `user` (null: creating one), or null. */
export const saveProblem = (editor: UserEditor, user: UserDto | null, after: Rights, users: readonly UserDto[]): string | null =>
  changeRefusal({
    by: editor,
    before: user ? managedUserOf(user) : null,
    after,
    otherFullAdmins: user ? otherFullAdministrators(users.map(managedUserOf), user.USERNAME) : 0,
  });

/** Which boxes and levels of the form the editor may change: only rights they hold, and nothing of a user with more rights. */
export interface FormLimits {
  site(site: Site): boolean;
  flag(flag: Flag): boolean;
  level(kind: 'readAccess' | 'writeAccess', level: number): boolean;
}

export const formLimits = (editor: EditorRights, user: UserDto | null): FormLimits => {
  const before = user ? rightsOf(user) : null;
  const superior = before !== null && !holdsAllOf(editor, before);
  return {
    // A user with more rights than the editor is not changed at all (the server refuses it).
    site: (site) => holdsSite(editor, site) && !superior,
    flag: (flag) => holdsFlag(editor, flag) && !superior,
    level: (kind, level) => {
      if (before === null) return levelAllowed(editor, kind, level);
      if (level === before[kind]) return true;
      return levelAllowed(editor, kind, level) && levelAllowed(editor, kind, before[kind]) && !superior;
    },
  };
};
