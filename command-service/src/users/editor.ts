import { ERRORS, userStream, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { userEvolver } from './decider.ts';
import type { UserEditor as Editor } from '@ftr/contracts';

/** The signed-in editor with the rights they hold now (their stream, not their possibly older token). */
export const loadEditor = async (deps: CommandDeps, caller: TokenClaims): Promise<Editor> => {
  const state = fold(userEvolver, await deps.eventStore.readStream(userStream(caller.sub)));
  if (state.status !== 'active') throw new AppError('unauthenticated', ERRORS.sessionEnded);
  const { sites, flags, readAccess, writeAccess } = state;
  return { username: state.username, site: caller.site, rights: { sites, flags, readAccess, writeAccess } };
};
