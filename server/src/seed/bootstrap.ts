import { randomBytes } from 'node:crypto';
import { factoryToday, operationStream } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { decideOperation, operationEvolver } from '@ftr/command-service/operations/decider.ts';
import { handleCommand, noFacts } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { createUser } from '@ftr/command-service/users/createUser.ts';
import { adminUser, demoOperations, demoUsers } from './demoPlant.ts';
import { seedDemoCcfSettings } from './demoCcfSettings.ts';
import { seedDemoComments } from './demoComments.ts';
import { seedDemoConstants } from './demoConstants.ts';
import { seedDemoHistory } from './demoHistory.ts';
import { seedDemoLookups } from './demoLookups.ts';
import { seedDemoParameters } from './demoParameters.ts';
import { seedDemoDashboards } from './demoDashboards.ts';
import { seedDemoParameterLinks } from './demoParameterLinks.ts';
import { seedDemoReports } from './demoReports.ts';
import { seedDemoSchedules } from './demoSchedules.ts';
import { seedDemoScreens } from './demoScreens.ts';
import { seedDemoValues, type DemoReadSide } from './demoValues.ts';

export interface BootstrapOptions {
  adminPassword: string | undefined;
  demo: boolean;
  demoPassword: string;
  /** Factory days of demo values, ending yesterday (0: none). */
  demoDays: number;
  /** The company's e-mail domain (REGISTRATION_DOMAIN): the demo schedule mails a mailbox there. */
  companyDomain: string;
  /** The read side data entry decides against; without it the demo has no values. */
  readSide?: DemoReadSide;
  /** Where to say the generated administrator password (once). */
  announce(message: string): void;
  /** Where to say how the demo loaded (default: nowhere). */
  inform?(message: string): void;
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
    options.announce(
      `Administrator account created: username 'admin', password '${password}' (shown once; set FTR_ADMIN_PASSWORD to choose it)`,
    );
  }
  if (!options.demo) return true;
  const users = demoUsers(options.demoPassword);
  for (const user of users) await createUser(deps, user, 'admin');
  const today = factoryToday(deps.clock.now());
  const operations = demoOperations(today);
  for (const op of operations) {
    const spec = { stream: operationStream(op.site, op.code), evolver: operationEvolver, loadFacts: noFacts, decide: decideOperation };
    await handleCommand(
      deps.eventStore,
      spec,
      { kind: 'CreateOperation', userSite: op.site, today, fields: op },
      systemMetadata(op.site, deps.clock, 'admin'),
    );
  }
  await seedDemoCcfSettings(deps);
  await seedDemoLookups(deps);
  await seedDemoParameters(deps);
  await seedDemoParameterLinks(deps);
  await seedDemoConstants(deps);
  await seedDemoHistory(deps);
  await seedDemoScreens(deps);
  await seedDemoComments(deps);
  await seedDemoSchedules(deps, await seedDemoReports(deps), options.companyDomain);
  await seedDemoDashboards(deps);
  if (options.readSide && options.demoDays > 0) {
    const started = performance.now();
    const seeded = await seedDemoValues(deps, options.readSide, {
      days: options.demoDays,
      operations,
      users: [...users, adminUser(password)],
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.inform?.(`Demo values: ${options.demoDays} days, ${seeded.submissions} submissions, ${seeded.events} events in ${seconds} s`);
  }
  return true;
};
