import { resolve } from 'node:path';

/** Every setting comes from the environment (DESIGN §3); absent URLs mean embedded. */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  eventStoreUrl: string | undefined;
  mongoUrl: string | undefined;
  mongoDb: string;
  redisUrl: string | undefined;
  authSecret: string | undefined;
  adminPassword: string | undefined;
  demo: boolean;
  demoPassword: string;
  /** Factory days of demo values the demo plant gets, ending yesterday (0: none). */
  demoDays: number;
  logLevel: string;
  /** SMTP server for outgoing mail (nodemailer URL); absent: mails go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  /** The company email domain: registrations must use it; mails are sent from no-reply@ it. */
  registrationDomain: string;
  /** The address users reach the app at, for links in emails (reset links). */
  publicUrl: string;
}

export const DEFAULT_DEMO_PASSWORD = 'Sugar-Beet-2026!';

export const DEFAULT_DEMO_DAYS = 60;

const wholeDays = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_DEMO_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) throw new Error(`FTR_DEMO_DAYS must be a whole number of days (0 or more), not '${value}'`);
  return days;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export const readSettings = (env: NodeJS.ProcessEnv = process.env): Settings => ({
  port: Number(env['PORT'] ?? 8080),
  host: env['HOST'] ?? '0.0.0.0',
  dataDir: resolve(env['DATA_DIR'] ?? 'data'),
  eventStoreUrl: nonEmpty(env['EVENTSTORE_URL']),
  mongoUrl: nonEmpty(env['MONGODB_URL']),
  mongoDb: env['MONGODB_DB'] ?? 'ftr',
  redisUrl: nonEmpty(env['REDIS_URL']),
  authSecret: nonEmpty(env['AUTH_SECRET']),
  adminPassword: nonEmpty(env['FTR_ADMIN_PASSWORD']),
  demo: env['FTR_DEMO'] !== '0',
  demoPassword: nonEmpty(env['FTR_DEMO_PASSWORD']) ?? DEFAULT_DEMO_PASSWORD,
  demoDays: wholeDays(env['FTR_DEMO_DAYS']),
  logLevel: env['LOG_LEVEL'] ?? 'info',
  smtpUrl: nonEmpty(env['SMTP_URL']),
  registrationDomain: (nonEmpty(env['REGISTRATION_DOMAIN']) ?? 'example.com').replace(/^@/, '').toLowerCase(),
  publicUrl: (nonEmpty(env['PUBLIC_URL']) ?? `http://localhost:${env['PORT'] ?? 8080}`).replace(/\/+$/, ''),
});
