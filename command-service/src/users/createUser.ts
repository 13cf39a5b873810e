import { userStream, type Flag, type Site } from '@ftr/contracts';
import { hashPassword } from '@ftr/infra/auth/passwords.ts';
import type { AppendResult } from '@ftr/infra/eventstore/port.ts';
import type { StoreDeps } from '../deps.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { systemMetadata } from '../shared/metadata.ts';
import { decideUser, userEvolver } from './decider.ts';

export interface NewUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  sites: Site[];
  flags: Flag[];
  readAccess: number;
  writeAccess: number;
}

/**
 * Creates a user with a chosen username and password through the command path, as the system (no
 * grant check): start-up seeding and tests. Administrators create users with POST /user.
 */
export const createUser = async (deps: StoreDeps, user: NewUser, actor = 'system'): Promise<AppendResult> => {
  const { password, ...rest } = user;
  const data = { ...rest, phone: user.phone ?? '', username: user.username.toLowerCase(), passwordHash: await hashPassword(password) };
  const spec = { stream: userStream(data.username), evolver: userEvolver, loadFacts: noFacts, decide: decideUser };
  return handleCommand(
    deps.eventStore,
    spec,
    { kind: 'CreateUser', user: data, by: 'system' },
    systemMetadata(user.sites[0] ?? 'CO', deps.clock, actor),
  );
};
