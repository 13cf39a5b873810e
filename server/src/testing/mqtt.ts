import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { requireServiceOrSkip, type ServiceTestGate } from '@ftr/infra/testing/skip.ts';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

/** The script that runs Mosquitto with FTR's configuration: password file, no anonymous client, the shipped ACL. */
const START_BROKER = resolve(import.meta.dirname, '../../../infra/mosquitto/start-broker.sh');

/** True when something accepts a TCP connection at the broker's address within a second. Never throws. */
export const mqttAvailable = (url: string): Promise<boolean> =>
  new Promise((done) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket();
    const answer = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
    socket.connect(Number(port || 1883), hostname);
  });

const executable = (name: string, extra: string[] = []): boolean =>
  [...(process.env['PATH'] ?? '').split(delimiter), ...extra].some((folder) => {
    try {
      accessSync(join(folder, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

/** Both Mosquitto programs the test brokers need (Debian puts the broker in /usr/sbin, often off a user's PATH). */
export const mosquittoInstalled = (): boolean => executable('mosquitto', ['/usr/sbin']) && executable('mosquitto_passwd');

const freePort = (): Promise<number> =>
  new Promise((done, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });

export interface TestBroker {
  /** mqtt://127.0.0.1:<port>, no credentials in it. */
  url: string;
  /** An MQTT client of the account (its password from the broker's password file), or anonymous; MQTT 5. */
  connect(account?: string, options?: IClientOptions): Promise<MqttClient>;
  password(account: string): string;
  stop(): Promise<void>;
}

/**
 * A Mosquitto of the test's own on a free port (infra/mosquitto/start-broker.sh): the shipped configuration
 * and ACL, a password file made now for the given accounts (random passwords), anonymous clients refused.
 * Its own broker, so the machine's (often anonymous) broker on 1883 plays no part.
 */
export const startTestBroker = async (accounts: readonly string[]): Promise<TestBroker> => {
  const passwords = new Map(accounts.map((account) => [account, randomBytes(12).toString('base64url')]));
  for (let attempt = 1; ; attempt++) {
    const folder = mkdtempSync(join(tmpdir(), 'ftr-mosquitto-'));
    const port = await freePort();
    const child = spawn('bash', [START_BROKER, folder, String(port), ...[...passwords].map(([a, p]) => `${a}:${p}`)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const broker = { running: true };
    void exited.then(() => (broker.running = false));
    const url = `mqtt://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    while (broker.running && Date.now() < deadline && !(await mqttAvailable(url))) await new Promise((r) => setTimeout(r, 50));
    const stop = async () => {
      if (broker.running) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    };
    if (!broker.running || !(await mqttAvailable(url))) {
      await stop();
      // another process took the port between the probe and the broker's bind: try another
      if (attempt < 3) continue;
      throw new Error(`Mosquitto did not start on ${url}: ${log.trim()}`);
    }
    const password = (account: string) => {
      const known = passwords.get(account);
      if (known === undefined) throw new Error(`the test broker has no account ${account}`);
      return known;
    };
    return {
      url,
      password,
      connect: (account, options = {}) =>
        mqtt.connectAsync(url, {
          protocolVersion: 5,
          reconnectPeriod: 0,
          ...(account ? { username: account, password: password(account) } : {}),
          ...options,
        }),
      stop,
    };
  }
};

/**
 * Registers, in the current describe block, a gate (Mosquitto installed: absent fails under CI=true, else a
 * printed SKIP) and a broker of the block's own started before and stopped after its tests.
 */
export const testBrokerSuite = (what: string, accounts: readonly string[]): ServiceTestGate & { broker(): TestBroker } => {
  const gate = requireServiceOrSkip(what, {
    name: 'Mosquitto (mosquitto and mosquitto_passwd)',
    url: 'mqtt://127.0.0.1',
    where: 'this machine',
    start: 'install the mosquitto package',
    answers: () => Promise.resolve(mosquittoInstalled()),
  });
  let broker: TestBroker | undefined;
  beforeAll(async () => {
    if (gate.available) broker = await startTestBroker(accounts);
  }, 30_000);
  afterAll(async () => {
    await broker?.stop();
  });
  return {
    get url() {
      return broker?.url ?? gate.url;
    },
    get available() {
      return gate.available;
    },
    it: gate.it,
    broker() {
      if (!broker) throw new Error('the test broker is not running');
      return broker;
    },
  };
};
