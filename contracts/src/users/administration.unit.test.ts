import { FLAGS, type Flag } from '../permissions.ts';
import { SITES, type Site } from '../sites.ts';
import {
  archiveRefusal,
  changeRefusal,
  detailsChangeRefusal,
  emailChangeRefusal,
  isFullAdministrator,
  otherFullAdministrators,
  resetRefusal,
  type ManagedUser,
  type Rights,
  type UserEditor,
} from './administration.ts';

const rights = (sites: Site[], flags: Flag[], level = 3): Rights => ({ sites, flags, readAccess: level, writeAccess: level });
const FULL = rights([...SITES], [...FLAGS], 5);

// given
const baUsersAdmin: UserEditor = { username: 'site.admin', site: 'BA', rights: rights(['BA'], ['USERS', 'OPERATIONS', 'LIVE_DATA']) };
const administrator: UserEditor = { username: 'admin', site: 'CO', rights: FULL };
const user = (username: string, held: Rights, active = true): ManagedUser => ({ username, active, rights: held });
const baOperator = user('op.ba', rights(['BA'], ['OPERATIONS'], 2));
const allSites = user('everywhere', rights([...SITES], ['OPERATIONS'], 2));
const baSuperior = user('chief.ba', rights(['BA'], ['USERS', 'OPERATIONS', 'CONSTANTS'], 2));
const admin = user('admin', FULL);
const change = (by: UserEditor, before: ManagedUser | null, after: Rights, otherFullAdmins = 1) =>
  changeRefusal({ by, before, after, otherFullAdmins });

describe('who may change whom', () => {
  it('lets an editor change, archive and reset users within their sites, flags and levels', () => {
    expect(change(baUsersAdmin, baOperator, rights(['BA'], ['LIVE_DATA'], 1))).toBeNull();
    expect(archiveRefusal(baUsersAdmin, baOperator, 1)).toBeNull();
    expect(archiveRefusal(baUsersAdmin, { ...baOperator, active: false }, 1)).toBeNull();
    expect(resetRefusal(baUsersAdmin, baOperator, 'handover')).toBeNull();
  });

  it('refuses a partial-site editor any action on a user who also has a site they lack', () => {
    const message = 'You cannot manage a user of BU: you do not have that site yourself';
    expect(change(baUsersAdmin, allSites, { ...allSites.rights, flags: [] })).toBe(message);
    expect(archiveRefusal(baUsersAdmin, allSites, 1)).toBe(message);
    expect(resetRefusal(baUsersAdmin, allSites, 'email')).toBe(message);
    expect(archiveRefusal(baUsersAdmin, admin, 1)).toBe(message);
  });

  it('keeps a site editor to users of the site they are signed in to', () => {
    const atWi: UserEditor = { ...baUsersAdmin, site: 'WI', rights: { ...baUsersAdmin.rights, sites: ['BA', 'WI'] } };
    expect(archiveRefusal(atWi, baOperator, 1)).toBe('You can only manage users of your own site');
  });

  it('refuses to grant or to take away a flag the editor lacks', () => {
    expect(change(baUsersAdmin, baOperator, rights(['BA'], ['OPERATIONS', 'RECALCULATE'], 2))).toBe(
      'You cannot give the RECALCULATE permission: you do not hold it yourself',
    );
    const withRecalculate = user('recalc.ba', rights(['BA'], ['RECALCULATE'], 2));
    expect(change(baUsersAdmin, withRecalculate, rights(['BA'], [], 2))).toBe(
      'You cannot take away the RECALCULATE permission: you do not hold it yourself',
    );
  });

  it('refuses to raise a level above the editor own, or to lower one that is above it', () => {
    expect(change(baUsersAdmin, baOperator, rights(['BA'], ['OPERATIONS'], 4))).toBe('You cannot set an access level above your own');
    const senior = user('senior.ba', rights(['BA'], ['OPERATIONS'], 5));
    expect(change(baUsersAdmin, senior, rights(['BA'], ['OPERATIONS'], 1))).toBe('You cannot change an access level above your own');
    expect(change(baUsersAdmin, senior, senior.rights)).toBeNull(); // kept, not changed
    expect(change(baUsersAdmin, senior, { ...senior.rights, flags: ['OPERATIONS', 'LIVE_DATA'] })).toBe(
      'You cannot change a user who holds rights you do not have',
    );
  });

  it('refuses to demote, promote, rename or archive a user with more rights', () => {
    expect(change(baUsersAdmin, baSuperior, rights(['BA'], ['OPERATIONS', 'CONSTANTS'], 2))).toBe(
      'You cannot take rights from a user who holds rights you do not have',
    );
    expect(change(baUsersAdmin, baSuperior, rights(['BA'], ['USERS', 'OPERATIONS', 'CONSTANTS'], 1))).toBe(
      'You cannot take rights from a user who holds rights you do not have',
    );
    expect(archiveRefusal(baUsersAdmin, baSuperior, 1)).toBe('You cannot archive a user who holds rights you do not have');
    expect(archiveRefusal(baUsersAdmin, { ...baSuperior, active: false }, 1)).toBe(
      'You cannot unarchive a user who holds rights you do not have',
    );
    expect(change(baUsersAdmin, baSuperior, { ...baSuperior.rights, flags: [...baSuperior.rights.flags, 'LIVE_DATA'] })).toBe(
      'You cannot change a user who holds rights you do not have',
    );
    expect(change(baUsersAdmin, baSuperior, baSuperior.rights)).toBeNull();
    expect(detailsChangeRefusal(baUsersAdmin, baSuperior)).toBe('You cannot change a user who holds rights you do not have');
    expect(detailsChangeRefusal(baUsersAdmin, baOperator)).toBeNull();
    expect(emailChangeRefusal(baUsersAdmin, baSuperior)).toBe('You cannot change the email of a user who holds rights you do not have');
  });

  it('never archives oneself', () => {
    expect(archiveRefusal(administrator, admin, 5)).toBe('You cannot archive yourself');
  });

  it('never archives or demotes the last active full administrator', () => {
    const other: UserEditor = { username: 'root', site: 'CO', rights: FULL };
    expect(archiveRefusal(other, admin, 0)).toBe('You cannot archive the last active full administrator');
    expect(archiveRefusal(other, admin, 1)).toBeNull();
    const withoutUsers = { ...FULL, flags: FLAGS.filter((f) => f !== 'USERS') };
    expect(change(administrator, admin, withoutUsers, 0)).toBe('You cannot take rights from the last active full administrator');
    expect(change(administrator, admin, withoutUsers, 1)).toBeNull();
    expect(change(administrator, { ...admin, active: false }, withoutUsers, 0)).toBeNull();
  });

  it('refuses a reset link to hand over for a user with more rights, but mails one', () => {
    expect(resetRefusal(baUsersAdmin, baSuperior, 'handover')).toBe(
      'You cannot take a reset link for a user who holds rights you do not have',
    );
    expect(resetRefusal(baUsersAdmin, baSuperior, 'email')).toBeNull();
  });

  it('creates users of the editor own site with what the editor holds', () => {
    expect(change(baUsersAdmin, null, rights(['BA'], [], 3))).toBeNull();
    expect(change(baUsersAdmin, null, rights(['BA', 'WI'], [], 1))).toBe('You cannot give access to WI: you do not have it yourself');
    expect(change({ ...baUsersAdmin, rights: { ...baUsersAdmin.rights, sites: ['BA', 'WI'] } }, null, rights(['WI'], [], 1))).toBe(
      'You can only manage users of your own site',
    );
  });

  it('counts the other active full administrators', () => {
    expect(isFullAdministrator(FULL)).toBe(true);
    expect(isFullAdministrator({ ...FULL, sites: ['BA'] })).toBe(false);
    const users = [admin, user('root', FULL), user('gone', FULL, false), baOperator];
    expect(otherFullAdministrators(users, 'admin')).toBe(1);
    expect(otherFullAdministrators(users, 'op.ba')).toBe(2);
  });
});
