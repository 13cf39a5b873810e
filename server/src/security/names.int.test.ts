import { plainTextMessage, type UserDto } from '@ftr/contracts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { report } from '../testing/reportsFixtures.ts';

/** Names hold no control characters nor bidi overrides (contracts/src/shared/plainText.ts): 400 with one message, nothing written. */
let server: TestServer;
const tokens = { manager: '', admin: '', supervisor: '' };
const { refused, ok } = httpHelpers(() => server);

beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  tokens.manager = (await server.login('manager.co', 'BA')).token;
  tokens.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  tokens.admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
});
afterAll(() => server.destroy());

describe('names with hidden characters', () => {
  it('refuses NUL and a right-to-left override in report, grabber, dashboard, screen and user names', async () => {
    const name = plainTextMessage('Name');
    await refused('POST', '/grabber', tokens.manager, { name: 'Pans\u0000' }, 400, name);
    await refused('POST', '/grabber', tokens.manager, { name: 'Pans\u202Eslx.exe' }, 400, name);
    await refused('POST', '/report', tokens.manager, { ...report, REPORT_NAME: 'Daily\u202Efdp' }, 400, `REPORT_NAME: ${name}`);
    await refused(
      'POST',
      '/data-screen',
      tokens.supervisor,
      { DESCRIPTION: 'Boiler\u2066', SCREEN_TYPE: 'DLY', ACCESS_LEVEL: 1, AREA: 'A' },
      400,
      `DESCRIPTION: ${name}`,
    );
    const admin = await ok<UserDto>('GET', '/user/operator.ba', tokens.admin);
    await refused(
      'PUT',
      '/user/operator.ba',
      tokens.admin,
      { ...admin, FIRST_NAME: 'Op\u202Eerator' },
      400,
      plainTextMessage('First Name'),
    );
    // Ordinary text, accents and other scripts included, is kept.
    expect((await ok('POST', '/grabber', tokens.manager, { name: 'Pans – Zuckerfabrik °Bx' })).message).toBeTruthy();
  });
});
