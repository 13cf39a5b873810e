import { randomUUID } from 'node:crypto';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { scheduleSpec } from '@ftr/command-service/schedules/handlers.ts';
import { handleCommand } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { DemoDefinition } from './demoReports.ts';
import { demoUsers } from './demoPlant.ts';

/** The demo's schedule: Bardney's shared 'Daily production' mailed each day at factory hour 24. */
export const DEMO_SCHEDULE = {
  site: 'BA',
  report: 'Daily production',
  owner: 'manager.co',
  /** At the company domain (REGISTRATION_DOMAIN): a mailbox of no user, which the recipient rule accepts. */
  mailbox: 'production.ba',
} as const;

/** Schedules the demo report through the schedule decider (as its maintainer would). */
export const seedDemoSchedules = async (
  deps: CommandDeps,
  reports: readonly (DemoDefinition & { id: number })[],
  companyDomain: string,
): Promise<void> => {
  const report = reports.find((r) => r.site === DEMO_SCHEDULE.site && r.name === DEMO_SCHEDULE.report && r.kind === 'REPORT');
  if (!report) throw new Error(`demo: no ${DEMO_SCHEDULE.report} report at ${DEMO_SCHEDULE.site}`);
  const flags = demoUsers('').find((u) => u.username === DEMO_SCHEDULE.owner)?.flags ?? [];
  const id = randomUUID();
  const recipients = [`${DEMO_SCHEDULE.mailbox}@${companyDomain}`];
  await handleCommand(
    deps.eventStore,
    scheduleSpec(deps.eventStore, id, report.id, { readModels: deps.readModels, recipients, companyDomain }),
    {
      kind: 'CreateSchedule',
      actor: { username: DEMO_SCHEDULE.owner, site: DEMO_SCHEDULE.site, flags },
      reachable: [DEMO_SCHEDULE.site],
      id,
      definitionId: report.id,
      at: deps.clock.now().toISOString(),
      settings: { cadence: { every: 'DAY', hour: 24, weekday: null }, recipients, enabled: true },
    },
    systemMetadata(DEMO_SCHEDULE.site, deps.clock, DEMO_SCHEDULE.owner),
  );
};
