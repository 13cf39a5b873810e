// Response headers in the browser: the built UI works under the Content-Security-Policy, and an
// open page whose session ends elsewhere goes to sign-in by itself (its socket is dropped and refused).
import { browserSuite } from '../testing/browserSuite.ts';

const suite = browserSuite();
const { describeBrowser, consentedContext } = suite;

/** Records every CSP violation the page reports (the DOM event), from the first script on. */
const WATCH_CSP = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });
`;

/** A page that collects CSP violations from the DOM event and from the console ("Refused to ..."). */
const watchedPage = async () => {
  const context = await consentedContext();
  await context.addInitScript(WATCH_CSP);
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) console.push(message.text());
  });
  const violations = async () => [...(await page.evaluate<string[]>('window.__cspViolations')), ...console];
  return { page, violations };
};

const TEMP = 'RJ-FL-V-1H';

describeBrowser('the built UI under the security headers (Chromium)', () => {
  it('signs in and shows pages with charts, the live wallboards and the API docs with no CSP violation', async () => {
    const { page, violations } = await watchedPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney');
    await page.getByTestId('greeting').waitFor();
    await page.goto(`${suite.server().url}/parameter/BA/${TEMP}`);
    await page.getByText('3D', { exact: true }).click(); // the demo's values are of the days before today
    await page.locator('[data-testid="parameter-chart"] canvas').first().waitFor();
    await page.goto(`${suite.server().url}/live`);
    await page.getByRole('heading').first().waitFor();
    await page.goto(`${suite.server().url}/api/docs`);
    await page.locator('.swagger-ui .info').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('a page whose session ends elsewhere goes to sign-in by itself', async () => {
    const { page, violations } = await watchedPage();
    await suite.signIn(page, 'operator.ba', 'Bardney');
    await page.getByTestId('greeting').waitFor();
    const token = String(await page.evaluate("window.sessionStorage.getItem('ftr.token')"));
    const ended = await suite.server().request({ method: 'DELETE', url: '/api/auth', token });
    expect(ended.status).toBe(200);
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate("window.sessionStorage.getItem('ftr.token')")).toBeNull();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});
