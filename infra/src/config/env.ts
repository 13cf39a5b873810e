import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { parseRedisNamespace } from './redisNames.ts';

/** Every setting comes from the environment (docs/architecture.md §3); absent URLs mean embedded. */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  eventStoreUrl: string | undefined;
  mongoUrl: string | undefined;
  mongoDb: string;
  /** PostgreSQL database for the event log and/or the read models (docs/postgres.md). */
  postgresUrl: string | undefined;
  /** Which adapter keeps the event log (EVENT_STORE; by default the one whose URL is set, else sqlite). */
  eventStore: EventStoreKind;
  /** Which adapter keeps the read models (READ_STORE; by default the one whose URL is set, else sqlite). */
  readStore: ReadStoreKind;
  /**
   * The embedded event log's group commit (docs/performance.md, Writes off the event loop): on unless
   * SQLITE_GROUP_COMMIT=0, which makes every commit fsync on the event loop (synchronous=FULL), the older way.
   */
  sqliteGroupCommit?: boolean;
  redisUrl: string | undefined;
  /** What this deployment's keys, channels and queues are named under in Redis (REDIS_NAMESPACE, default ftr). */
  redisNamespace: string;
  /** MQTT broker of process tag readings (docs/processTags.md); absent: no MQTT ingest. */
  mqttUrl: string | undefined;
  /** The shared-subscription group of this deployment's ingest (MQTT_GROUP, default ftr-ingest). */
  mqttGroup: string;
  /** The broker account of the ingest and the demo's simulator (MQTT_USERNAME / MQTT_PASSWORD); absent: anonymous. */
  mqttUsername: string | undefined;
  mqttPassword: string | undefined;
  /** The demo's tag simulator publishes to MQTT_URL (FTR_SIMULATE_TAGS=0 turns it off). */
  simulateTags: boolean;
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
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): addresses/CIDRs, n hops, or false (none). */
  trustProxy: TrustProxy;
  /** Port of /api/health and /api/ready for a process without an HTTP API (projector, export worker); none when unset. */
  statusPort: number | undefined;
}

export const DEFAULT_DEMO_PASSWORD = 'Sugar-Beet-2026!';

export const DEFAULT_DEMO_DAYS = 60;

const wholeDays = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_DEMO_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) throw new Error(`FTR_DEMO_DAYS must be a whole number of days (0 or more), not '${value}'`);
  return days;
};

/** What Fastify's trustProxy takes: none, proxy addresses/CIDRs, or "the first n hops" as a function. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset trusts no forwarded header (the client address is the socket's); a whole number
 * trusts that many proxy hops; otherwise a comma-separated list of addresses, CIDRs or proxy-addr's
 * names (loopback, linklocal, uniquelocal).
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops; // what Fastify does with a number (its types omit numbers)
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const cidrOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (isIP(address) === 0 || !cidrOk || extra !== undefined)) {
      throw new Error(`TRUST_PROXY must be a hop count or comma-separated proxy addresses/CIDRs, not '${entry}'`);
    }
  }
  return entries;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** MQTT_USERNAME / MQTT_PASSWORD: the broker account of the ingest and of the tag simulator (the CLI's too). */
export const readMqttAccount = (env: NodeJS.ProcessEnv): { mqttUsername: string | undefined; mqttPassword: string | undefined } => ({
  mqttUsername: nonEmpty(env['MQTT_USERNAME']),
  mqttPassword: env['MQTT_PASSWORD'] === '' ? undefined : env['MQTT_PASSWORD'],
});

export type EventStoreKind = 'sqlite' | 'eventstoredb' | 'postgres';
export type ReadStoreKind = 'sqlite' | 'mongodb' | 'postgres';

/**
 * EVENT_STORE / READ_STORE name an adapter; unset, the one whose URL is set is chosen (EventStoreDB or
 * MongoDB before PostgreSQL), else the embedded SQLite file. A named adapter needs its URL.
 */
const storeKind = <K extends string>(
  variable: string,
  value: string | undefined,
  urls: Partial<Record<K, { name: string; url: string | undefined }>>,
  fallback: K,
): K => {
  const named = nonEmpty(value)?.toLowerCase();
  const kinds = [fallback, ...(Object.keys(urls) as K[])];
  if (named === undefined) return kinds.find((kind) => kind !== fallback && urls[kind]?.url !== undefined) ?? fallback;
  const kind = kinds.find((candidate) => candidate === named);
  if (kind === undefined) throw new Error(`${variable} must be one of ${kinds.join(', ')}, not '${value ?? ''}'`);
  const needs = urls[kind];
  if (needs && needs.url === undefined) throw new Error(`${variable}=${kind} needs ${needs.name}`);
  return kind;
};

export const readSettings = (env: NodeJS.ProcessEnv = process.env): Settings => ({
  port: Number(env['PORT'] ?? 8080),
  host: env['HOST'] ?? '0.0.0.0',
  dataDir: resolve(env['DATA_DIR'] ?? 'data'),
  eventStoreUrl: nonEmpty(env['EVENTSTORE_URL']),
  mongoUrl: nonEmpty(env['MONGODB_URL']),
  mongoDb: env['MONGODB_DB'] ?? 'ftr',
  postgresUrl: nonEmpty(env['POSTGRES_URL']),
  eventStore: storeKind<EventStoreKind>(
    'EVENT_STORE',
    env['EVENT_STORE'],
    {
      eventstoredb: { name: 'EVENTSTORE_URL', url: nonEmpty(env['EVENTSTORE_URL']) },
      postgres: { name: 'POSTGRES_URL', url: nonEmpty(env['POSTGRES_URL']) },
    },
    'sqlite',
  ),
  readStore: storeKind<ReadStoreKind>(
    'READ_STORE',
    env['READ_STORE'],
    {
      mongodb: { name: 'MONGODB_URL', url: nonEmpty(env['MONGODB_URL']) },
      postgres: { name: 'POSTGRES_URL', url: nonEmpty(env['POSTGRES_URL']) },
    },
    'sqlite',
  ),
  sqliteGroupCommit: env['SQLITE_GROUP_COMMIT'] !== '0',
  redisUrl: nonEmpty(env['REDIS_URL']),
  redisNamespace: parseRedisNamespace(env['REDIS_NAMESPACE']),
  mqttUrl: nonEmpty(env['MQTT_URL']),
  mqttGroup: nonEmpty(env['MQTT_GROUP']) ?? 'ftr-ingest',
  ...readMqttAccount(env),
  simulateTags: env['FTR_SIMULATE_TAGS'] !== '0',
  authSecret: nonEmpty(env['AUTH_SECRET']),
  adminPassword: nonEmpty(env['FTR_ADMIN_PASSWORD']),
  demo: env['FTR_DEMO'] !== '0',
  demoPassword: nonEmpty(env['FTR_DEMO_PASSWORD']) ?? DEFAULT_DEMO_PASSWORD,
  demoDays: wholeDays(env['FTR_DEMO_DAYS']),
  logLevel: env['LOG_LEVEL'] ?? 'info',
  smtpUrl: nonEmpty(env['SMTP_URL']),
  registrationDomain: (nonEmpty(env['REGISTRATION_DOMAIN']) ?? 'example.com').replace(/^@/, '').toLowerCase(),
  publicUrl: (nonEmpty(env['PUBLIC_URL']) ?? `http://localhost:${env['PORT'] ?? 8080}`).replace(/\/+$/, ''),
  trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  statusPort: nonEmpty(env['STATUS_PORT']) === undefined ? undefined : Number(env['STATUS_PORT']),
});
