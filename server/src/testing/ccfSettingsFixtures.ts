import { listCodeParts } from './lookupFixtures.ts';

/** Posts a body to an API path as a user with MAINTAIN_CCF (the test's own HTTP helper), expecting success. */
type Post = (url: string, body: object) => Promise<unknown>;

/** The CCF type the tests' CCF parameters name (the demo's own types are FS, QC, HS and ENV). */
export const TEST_CCF_TYPE = { code: 'Q', name: 'Quality (tests)' };

/**
 * The CCF settings a test's CCF parameters name, created through the settings routes (a parameter's CCF
 * type and analysis must exist): the type Q, then each analysis of type Q with the limits the tests'
 * parameters use, absolute 2..10 and trigger band 4..8.
 */
export const createTestCcfSettings = async (post: Post, analyses: readonly string[]): Promise<void> => {
  await post('/ccf-types', TEST_CCF_TYPE);
  for (const code of analyses) {
    await post('/ccf-analysis', {
      code,
      name: `${code} (tests)`,
      type: TEST_CCF_TYPE.code,
      low_abs: 2,
      low_trigger: 4,
      high_trigger: 8,
      high_abs: 10,
    });
  }
};

/**
 * CCF parameters on one data-entry screen (hourly, area A) of BA, for tests that raise CCFs: the test's
 * CCF settings (analysis BRIX), the codes' parts listed, each code a CCF parameter of it, the screen's id answered.
 */
export const createCcfParametersOnScreen = async (
  server: Parameters<typeof listCodeParts>[0],
  post: Post,
  codes: readonly string[],
  description: string,
): Promise<number> => {
  await createTestCcfSettings(post, ['BRIX']);
  await listCodeParts(server, codes);
  const screen = (await post('/data-screen', { DESCRIPTION: description, SCREEN_TYPE: 'HLY', ACCESS_LEVEL: 1, AREA: 'A' })) as {
    ID: number;
  };
  for (const CODE of codes) {
    await post('/parameter', { CODE, HEADING1: `${description} ${CODE}`, PCAT_CODE: 'JUICE', CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX' });
    await post(`/data-screen-member/${screen.ID}/${CODE}`, {});
  }
  return screen.ID;
};
