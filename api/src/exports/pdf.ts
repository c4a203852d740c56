import type { Kysely } from 'kysely';
import { type Browser, chromium } from 'playwright-core';
import { tooLarge, tooMany } from '../shared/errors';
import { Busy, taskSlots } from '../shared/offThread';
import type { Database } from '../store/schema';
import { type StoredExport, storeExport } from './exports';

/**
 * HTML to PDF with the system's headless Chromium (a child process: the event loop only waits for
 * its answer). The page may not reach anything outside what it was given: JavaScript is off, every
 * request the page makes is aborted (route interception, offline, a proxy that goes nowhere), a
 * content security policy allows inline styles and `data:` images and fonts only, and file URLs are
 * refused by Chromium for a page that is not itself a file. A render that outlasts its time is
 * stopped with its browser; oversized input is refused before anything starts.
 */

/** Characters of html and css together. */
export const PDF_INPUT_MAX = 1_500_000;
const RENDER_TIMEOUT_MS = 30_000;
const slots = taskSlots(1, 4);

export const PDF_MESSAGES = {
  tooLarge: '试卷内容过大，无法生成PDF',
  timeout: '试卷生成超时，请稍后再试',
  busy: '生成PDF的人较多，请稍后再试',
} as const;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Inline only: styles in the page, images and fonts as data URLs. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

const documentOf = (html: string, css: string) =>
  [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    `</head><body>${html}</body></html>`,
  ].join('');

class TimedOut extends Error {}

async function render(html: string, css: string, timeoutMs: number): Promise<Uint8Array> {
  let browser: Browser | undefined;
  let over = false;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), timeoutMs);
  });
  const work = async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--proxy-server=127.0.0.1:9',
        '--proxy-bypass-list=<-loopback>',
      ],
    });
    // The time ran out while Chromium started: it goes at once.
    if (over) await browser.close();
    const context = await browser.newContext({
      javaScriptEnabled: false,
      offline: true,
      serviceWorkers: 'block',
    });
    await context.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    await page.setContent(documentOf(html, css), { waitUntil: 'load', timeout: timeoutMs });
    return new Uint8Array(
      await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' },
      }),
    );
  };
  const working = work();
  working.catch(() => undefined);
  try {
    return await Promise.race([working, expired]);
  } catch (error) {
    if (error instanceof TimedOut) throw tooLarge(PDF_MESSAGES.timeout);
    throw error;
  } finally {
    over = true;
    clearTimeout(timer);
    await (browser as Browser | undefined)?.close().catch(() => undefined);
  }
}

/** Renders a PDF, one at a time (a few more wait their turn, beyond them: busy). */
export async function renderPdf(
  input: { html: string; css: string },
  timeoutMs = RENDER_TIMEOUT_MS,
): Promise<Uint8Array> {
  if (input.html.length + input.css.length > PDF_INPUT_MAX) throw tooLarge(PDF_MESSAGES.tooLarge);
  try {
    return await slots(() => render(input.html, input.css, timeoutMs));
  } catch (error) {
    if (error instanceof Busy) throw tooMany(PDF_MESSAGES.busy);
    throw error;
  }
}

/** Renders the PDF and stores it as an export of its requester: a private, expiring address. */
export async function producePdf(
  db: Kysely<Database>,
  request: { ownerUid: number; name: string; html: string; css: string },
  now: number,
): Promise<StoredExport> {
  const bytes = await renderPdf(request);
  return storeExport(db, { ownerUid: request.ownerUid, name: request.name, kind: 'pdf', bytes }, now);
}
