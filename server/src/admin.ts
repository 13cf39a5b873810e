import { systemClock } from '@ftr/contracts';
import { checkNewPassword, generatePassword, operatorReset } from '@ftr/command-service/auth/operatorReset.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { operatorGrantAll } from '@ftr/command-service/users/operatorGrant.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { AppError } from '@ftr/infra/http/errors.ts';

/**
 * Operator commands, run on the server's machine against the configured stores (docs/security.md):
 *   npm run admin -- reset-password <username> [--password <new password>]
 *     Sets a new password (generated and printed unless --password is given, so it runs without a
 *     terminal), ends the user's sessions and lifts the account's sign-in lock.
 *   npm run admin -- grant-all <username>
 *     Every site, every flag and the highest access levels (a new version's flags for the administrator).
 * Both write audited events (userId 'operator') and are safe while the server runs.
 */
const USAGE = 'Usage: npm run admin -- reset-password <username> [--password <new password>] | grant-all <username>';

export type AdminCommand =
  { command: 'reset-password'; username: string; password: string | undefined } | { command: 'grant-all'; username: string };

export const parseAdminArgs = (args: string[]): AdminCommand | string => {
  const [command, username, ...rest] = args;
  if (!username || username.startsWith('--')) return USAGE;
  if (command === 'grant-all') return rest.length === 0 ? { command, username } : USAGE;
  if (command !== 'reset-password') return USAGE;
  if (rest.length === 0) return { command, username, password: undefined };
  if (rest.length === 2 && rest[0] === '--password' && rest[1]) return { command, username, password: rest[1] };
  return USAGE;
};

/** Runs `work` against the configured stores; a refusal is printed and exits 1. */
const withStores = async (work: (infra: Awaited<ReturnType<typeof openInfrastructure>>) => Promise<string>): Promise<number> => {
  const infra = await openInfrastructure(readSettings());
  try {
    process.stdout.write(await work(infra));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    await infra.close();
  }
};

const resetPassword = async (username: string, chosen: string | undefined): Promise<number> => {
  const password = chosen ?? generatePassword();
  const weak = checkNewPassword(password);
  if (weak) {
    process.stderr.write(`${weak}\n`);
    return 2;
  }
  return withStores(async (infra) => {
    await operatorReset(infra.eventStore, { username, password, metadata: systemMetadata('CO', systemClock, 'operator') });
    const done = `Password of '${username}' reset; every session of it ended and its sign-in lock lifted.\n`;
    return chosen ? done : `${done}New password: ${password}\n`;
  });
};

const grantAll = (username: string): Promise<number> =>
  withStores(async (infra) => {
    const changed = await operatorGrantAll(infra.eventStore, { username, metadata: systemMetadata('CO', systemClock, 'operator') });
    return changed
      ? `'${username}' now holds every site, every flag and access level 5.\n`
      : `'${username}' already holds every site, every flag and access level 5; nothing changed.\n`;
  });

const main = async (): Promise<number> => {
  const parsed = parseAdminArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    return 2;
  }
  return parsed.command === 'grant-all' ? grantAll(parsed.username) : resetPassword(parsed.username, parsed.password);
};

if (import.meta.main) process.exitCode = await main();
