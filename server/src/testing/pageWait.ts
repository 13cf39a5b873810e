import type { Locator, Page } from 'playwright-core';

/**
 * Waits until `expression` (page JavaScript, as text) is truthy in the page. Playwright's
 * page.waitForFunction(string) evaluates the text with eval on every poll, which the app's
 * Content-Security-Policy (no 'unsafe-eval', docs/security.md) refuses; page.evaluate of a text is
 * not subject to it. Polls once per animation frame of the page, like waitForFunction does.
 */
export const waitForExpression = async (page: Page, expression: string, { timeout = 30_000 }: { timeout?: number } = {}): Promise<void> => {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(`Boolean(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`waitForExpression: not true after ${timeout} ms: ${expression}`);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(true)))');
  }
};

/** True when every open antd Select dropdown has finished sliding in (no motion class, no running animation). */
const DROPDOWN_SETTLED = `(() => {
  const open = [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.classList.contains('ant-select-dropdown-hidden'));
  return open.length > 0 && open.every((d) => !/motion|slide/.test(d.className) && d.getAnimations().length === 0);
})()`;

/**
 * Clicks the option titled `title` in the open antd Select dropdown, once the dropdown has stopped
 * sliding in: a click during the motion can be lost under load, leaving the list open with nothing chosen.
 */
export const chooseOption = async (page: Page, title: string | RegExp, options: { exact?: boolean } = {}): Promise<void> => {
  await waitForExpression(page, DROPDOWN_SETTLED);
  await page.getByTitle(title, options).click();
};

/**
 * Waits until the input behind `locator` holds `expected`. A value composed by the page (Form.useWatch,
 * a setFieldsValue in onValuesChange) lands a render after the event that caused it, so reading it at once races.
 */
export const waitForValue = async (locator: Locator, expected: string, { timeout = 30_000 }: { timeout?: number } = {}): Promise<void> => {
  const deadline = Date.now() + timeout;
  let found = await locator.inputValue();
  while (found !== expected) {
    if (Date.now() > deadline) throw new Error(`waitForValue: expected '${expected}', found '${found}' after ${timeout} ms`);
    await locator.page().evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(true)))');
    found = await locator.inputValue();
  }
};
