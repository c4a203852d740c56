import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './pageWeight';

export type Preset = 'desktop' | 'mobile';

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes over the wire, as Lighthouse counts them. */
  bytes: number;
  requests: number;
}

/** One Chromium for a series of Lighthouse runs (performance only), each on an empty cache. */
export async function openLighthouse() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  return {
    /** `cookie` (e.g. `sid=…`) goes with every request, as the browser sends the web app's session. */
    async run(url: string, preset: Preset, cookie?: string): Promise<LighthouseFigures> {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = lhr.audits['network-requests']?.details;
      return {
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        bytes: numeric('total-byte-weight'),
        requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
      };
    },
    close: () => chrome.kill(),
  };
}
