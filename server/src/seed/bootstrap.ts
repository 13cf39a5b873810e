import { randomBytes } from 'node:crypto';
import { factoryToday, operationStream } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { decideOperation, operationEvolver } from '@ftr/command-service/operations/decider.ts';
import { handleCommand } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { adminUser, demoOperations, demoUsers } from './demoPlant.ts';
import { seedDemoParameters } from './demoParameters.ts';
import { seedDemoScreens } from './demoScreens.ts';

export interface BootstrapOptions {
  adminPassword: string | undefined;
  demo: boolean;
  demoPassword: string;
  /** Where to say the generated administrator password (once). */
  announce(message: string): void;
}

/**
 * On an empty store: the administrator, then (unless disabled) the demo plant, all through the
 * command handlers, never by writing read models. Does nothing on a store that has events.
 */
export const bootstrapEmptyStore = async (deps: CommandDeps, options: BootstrapOptions): Promise<boolean> => {
  if ((await deps.eventStore.headPosition()) !== undefined) return false;
  const generated = options.adminPassword === undefined;
  // Random, with a symbol and a digit added so it always meets the password rule (14+, 3 kinds).
  const password = options.adminPassword ?? `${randomBytes(15).toString('base64url')}!7`;
  await createUser(deps, adminUser(password));
  if (generated) {
    options.announce(`Administrator account created: username 'admin', password '${password}' (shown once; set FTR_ADMIN_PASSWORD to choose it)`);
  }
  if (!options.demo) return true;
  for (const user of demoUsers(options.demoPassword)) await createUser(deps, user, 'admin');
  const today = factoryToday(deps.clock.now());
  for (const op of demoOperations(today)) {
    await handleCommand(
      deps.eventStore,
      operationStream(op.site, op.code),
      operationEvolver,
      (state) => decideOperation({ kind: 'CreateOperation', userSite: op.site, today, fields: op }, state),
      systemMetadata(op.site, deps.clock, 'admin'),
    );
  }
  await seedDemoParameters(deps);
  await seedDemoScreens(deps);
  return true;
};
