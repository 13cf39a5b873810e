import { Socket } from 'node:net';
import { requireServiceOrSkip, type ServiceTestGate } from '@ftr/infra/testing/skip.ts';

/** The MQTT broker tests use (.ci/run starts Mosquitto on 127.0.0.1:1883 when none answers). */
export const TEST_MQTT_URL = process.env['TEST_MQTT_URL'] ?? 'mqtt://127.0.0.1:1883';

/** True when something accepts a TCP connection at the broker's address within a second. Never throws. */
export const mqttAvailable = (url: string = TEST_MQTT_URL): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
    socket.connect(Number(port || 1883), hostname);
  });

/** The gate of a block that needs the broker (`requireServiceOrSkip`): fails under CI=true, else prints a SKIP line. */
export const requireMqttOrSkip = (what: string, url: string = TEST_MQTT_URL): ServiceTestGate => {
  const { hostname, port } = new URL(url);
  const where = `${hostname}:${port || 1883}`;
  return requireServiceOrSkip(what, { name: 'MQTT broker', url, where, start: 'start mosquitto', answers: () => mqttAvailable(url) });
};
