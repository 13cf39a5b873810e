import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { factoryToday } from '@ftr/contracts';

/**
 * Seeded data folders shared by the test servers of one jest run (docs/testing.md). The first server of a
 * kind seeds its store through the command handlers as usual and, once settled, leaves a snapshot of it;
 * later servers of that kind start from a copy (an existing store: the boot seeds nothing). The folder is
 * made and removed by jest's global setup and teardown (.ci/jestGlobalSetup.js); without it every server seeds its own.
 */
const templatesFolder = (): string | undefined => process.env['FTR_TEST_TEMPLATES'] || undefined;
const DATABASE = 'ftr.sqlite';

export interface TemplateKind {
  demo: boolean;
  demoDays: number;
  /** The fixed instant the server's clock shows, if any: the seed stamps and dates its events by it. */
  now?: Date;
  /** A clock that moves, or a server on Redis: such stores are always seeded afresh. */
  unshareable: boolean;
}

/** The name of a kind of seeded store; undefined when it is not shared. A real-time store is shared within its factory day. */
export const templateName = (kind: TemplateKind): string | undefined => {
  if (kind.unshareable || templatesFolder() === undefined) return undefined;
  const day = kind.now ? kind.now.toISOString() : `factory day ${factoryToday(new Date())}`;
  return createHash('sha256')
    .update(JSON.stringify([kind.demo, kind.demoDays, day]))
    .digest('hex')
    .slice(0, 16);
};

/** Copies the named snapshot into an empty data folder; false when there is none yet. */
export const copyTemplate = (name: string, dataDir: string): boolean => {
  const folder = templatesFolder();
  if (folder === undefined) return false;
  const source = join(folder, name, DATABASE);
  if (!existsSync(source)) return false;
  copyFileSync(source, join(dataDir, DATABASE));
  return true;
};

/**
 * Leaves a snapshot of a settled store under `name`, unless another server already makes one. The claim is a
 * folder made atomically; the snapshot is SQLite's `VACUUM INTO` (a consistent copy of a live database),
 * written aside and renamed into place, so a reader sees a whole snapshot or none.
 */
export const saveTemplate = (name: string, dataDir: string): void => {
  const folder = templatesFolder();
  if (folder === undefined) return;
  const target = join(folder, name);
  try {
    mkdirSync(`${target}.claim`);
  } catch {
    return;
  }
  const building = `${target}.building`;
  mkdirSync(building);
  const db = new DatabaseSync(join(dataDir, DATABASE), { readOnly: true });
  try {
    db.prepare('VACUUM INTO ?').run(join(building, DATABASE));
  } finally {
    db.close();
  }
  renameSync(building, target);
};
