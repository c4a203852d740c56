/**
 * `npx tsx bench/lighthouseDetail.ts [page-name-fragment] [desktop|mobile]`: Lighthouse on the pages of
 * the Lighthouse benchmark whose name contains the fragment (all when none), printing where each
 * page's time goes: the LCP element and its phases, the main-thread work by script, the requests
 * (largest first) and the critical chain's length. Writes each full report under bench/results/lhr/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/pageWeight';
import { startServer } from './lib/servers';
import { signedInPages } from './lib/staffPages';
import { studentPages } from './lib/studentPages';

const [fragment = '', preset = 'mobile'] = process.argv.slice(2);
process.env.LOG_LEVEL = 'silent';
const dir = mkdtempSync(join(tmpdir(), 'lh-detail-'));
const out = join(import.meta.dirname, 'results', 'lhr');
mkdirSync(out, { recursive: true });
const server = await startServer({ role: 'web', databaseUrl: `sqlite:${join(dir, 'school.db')}` });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
type Items = { items?: Record<string, unknown>[] } | undefined;
const items = (lhr: { audits: Record<string, { details?: unknown }> }, id: string) =>
  ((lhr.audits[id]?.details as Items)?.items ?? []) as Record<string, any>[];
try {
  const staff = await signedInPages(server.url);
  const student = await studentPages(server.url);
  const pages = [
    ...staff.pages.map((p) => ({ ...p, cookie: p.name === 'login' ? undefined : staff.cookie })),
    ...student.pages.map((p) => ({ ...p, cookie: student.cookie })),
  ].filter((p) => p.name.includes(fragment));
  for (const page of pages) {
    const result = await lighthouse(
      `${server.url}${page.path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        ...(page.cookie ? { extraHeaders: { Cookie: `${page.cookie.name}=${page.cookie.value}` } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) continue;
    const { lhr } = result;
    writeFileSync(join(out, `${page.name.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(lhr));
    const n = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    console.log(
      `\n## ${page.name} (${preset}): ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
    );
    console.log(
      `FCP ${n('first-contentful-paint')} · LCP ${n('largest-contentful-paint')} · TBT ${n('total-blocking-time')} · SI ${n('speed-index')} · CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}`,
    );
    for (const audit of ['largest-contentful-paint-element', 'lcp-lazy-loaded']) {
      for (const it of items(lhr, audit)) {
        const sub = (it.items ?? []) as Record<string, any>[];
        for (const s of sub) console.log(`  ${audit}: ${JSON.stringify(s.node?.snippet ?? s).slice(0, 200)}`);
      }
    }
    for (const it of items(lhr, 'largest-contentful-paint-element').flatMap((i) => i.items ?? []))
      if (it.phase) console.log(`  LCP phase ${it.phase}: ${Math.round(it.timing)} ms`);
    console.log('  main thread by script (ms):');
    for (const it of items(lhr, 'bootup-time').slice(0, 8))
      console.log(`    ${Math.round(it.total)}  ${Math.round(it.scripting)} scripting  ${it.url}`);
    console.log('  main thread by kind (ms):');
    for (const it of items(lhr, 'mainthread-work-breakdown'))
      console.log(`    ${Math.round(it.duration)}  ${it.groupLabel ?? it.group}`);
    const requests = items(lhr, 'network-requests');
    console.log(`  requests: ${requests.length}; largest transfers:`);
    for (const r of [...requests].sort((a, b) => b.transferSize - a.transferSize).slice(0, 14))
      console.log(
        `    ${(r.transferSize / 1024).toFixed(1)} KB  ${r.resourceType}  ${String(r.url).replace(server.url, '')}  ${Math.round(r.networkRequestTime ?? r.startTime)}→${Math.round(r.networkEndTime ?? r.endTime)}`,
      );
    const chains = lhr.audits['critical-request-chains']?.details as {
      longestChain?: Record<string, number>;
    };
    if (chains?.longestChain) console.log(`  longest critical chain: ${JSON.stringify(chains.longestChain)}`);
    for (const id of [
      'render-blocking-resources',
      'unused-javascript',
      'font-display',
      'uses-rel-preconnect',
    ])
      if ((lhr.audits[id]?.score ?? 1) < 1) console.log(`  ${id}: ${lhr.audits[id]?.displayValue ?? ''}`);
  }
} finally {
  chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
