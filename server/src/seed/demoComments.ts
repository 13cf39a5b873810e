import { addDays, factoryDayStart, factoryToday, FACTORY_SITES, type CommentType, type Site } from '@ftr/contracts';
import type { StoreDeps } from '@ftr/command-service/deps.ts';
import { runCommentCommand } from '@ftr/command-service/comments/handlers.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { randomUUID } from 'node:crypto';

/** Factory days of demo comments, ending today. */
export const DEMO_COMMENT_DAYS = 3;

interface DemoComment {
  site: Site;
  username: string;
  name: string;
  type: CommentType;
  message: string;
  at: Date;
}

const AUTHORS: Partial<Record<Site, { username: string; name: string }[]>> = {
  BA: [
    { username: 'supervisor.ba', name: 'Beth Barker' },
    { username: 'operator.ba', name: 'Owen Ashby' },
  ],
  WI: [{ username: 'supervisor.wi', name: 'Will Ingram' }],
};
const ADMIN = { username: 'admin', name: 'System Administrator' };

const OPERATIONS_NOTES = [
  'Slicing steady at 9,800 t/day; diffuser 2 draw-off back in range after the night shift adjustment.',
  'Lime kiln 1 down 40 minutes at 05:10 for a stone feed blockage; cleared, no loss of carbonatation.',
  'Pulp press 4 bearing running warm; maintenance booked for the next planned stop.',
];
const SUPPLY_NOTES = [
  'Beet deliveries 60 loads behind plan after rain on the clamps; haulier adding two lorries this afternoon.',
  'Two tankers of molasses collected late; customer informed, next collection confirmed for 14:00.',
  'Granulated stock in silo 3 below the customer order for Friday; packing moved to the weekend shift.',
];
const MINUTE_MS = 60_000;

/**
 * Per factory site and factory day (today and the two before): an 'Operations' note at 08:45 local (on
 * time) and a 'Customer Supply' note at 11:30 local (late); none later than `now`. Sites with demo users
 * get their names; the others the administrator's.
 */
export const demoComments = (now: Date): DemoComment[] => {
  const today = factoryToday(now);
  return FACTORY_SITES.flatMap((site) => {
    const authors = AUTHORS[site] ?? [ADMIN];
    return Array.from({ length: DEMO_COMMENT_DAYS }, (_, back) => {
      const start = factoryDayStart(addDays(today, back - (DEMO_COMMENT_DAYS - 1))).getTime();
      const day = DEMO_COMMENT_DAYS - 1 - back;
      const first = authors[day % authors.length] ?? ADMIN;
      const second = authors[(day + 1) % authors.length] ?? ADMIN;
      return [
        { site, ...first, type: 'Operations' as const, message: OPERATIONS_NOTES[day % 3] ?? '', at: new Date(start + 105 * MINUTE_MS) },
        { site, ...second, type: 'Customer Supply' as const, message: SUPPLY_NOTES[day % 3] ?? '', at: new Date(start + 270 * MINUTE_MS) },
      ];
    })
      .flat()
      .filter((comment) => comment.at.getTime() <= now.getTime());
  });
};

/** The demo comments through the comments command path, each as its author. Answers how many were posted. */
export const seedDemoComments = async (deps: Pick<StoreDeps, 'eventStore' | 'clock'>): Promise<number> => {
  const comments = demoComments(deps.clock.now());
  for (const { site, username, name, type, message, at } of comments) {
    await runCommentCommand(
      deps.eventStore,
      { kind: 'PostComment', id: randomUUID(), site, username, name, type, message, now: at.toISOString() },
      systemMetadata(site, deps.clock, username),
    );
  }
  return comments.length;
};
