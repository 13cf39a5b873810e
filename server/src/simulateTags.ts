import { FACTORY_SITES } from '@ftr/contracts';
import { readMqttAccount } from '@ftr/infra/config/env.ts';
import { isFactorySite, type FactorySite } from './processTags/mqttMessages.ts';
import { startTagSimulator } from './processTags/simulator.ts';

/**
 * Publishes realistic readings of the demo plant's tagged parameters to an MQTT broker until stopped
 * (docs/processTags.md):
 *   npm run simulate-tags -- [--url mqtt://127.0.0.1:1883] [--interval <seconds>] [--sites BA,WI]
 * The broker defaults to MQTT_URL, then mqtt://127.0.0.1:1883, with the account MQTT_USERNAME / MQTT_PASSWORD
 * (anonymous when unset); the interval to 10 s; the sites to all five.
 */
const USAGE = 'Usage: npm run simulate-tags -- [--url <mqtt url>] [--interval <seconds>] [--sites BA,WI]';

export const parseSimulatorArgs = (
  args: string[],
  env: NodeJS.ProcessEnv,
): { url: string; username: string | undefined; password: string | undefined; intervalMs: number; sites: FactorySite[] } | string => {
  const { mqttUsername, mqttPassword } = readMqttAccount(env);
  const options = {
    url: env['MQTT_URL'] ?? 'mqtt://127.0.0.1:1883',
    username: mqttUsername,
    password: mqttPassword,
    intervalMs: 10_000,
    sites: [...FACTORY_SITES] as FactorySite[],
  };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return USAGE;
    if (flag === '--url') options.url = value;
    else if (flag === '--interval' && Number(value) >= 0.1) options.intervalMs = Math.round(Number(value) * 1000);
    else if (flag === '--sites') {
      const sites = value.split(',').map((s) => s.trim().toUpperCase());
      if (sites.length === 0 || !sites.every(isFactorySite)) return `Sites must be among ${FACTORY_SITES.join(', ')}`;
      options.sites = sites.filter(isFactorySite);
    } else return USAGE;
  }
  return options;
};

const main = async (): Promise<void> => {
  const parsed = parseSimulatorArgs(process.argv.slice(2), process.env);
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    process.exitCode = 2;
    return;
  }
  const simulator = await startTagSimulator(parsed);
  process.stdout.write(`Publishing the demo plant's tag readings to ${parsed.url} every ${parsed.intervalMs / 1000} s (Ctrl+C stops)\n`);
  const stop = () => {
    void simulator.stop().then(() => {
      process.stdout.write(`${simulator.published()} readings published\n`);
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
