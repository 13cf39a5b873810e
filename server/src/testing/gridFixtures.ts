import type { Page } from 'playwright-core';
import { factoryToday, type OperationDto, type ScreenWriteResult, type Site } from '@ftr/contracts';
import type { BrowserSuite } from './browserSuite.ts';
import { listCodeParts } from './lookupFixtures.ts';

/**
 * A browser test's own data-entry screens at a site (created as that site's supervisor), the grid's
 * address and its cells. Real time: the browser's factory date and the server's must agree.
 */
export const gridFixtures = (suite: BrowserSuite) => {
  const today = factoryToday(new Date());
  const tokens = new Map<string, string>();
  /** A call as a demo user; their site is the username's suffix (supervisor.wi: WI). */
  const api = async <T>(username: string, method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
    const site = (username.split('.')[1]?.toUpperCase() ?? 'BA') as Site;
    let token = tokens.get(username);
    if (!token) {
      ({ token } = await suite.server().login(username, site));
      tokens.set(username, token);
    }
    const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
    return response.json<T>();
  };
  /** The site's first active operation. */
  const activeOperation = async (supervisor: string) => {
    const code = (await api<OperationDto[]>(supervisor, 'GET', '/operations/active'))[0]?.OPTN_CODE;
    if (!code) throw new Error(`no active operation for ${supervisor}`);
    return code;
  };
  /** A new hourly data-entry screen of `codes` (parameters created here, their code parts listed first, precision 1). */
  const screen = async (supervisor: string, name: string, codes: string[], accessLevel = 1) => {
    await listCodeParts(suite.server(), codes);
    for (const CODE of codes)
      await api(supervisor, 'POST', '/parameter', { CODE, HEADING1: CODE.split('-')[1], PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1 });
    const { ID } = await api<ScreenWriteResult>(supervisor, 'POST', '/data-screen', {
      DESCRIPTION: name,
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: accessLevel,
      AREA: 'A',
    });
    for (const code of codes) await api(supervisor, 'POST', `/data-screen-member/${ID}/${code}`);
    return ID;
  };
  const gridPath = (id: number, operation: string) => `/dataentry/${id}/${operation}/HLY/${today}/END`;
  const cell = (page: Page, code: string, hour: number) => page.locator(`input[data-cell="${code}|${today}|${hour}"]`);
  const gridReady = (page: Page) => page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
  return { today, api, activeOperation, screen, gridPath, cell, gridReady };
};
