import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { TokenService } from '@ftr/infra/auth/tokens.ts';
import type { Clock } from './shared/metadata.ts';

/** Everything the command side needs, injected (no globals). */
export interface CommandDeps {
  eventStore: EventStore;
  tokens: TokenService;
  clock: Clock;
}
