import { assertNever, type UserCreatedData, type UserEvent } from '@ftr/contracts';
import { fail } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision, type Evolver } from '../shared/handleCommand.ts';

export type UserState = { status: 'absent' } | ({ status: 'active' } & UserCreatedData);

export const userEvolver: Evolver<UserState, UserEvent> = {
  initial: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', ...event.data };
      default:
        return assertNever(event.type);
    }
  },
};

/** The password hash is computed before deciding, so decide stays pure. */
export type CreateUser = { kind: 'CreateUser'; user: UserCreatedData };

export const decideUser = (command: CreateUser, state: UserState): Decision<UserEvent> => {
  if (state.status !== 'absent') return reject(fail('conflict', `User ${command.user.username} already exists`));
  if (command.user.sites.length === 0) return reject(fail('validation', 'A user needs access to at least one site'));
  return accept({ type: 'UserCreated', data: command.user });
};
