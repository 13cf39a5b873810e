import { FLAGS, isFullAdministrator, SITES, siteAccessKey, userStream } from '@ftr/contracts';
import { USERS_COLLECTION, type UserAccessDoc } from '@ftr/infra/auth/sessions.ts';
import { fold } from '../shared/decider.ts';
import { userEvolver } from './decider.ts';
import type { AccountDeps } from './deps.ts';

/**
 * How many active full administrators (every site, every flag) there are besides `username`. The users
 * read model names the candidates; each is confirmed from their own stream, so a read model that lags
 * can only under-count (refuse more), never count someone archived or demoted meanwhile.
 */
export const otherFullAdmins = async (deps: AccountDeps, username: string): Promise<number> => {
  const active = await deps.accounts.readStore.find<UserAccessDoc>(USERS_COLLECTION, { where: { USERS: true, ACTIVE: true } });
  const candidates = active
    .filter((doc) => doc._id !== username.toLowerCase())
    .filter((doc) => SITES.every((s) => doc[siteAccessKey(s)] === true) && FLAGS.every((f) => doc[f] === true));
  const states = await Promise.all(candidates.map(async (doc) => fold(userEvolver, await deps.eventStore.readStream(userStream(doc._id)))));
  return states.filter((state) => state.status === 'active' && isFullAdministrator(state)).length;
};

/**
 * Runs tasks one at a time (in this process): two administrators archiving or demoting each other at
 * once would otherwise each see the other still active, and both succeed.
 */
export const oneAtATime = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
};
