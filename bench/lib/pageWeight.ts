import { chromium } from 'playwright-core';
import type { SignedInPages } from './staffPages';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

export interface PageWeight {
  /** Bytes received for the page and everything it loaded, as sent (compressed, with headers). */
  wireBytes: number;
  requests: number;
}

/**
 * Opens `path` signed in, on an empty cache, in Debian's Chromium and counts every request and the
 * bytes that came over the wire until `ready` (a CSS selector) shows and the network has been idle for
 * half a second after it.
 */
export async function pageWeight(
  baseUrl: string,
  session: SignedInPages,
  path: string,
  ready: string,
): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.addCookies([{ ...session.cookie, url: baseUrl }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const weight: PageWeight = { wireBytes: 0, requests: 0 };
    cdp.on('Network.requestWillBeSent', () => {
      weight.requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      weight.wireBytes += event.encodedDataLength;
    });
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return weight;
  } finally {
    await browser.close();
  }
}
