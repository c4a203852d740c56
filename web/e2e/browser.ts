import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The demo school's accounts (seeded into an empty database). */
export const demo = {
  password: 'Demo2026',
  teacher: '13800000001',
  assistant: '13800000002',
  student: '13900000001',
} as const;

const screenshotDir = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * One browser per test file and, per test, a page in a fresh context (no cookies) sized like a staff
 * laptop, in Chinese and the school's zone. A test fails if the page throws or breaks its CSP.
 */
export function usePage(): () => Page {
  let browser: Browser;
  let page: Page;
  let uncaught: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    page = await context.newPage();
    uncaught = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    // A Content-Security-Policy violation is a failure too: the app must pass its own policy.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        uncaught.push(message.text());
    });
  });
  afterEach(async () => {
    await page.context().close();
    expect(uncaught).toEqual([]);
  });
  return () => page;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** Fills the login form and presses Enter, as a user would. */
export async function submitLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-password').press('Enter');
}

/** Signs in from the Login screen and waits for the frame. */
export async function signIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, mobile, password);
  await page.getByRole('navigation', { name: '主导航' }).waitFor();
}

/** The labels of the sidebar entries, in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('navigation', { name: '主导航' })
    .locator('.p-menuitem-text')
    .allTextContents();
  return labels.map((label) => label.trim());
}
