import { ACCESS_LEVEL_MAX, ERRORS, FLAGS, SITES, fail, isFullAdministrator, type UserEvent } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision } from '../shared/decider.ts';
import { userEvolver, type UserState } from './decider.ts';

/**
 * The operator's `npm run admin -- grant-all <user>` (docs/security.md): every site, every flag and the
 * highest access levels, so an administrator gets the flags a new version brings (nobody may grant a
 * flag they do not hold, so on an older store no one could) or a store whose administrators were all
 * demoted gets one back. One UserUpdated as the operator; nothing when the user already holds it all.
 */
export const decideGrantAll = (username: string, state: UserState): Decision<UserEvent> => {
  if (state.status === 'absent') return reject(fail('not_found', ERRORS.userNotFound(username)));
  if (state.status === 'archived') return reject(fail('validation', ERRORS.userIsArchived(username)));
  const full = isFullAdministrator(state) && state.readAccess === ACCESS_LEVEL_MAX && state.writeAccess === ACCESS_LEVEL_MAX;
  if (full) return accept();
  const { firstName, lastName, email, phone } = state;
  return accept({
    type: 'UserUpdated',
    data: {
      username: state.username,
      firstName,
      lastName,
      email,
      phone,
      sites: [...SITES],
      flags: [...FLAGS],
      readAccess: ACCESS_LEVEL_MAX,
      writeAccess: ACCESS_LEVEL_MAX,
    },
  });
};

export const operatorGrantDecider: Decider<string, UserState, UserEvent> = { ...userEvolver, decide: decideGrantAll };
