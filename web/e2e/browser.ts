import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Cookie, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { ServerUnderTest } from './globalSetup';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The demo school's accounts (seeded into an empty database). */
export const demo = {
  password: 'Demo2026',
  teacher: '13800000001',
  assistant: '13800000002',
  student: '13900000001',
} as const;

export const reviewScreenshotsDir = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');

/**
 * Screens are kept for review only when asked (`npm run screenshots`, which sets E2E_SCREENSHOTS=1);
 * the gating run takes none but the screen a failed test stopped on.
 */
export const reviewScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** This worker's own server (globalSetup starts one per worker, each with its own database). */
export function serverUnderTest(): ServerUnderTest {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[worker - 1];
  if (!server) throw new Error(`no server for worker ${worker}: globalSetup started ${servers.length}`);
  return server;
}

/** The base URL of this worker's server. */
export const baseUrl = () => serverUnderTest().baseUrl;

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

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** The browser's zone; the school's by default. */
  timezoneId?: string;
}

/**
 * One browser per test file and, per test, a page in a fresh context (no cookies) sized like a staff
 * laptop, in Chinese and the school's zone. A test fails if the page throws or breaks its CSP.
 */
export function usePage({
  viewport = { width: 1440, height: 900 },
  timezoneId = 'Asia/Shanghai',
}: PageOptions = {}): () => Page {
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
      baseURL: baseUrl(),
      viewport,
      locale: 'zh-CN',
      timezoneId,
    });
    page = await context.newPage();
    uncaught = watchErrors(page);
  });
  afterEach(async ({ task }) => {
    // A failed test leaves the screen it stopped on, to be read beside the error.
    if (task.result?.state === 'fail')
      await keepScreen(page, `failed-${task.name.slice(0, 60).replace(/[^\p{L}\p{N}]+/gu, '-')}`).catch(
        () => {},
      );
    await page.context().close();
    expect(uncaught).toEqual([]);
  });
  return () => page;
}

/**
 * What the page throws and the Content-Security-Policy violations it reports, as they come (a
 * violation is a failure too: the app must pass its own policy). `usePage` watches its own page; a
 * test watches the pages it opens in contexts of its own.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

async function keepScreen(page: Page, name: string): Promise<void> {
  mkdirSync(reviewScreenshotsDir, { recursive: true });
  // Finite animations (a dialog opening, a toast fading) are shown as they end.
  await page.screenshot({ path: join(reviewScreenshotsDir, `${name}.png`), animations: 'disabled' });
}

/** A screen for review (artifacts/screenshots/NAME.png), taken only when screenshots are asked for. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (reviewScreenshots) await keepScreen(page, name);
}

/** Fills the login form and presses Enter, as a user would. */
export async function submitLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.locator('#login-mobile').fill(mobile);
  await page.locator('#login-password').fill(password);
  await page.locator('#login-password').press('Enter');
}

/** Signs in from the Login screen and waits for the frame: a new session every time. */
export async function signInWithForm(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, mobile, password);
  await page.getByRole('navigation', { name: '主导航' }).waitFor();
}

/** A session this file signed in with the form, by server, account and password. */
const signedIn = new Map<string, { cookies: Cookie[]; landing: string }>();

/**
 * Signs in and waits for the frame. The file's first sign-in of an account goes through the Login
 * form (as a user would); later ones in the same file reuse that session's cookie and open the page
 * the form landed on. A session that has ended since (signed out, password changed) is signed in
 * again with the form. Tests that need a session of their own use `signInWithForm`.
 */
export async function signIn(page: Page, mobile: string, password: string): Promise<void> {
  const key = `${baseUrl()} ${mobile} ${password}`;
  const session = signedIn.get(key);
  if (session) {
    await page.context().addCookies(session.cookies);
    await page.goto(session.landing);
    const frame = page.getByRole('navigation', { name: '主导航' });
    await frame.or(page.locator('#login-mobile')).first().waitFor();
    if (await frame.isVisible()) return;
    signedIn.delete(key);
  }
  await signInWithForm(page, mobile, password);
  signedIn.set(key, { cookies: await page.context().cookies(), landing: page.url() });
}

/** The labels of the sidebar entries, in order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('navigation', { name: '主导航' })
    .locator('.side-nav__label')
    .allTextContents();
  return labels.map((label) => label.trim());
}

/** Presses a row's action: a visible button, or the item of its 更多 menu. */
export async function rowAction(page: Page, row: Locator, label: string): Promise<void> {
  const button = row.getByRole('button', { name: label, exact: true });
  if ((await button.count()) > 0) return button.click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

/** Why a row's action is refused (its tooltip's reason), or null when it is allowed. */
export async function rowRefusal(page: Page, row: Locator, label: string): Promise<string | null> {
  const button = row.getByRole('button', { name: label, exact: true });
  if ((await button.count()) > 0) {
    if ((await button.getAttribute('aria-disabled')) !== 'true') return null;
    const id = await button.getAttribute('aria-describedby');
    return id ? page.locator(`[id="${id}"]`).textContent() : null;
  }
  await row.getByRole('button', { name: '更多' }).click();
  const menu = page.locator('.p-menu-overlay').last();
  await menu.waitFor();
  const refused = menu
    .locator('.row-actions__refused')
    .filter({ has: page.locator('.row-actions__refused-label').getByText(label, { exact: true }) });
  const reason =
    (await refused.count()) > 0 ? await refused.locator('.row-actions__reason').textContent() : null;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return reason;
}
