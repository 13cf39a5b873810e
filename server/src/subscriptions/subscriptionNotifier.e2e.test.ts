import { randomUUID } from 'node:crypto';
import { instantToFactory, type OperationDto, type SubmitDataResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite();
const { describeBrowser } = suite;
const CODE = 'ZS-PH-V-1H';

/** Calls the API as `username` at BA (not through the browser). */
const api = async <T>(username: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
  const { token } = await suite.server().login(username, 'BA');
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};

describeBrowser('subscription notifications in the browser (Chromium)', () => {
  it("raises the subscriber's notification badge, without a reload, when someone else enters a subscribed value", async () => {
    await listCodeParts(suite.server(), [CODE]);
    await api('supervisor.ba', 'POST', '/parameter', {
      CODE,
      HEADING1: 'Thin juice pH',
      PCAT_CODE: 'JUICE',
      DISPLAY_PRECISION: 2,
      LOWER_CHK_LIMIT: 8.8,
      UPPER_CHK_LIMIT: 9.4,
    });
    await api('operator.ba', 'POST', '/parameter-subscribe', { code: CODE, site: 'BA', type: 2, email: false, push: true });

    const page = await suite.newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    const [operation] = await api<OperationDto[]>('supervisor.ba', 'GET', '/operations/active');
    const { date } = instantToFactory(new Date());
    const submitted = await api<SubmitDataResult>('supervisor.ba', 'POST', '/data', {
      submissionId: randomUUID(),
      data: [
        {
          TYPE: 'Insert',
          CODE,
          FTR_DATE: date,
          FTR_HOUR: 1,
          OPERATION: operation?.OPTN_CODE,
          AUDIT: false,
          VALUE: 9.7,
          ORIGINAL_VALUE: null,
          VALID: true,
        },
      ],
    });
    expect(await suite.server().notifier.waitFor(BigInt(submitted.position), 10_000)).toBe(true);

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('notification-bell').click();
    await page.getByRole('menuitem', { name: new RegExp(`${CODE} at Bardney`) }).waitFor();
    expect(reloaded).toBe(false);
    await page.context().close();
  });
});
