import { userStream, type Flag, type Site } from '@ftr/contracts';
import { hashPassword } from '@ftr/infra/auth/passwords.ts';
import type { AppendResult } from '@ftr/infra/eventstore/port.ts';
import type { CommandDeps } from '../deps.ts';
import { handleCommand } from '../shared/handleCommand.ts';
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
export const createUser = async (deps: CommandDeps, user: NewUser, actor = 'system'): Promise<AppendResult> => {
  const { password, ...rest } = user;
  const data = { ...rest, phone: user.phone ?? '', username: user.username.toLowerCase(), passwordHash: await hashPassword(password) };
  return handleCommand(
    deps.eventStore,
    userStream(data.username),
    userEvolver,
    (state) => decideUser({ kind: 'CreateUser', user: data, by: 'system' }, state),
    systemMetadata(user.sites[0] ?? 'CO', deps.clock, actor),
  );
};
