import { ERRORS } from '../messages.ts';
import { FLAGS, type Flag } from '../permissions.ts';
import { isCentralOffice, SITES, type Site } from '../sites.ts';
import { flagsOf, sitesOf } from './fields.ts';
import type { UserDto } from './schemas.ts';

/**
 * Who may change whom (spec 3 §6 "a user can grant only rights they hold"). One pure rule:
 * the command service decides with it from server-side state, the UI hides what it would refuse.
 * Each function answers null when allowed, else the ERRORS text of the first rule broken.
 */
export interface Rights {
  sites: readonly Site[];
  flags: readonly Flag[];
  readAccess: number;
  writeAccess: number;
}

/** The signed-in editor: username, the site they are signed in to, and the rights they hold now. */
export interface UserEditor {
  username: string;
  site: Site;
  rights: Rights;
}

/** A user being changed, as they are now. */
export interface ManagedUser {
  username: string;
  active: boolean;
  rights: Rights;
}

const LEVELS = ['readAccess', 'writeAccess'] as const;
const NO_RIGHTS: Rights = { sites: [], flags: [], readAccess: -1, writeAccess: -1 };

export const rightsOf = (user: UserDto): Rights => ({
  sites: sitesOf(user),
  flags: flagsOf(user),
  readAccess: user.READ_ACCESS,
  writeAccess: user.WRITE_ACCESS,
});
export const managedUserOf = (user: UserDto): ManagedUser => ({ username: user.USERNAME, active: user.ACTIVE, rights: rightsOf(user) });

/** Whether `editor` holds every right of `user`; if not, `user` has rights the editor lacks ("more rights"). */
export const holdsAllOf = (editor: Rights, user: Rights): boolean =>
  user.sites.every((s) => editor.sites.includes(s)) &&
  user.flags.every((f) => editor.flags.includes(f)) &&
  user.readAccess <= editor.readAccess &&
  user.writeAccess <= editor.writeAccess;

/** A full administrator holds every site and every flag (the seeded `admin`). */
export const isFullAdministrator = (rights: Rights): boolean =>
  SITES.every((s) => rights.sites.includes(s)) && FLAGS.every((f) => rights.flags.includes(f));

/** Whether `after` takes any site or flag away from `before`, or lowers an access level. */
export const demotes = (before: Rights, after: Rights): boolean =>
  before.sites.some((s) => !after.sites.includes(s)) ||
  before.flags.some((f) => !after.flags.includes(f)) ||
  LEVELS.some((level) => after[level] < before[level]);

const sameRights = (a: Rights, b: Rights): boolean => !demotes(a, b) && !demotes(b, a);

/**
 * Whether the editor may touch this user at all: outside the central office only users of the site the
 * editor is signed in to (docs/architecture.md §6), and only users whose every site the editor holds.
 */
export const manageRefusal = (by: UserEditor, user: Pick<Rights, 'sites'>): string | null => {
  if (!isCentralOffice(by.site) && !user.sites.includes(by.site)) return ERRORS.manageOwnSiteOnly;
  const site = user.sites.find((s) => !by.rights.sites.includes(s));
  return site ? ERRORS.cannotManageSite(site) : null;
};

export interface UserChange {
  by: UserEditor;
  /** The user as they are now; null when creating one. */
  before: ManagedUser | null;
  after: Rights;
  /** Active full administrators other than this user, counted from server-side state. */
  otherFullAdmins: number;
}

/**
 * Creating or updating a user: only sites, flags and access levels the editor holds may be given or
 * taken away; the rights of a user with rights the editor lacks are not changed at all; the last active
 * full administrator keeps every right.
 */
export const changeRefusal = ({ by, before, after, otherFullAdmins }: UserChange): string | null => {
  const was = before?.rights ?? NO_RIGHTS;
  const managed = before
    ? manageRefusal(by, was)
    : isCentralOffice(by.site) || after.sites.includes(by.site)
      ? null
      : ERRORS.manageOwnSiteOnly;
  if (managed) return managed;
  const site = SITES.find((s) => after.sites.includes(s) && !was.sites.includes(s) && !by.rights.sites.includes(s));
  if (site) return ERRORS.cannotGrantSite(site);
  const flag = FLAGS.find((f) => after.flags.includes(f) !== was.flags.includes(f) && !by.rights.flags.includes(f));
  if (flag) return after.flags.includes(flag) ? ERRORS.cannotGrantFlag(flag) : ERRORS.cannotRemoveFlag(flag);
  for (const level of LEVELS) {
    if (after[level] === was[level]) continue;
    if (after[level] > by.rights[level]) return ERRORS.cannotRaiseAccess;
    if (was[level] > by.rights[level]) return ERRORS.cannotLowerAccess;
  }
  if (before && !holdsAllOf(by.rights, was)) {
    if (demotes(was, after)) return ERRORS.cannotDemoteSuperior;
    return sameRights(was, after) ? null : ERRORS.cannotChangeSuperior;
  }
  if (!before || !demotes(was, after)) return null;
  const lastAdmin = before.active && isFullAdministrator(was) && !isFullAdministrator(after) && otherFullAdmins < 1;
  return lastAdmin ? ERRORS.cannotDemoteLastAdministrator : null;
};

/** Archiving an active user or unarchiving an archived one. */
export const archiveRefusal = (by: UserEditor, user: ManagedUser, otherFullAdmins: number): string | null => {
  if (user.username === by.username) return ERRORS.cannotArchiveSelf;
  const managed = manageRefusal(by, user.rights);
  if (managed) return managed;
  if (!holdsAllOf(by.rights, user.rights)) return user.active ? ERRORS.cannotArchiveSuperior : ERRORS.cannotUnarchiveSuperior;
  if (user.active && isFullAdministrator(user.rights) && otherFullAdmins < 1) return ERRORS.cannotArchiveLastAdministrator;
  return null;
};

/** Issuing a reset link: mailed to the user's own address, or handed over to the editor (then only for users whose rights the editor holds). */
export const resetRefusal = (by: UserEditor, user: ManagedUser, delivery: 'email' | 'handover'): string | null =>
  manageRefusal(by, user.rights) ??
  (delivery === 'handover' && !holdsAllOf(by.rights, user.rights) ? ERRORS.cannotHandOverSuperiorReset : null);

/**
 * A user with rights the editor lacks is changed by nobody below them: neither their rights (given or
 * taken) nor their names, phone or email (a superior's profile is as protected as their rights).
 */
export const detailsChangeRefusal = (by: UserEditor, user: ManagedUser): string | null =>
  holdsAllOf(by.rights, user.rights) ? null : ERRORS.cannotChangeSuperior;

/** Changing the email of a user with rights the editor lacks would let the editor take over the account. */
export const emailChangeRefusal = (by: UserEditor, user: ManagedUser): string | null =>
  holdsAllOf(by.rights, user.rights) ? null : ERRORS.cannotChangeSuperiorEmail;

/** The active full administrators of a list, except `username`. */
export const otherFullAdministrators = (users: readonly ManagedUser[], username: string): number =>
  users.filter((u) => u.active && u.username !== username && isFullAdministrator(u.rights)).length;
