import {
  DATA_ACCESS_LEVELS,
  ERRORS,
  FLAGS,
  hasFlag,
  reachableSites,
  SITE_ACCESS_KEYS,
  userRoutes,
  type RoutesOf,
  type UserDto,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import type { UserDoc } from '@ftr/read-models/users/projection.ts';
import { createHash } from 'node:crypto';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = RoutesOf<typeof userRoutes, 'query'>;

/** Exactly the DTO's fields: lookup keys, reset hashes and revocation marks never leave the server. */
export const toUserDto = (doc: UserDoc): UserDto => {
  const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, doc[k] === true])) as Record<K, boolean>;
  return {
    USERNAME: doc.USERNAME,
    FIRST_NAME: doc.FIRST_NAME,
    LAST_NAME: doc.LAST_NAME,
    FULL_NAME: doc.FULL_NAME,
    EMAIL: doc.EMAIL,
    PHONE: doc.PHONE,
    READ_ACCESS: doc.READ_ACCESS,
    WRITE_ACCESS: doc.WRITE_ACCESS,
    ...pick(SITE_ACCESS_KEYS),
    ...pick(FLAGS),
    ACTIVE: doc.ACTIVE,
    LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
    LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  };
};

export const userQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  /** Only users holding at least one site the caller reaches (contracts' reachableSites): no other site's names, emails or phones. */
  async listUsers({ user }) {
    const reachable = reachableSites(user);
    const docs = await deps.readStore.find<UserDoc>(USERS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] });
    return docs.filter((doc) => doc.SITES.some((site) => reachable.includes(site))).map(toUserDto);
  },
  /** USERS may read anyone; everyone else only themself (the profile screen). */
  async getUser({ params, user }) {
    if (params.id !== user.sub && !hasFlag(user.flags, 'USERS')) throw new AppError('forbidden', ERRORS.forbidden);
    const doc = await deps.readStore.get<UserDoc>(USERS_COLLECTION, params.id);
    if (!doc) throw new AppError('not_found', ERRORS.userNotFound(params.id));
    return toUserDto(doc);
  },
  /** Valid: issued, not used, not replaced by a newer link, not expired, and the user not archived. */
  async checkPasswordReset({ params }) {
    const hash = createHash('sha256').update(params.id).digest('hex');
    const [doc] = await deps.readStore.find<UserDoc>(USERS_COLLECTION, { where: { RESET_HASH: hash }, limit: 1 });
    const valid =
      doc !== undefined && doc.ACTIVE && doc.RESET_EXPIRES !== null && Date.parse(doc.RESET_EXPIRES) > deps.clock.now().getTime();
    return valid ? { valid, USERNAME: doc.USERNAME } : { valid: false };
  },
  listDataAccess() {
    return Promise.resolve([...DATA_ACCESS_LEVELS]);
  },
});
