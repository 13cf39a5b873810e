import { NOTIFICATION_MESSAGES, SITE_NAMES, siteAccessKey, userStream, type Site } from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Doc, ReadStore } from '@ftr/infra/readstore/port.ts';
import { fold } from '../shared/decider.ts';
import { userEvolver } from '../users/decider.ts';

/**
 * Named recipients of an announcement, checked against their own user streams: each must exist, be
 * active and have access to the site. The first that fails refuses the whole announcement (400).
 */
export const checkNamedRecipients = async (store: EventStore, site: Site, usernames: readonly string[]): Promise<string[]> => {
  const distinct = [...new Set(usernames.map((u) => u.toLowerCase()))];
  for (const username of distinct) {
    const user = fold(userEvolver, await store.readStream(userStream(username)));
    if (user.status === 'absent') throw new AppError('validation', NOTIFICATION_MESSAGES.unknownUser(username));
    if (user.status !== 'active') throw new AppError('validation', NOTIFICATION_MESSAGES.archivedUser(username));
    if (!user.sites.includes(site)) throw new AppError('validation', NOTIFICATION_MESSAGES.userNotAtSite(username, SITE_NAMES[site]));
  }
  return distinct;
};

/**
 * Every active user with access to the site, from the users read model (a lookup: a user created a
 * moment ago may not be there yet). None is a refusal (400): the announcement would reach nobody.
 */
export const activeUsersOfSite = async (readStore: ReadStore, site: Site): Promise<string[]> => {
  const users = await readStore.find<Doc & { USERNAME: string }>(USERS_COLLECTION, {
    where: { [siteAccessKey(site)]: true, ACTIVE: true },
    sort: [{ field: 'USERNAME', direction: 'asc' }],
  });
  if (users.length === 0) throw new AppError('validation', NOTIFICATION_MESSAGES.noActiveUsers(SITE_NAMES[site]));
  return users.map((u) => u.USERNAME);
};
