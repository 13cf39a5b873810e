import { AUTH_HEADER, type CcfWriteResult } from '@ftr/contracts';
import { createCcfParametersOnScreen } from '@ftr/server/testing/ccfSettingsFixtures.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '@ftr/server/testing/embedded.ts';
import { formatNumber, type SectionResult } from './report.ts';
import { percentile } from './stats.ts';

/**
 * Closing a CCF with an electronic signature: the password is checked (argon2id at the product's cost,
 * through the sign-in limiter) before the close is decided and appended. Measured over loopback HTTP on
 * the real embedded server: PATCH /ccf/close/:id p50 / p99 signed, beside the same close unsigned.
 */
export interface SignaturesOptions {
  closes: number;
  warmUp: number;
}

const NOW = new Date('2026-11-25T10:30:00Z');
const OP = 'BC2026';
const CODE = 'ZB-SIGN-V-1H';

const send = async (server: TestServer, token: string, method: string, path: string, body: object) => {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { [AUTH_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};

export const benchSignatures = async (options: SignaturesOptions): Promise<SectionResult> => {
  const server = await startTestServer({ now: NOW, demoDays: 0 });
  try {
    const supervisor = (await server.login('supervisor.ba', 'BA')).token;
    const manager = (await server.login('manager.co', 'BA')).token;
    await createCcfParametersOnScreen(server, (url, body) => send(server, supervisor, 'POST', url, body), [CODE], 'Bench');
    await server.settle();
    /** Raises a CCF (not timed), then closes it: the close's time. */
    const close = async (signature?: object) => {
      const { id } = (await send(server, supervisor, 'POST', '/ccf', { parameter: CODE, operation: OP })) as { id: string };
      const t0 = performance.now();
      const closed = (await send(server, supervisor, 'PATCH', `/ccf/close/${id}`, {
        type: 6,
        comment: 'Back in band',
        ...(signature ? { signature } : {}),
      })) as CcfWriteResult;
      const ms = performance.now() - t0;
      if (closed.status !== 'C') throw new Error(`the CCF is ${closed.status} after its close`);
      return ms;
    };
    const series = async (signature?: object) => {
      for (let i = 0; i < options.warmUp; i += 1) await close(signature);
      const samples: number[] = [];
      for (let i = 0; i < options.closes; i += 1) samples.push(await close(signature));
      return samples;
    };
    const unsigned = await series();
    await send(server, manager, 'PUT', '/signature-settings', { actions: ['ccfClose'], correctionDays: 7 });
    const signed = await series({ password: DEMO_PASSWORD, meaning: 'Closed' });
    // The figure means nothing unless a close without a signature is now refused.
    const refused = await fetch(`${server.url}/api/ccf/close/none`, {
      method: 'PATCH',
      headers: { [AUTH_HEADER]: supervisor, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 6, comment: 'x' }),
    });
    if (refused.status !== 400) throw new Error(`an unsigned close answered ${refused.status}, not 400`);
    const ms = (value: number) => `${formatNumber(value, 1)} ms`;
    const pair = (samples: number[]) => `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 99))}`;
    return {
      title: `(signatures) CCF close over HTTP, ${options.closes} closes each way after ${options.warmUp} to warm up`,
      rows: [
        ['PATCH /ccf/close unsigned p50 / p99', pair(unsigned)],
        ['PATCH /ccf/close signed (argon2id password check) p50 / p99', pair(signed)],
      ],
      metrics: [
        { name: '(signatures) signed CCF close p50', measured: percentile(signed, 50), unit: 'ms', digits: 1 },
        {
          name: '(signatures) signed CCF close p99',
          measured: percentile(signed, 99),
          unit: 'ms',
          target: 200,
          direction: 'at most',
          digits: 1,
        },
      ],
    };
  } finally {
    await server.destroy();
  }
};
