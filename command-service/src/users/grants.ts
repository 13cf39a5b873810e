import { ERRORS, FLAGS, isCentralOffice, SITES, type Site, type UserRights } from '@ftr/contracts';
import { fail, type Failure } from '@ftr/infra/http/errors.ts';

/** Who is changing a user: their username, the site they are signed in to, and the rights they hold now. */
export interface Editor {
  username: string;
  site: Site;
  rights: UserRights;
}

/** DESIGN §6 site scoping: outside the central office, an editor manages only users of their current site. */
export const managementFailure = (by: Editor, user: Pick<UserRights, 'sites'>): Failure | null =>
  isCentralOffice(by.site) || user.sites.includes(by.site) ? null : fail('forbidden', ERRORS.manageOwnSiteOnly);

/**
 * Spec 3 §6: a user can grant only rights they hold. Every site or flag that `after` adds to `before`
 * (everything, for a new user) must be the editor's own, and an access level may not be raised above
 * the editor's. Removing rights, or keeping rights the editor lacks, is allowed.
 */
export const grantFailure = (by: Editor, before: UserRights | null, after: UserRights): Failure | null => {
  const managed = managementFailure(by, before ?? after);
  if (managed) return managed;
  const site = SITES.find((s) => after.sites.includes(s) && !before?.sites.includes(s) && !by.rights.sites.includes(s));
  if (site) return fail('forbidden', ERRORS.cannotGrantSite(site));
  const flag = FLAGS.find((f) => after.flags.includes(f) && !before?.flags.includes(f) && !by.rights.flags.includes(f));
  if (flag) return fail('forbidden', ERRORS.cannotGrantFlag(flag));
  const raised = (level: 'readAccess' | 'writeAccess') =>
    after[level] > (before?.[level] ?? -1) && after[level] > by.rights[level];
  if (raised('readAccess') || raised('writeAccess')) return fail('forbidden', ERRORS.cannotRaiseAccess);
  return null;
};

/** Whether the editor holds every right of `user` (needed to take over the account: its email or a handed-over link). */
export const holdsAllOf = (editor: UserRights, user: UserRights): boolean =>
  user.sites.every((s) => editor.sites.includes(s)) &&
  user.flags.every((f) => editor.flags.includes(f)) &&
  user.readAccess <= editor.readAccess &&
  user.writeAccess <= editor.writeAccess;
