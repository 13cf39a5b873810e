import { factoryHourToInstant, instantToFactory, type Reading } from '@ftr/contracts';
import { readingsRecorderOf } from '@ftr/command-service/processTags/recorder.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { ADMIN_PASSWORD, startTestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { listCodeParts } from '@ftr/server/testing/lookupFixtures.ts';

export interface TagCaptureOptions {
  /** Tagged hourly parameters at BA (besides the demo plant's). */
  parameters: number;
  /** Readings per parameter in the captured hour. */
  readingsPerHour: number;
}

const NOW = new Date('2026-11-26T12:30:00Z');

/**
 * The hourly capture of a site on the real embedded server: `parameters` hourly REA
 * parameters at BA, each with a process tag holding `readingsPerHour` readings in the hour that just
 * ended; one capture pass (every factory site, the last 48 hours, as the minute timer runs it) aggregates
 * them and enters them in one submission through the grid's path. Then a pass with nothing new.
 */
export const benchTagCapture = async (options: TagCaptureOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const { token } = await server.login('admin', 'BA', ADMIN_PASSWORD);
    const codes = Array.from({ length: options.parameters }, (_, i) => `CAP${i}-FL-A-1H`);
    await listCodeParts(server, codes);
    const setupStarted = performance.now();
    for (const [i, CODE] of codes.entries()) {
      const answer = await server.request({
        method: 'POST',
        url: '/api/parameter',
        token,
        body: { CODE, HEADING1: 'Capture', PCAT_CODE: 'BENCH', DISPLAY_PRECISION: 2, PROCESS_TAG: `BA.CAP${i}.PV` },
      });
      if (answer.status !== 200) throw new Error(`POST /parameter ${CODE}: ${answer.status} ${answer.body}`);
    }
    const { date, hour } = instantToFactory(new Date(NOW.getTime() - 3_600_000));
    const end = factoryHourToInstant(date, hour).getTime();
    const step = 3_600_000 / options.readingsPerHour;
    const readings: Reading[] = codes.flatMap((_, i) =>
      Array.from({ length: options.readingsPerHour }, (_, k) => ({
        tag: `BA.CAP${i}.PV`,
        timestamp: new Date(end - k * step).toISOString(),
        value: 100 + ((i * 7 + k) % 50),
        retrievalType: 'RAW',
        retrievalInterval: 0,
      })),
    );
    await readingsRecorderOf(server.infra.eventStore).record(
      { site: 'BA', source: 'PHD', via: 'API', readings },
      systemMetadata('BA', { now: () => NOW }),
    );
    await server.settle();
    const setup = performance.now() - setupStarted;

    const started = performance.now();
    const passes = await server.tagCapture.runOnce();
    const captureMs = performance.now() - started;
    const entered = passes.flatMap((p) => p.captures).filter((c) => c.outcome === 'INSERTED').length;
    const again = performance.now();
    await server.tagCapture.runOnce();
    const idleMs = performance.now() - again;
    return {
      title: `(tagCapture) hourly capture: ${formatNumber(options.parameters)} tagged parameters, ${options.readingsPerHour} readings each`,
      rows: [
        ['setup (parameters, readings)', `${formatNumber(setup / 1000, 1)} s`],
        ['readings in the hour', formatNumber(readings.length)],
        ['values entered', formatNumber(entered)],
        ['capture pass', `${formatNumber(captureMs)} ms`],
        ['pass with nothing new', `${formatNumber(idleMs)} ms`],
      ],
      metrics: [
        {
          name: `hourly capture of ${options.parameters} tagged parameters`,
          measured: captureMs / 1000,
          unit: 's',
          target: 1,
          direction: 'at most',
          digits: 2,
        },
        ...(entered < options.parameters
          ? [{ name: 'values captured', measured: entered, unit: 'values', target: options.parameters, direction: 'at least' as const }]
          : []),
      ],
    };
  } finally {
    await server.destroy();
  }
};
