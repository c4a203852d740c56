import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../src/app/routes/routes';
import { demo, signIn, usePage } from './browser';
import {
  ASSISTANT_ONLY,
  assistantScreens,
  liveRoutes,
  openScreen,
  publishRecalledHomework,
  studentWithExams,
  teacherScreens,
} from './screens';

/**
 * axe-core over every built screen of the demo school (the list in ./screens), signed in as the
 * teacher and as an assistant, and every screen of the student side at phone size (390×844) signed in
 * as a student: no serious or critical violation.
 */

const SLOW = 600_000;
const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
          )
          .join('\n')}`,
    );
}

/** Opens a screen once it has settled and lists what axe finds there. */
async function check(page: Page, url: string): Promise<string[]> {
  if (!(await openScreen(page, url))) return [`${url}\n  no level-1 heading drew`];
  return (await seriousViolations(page)).map((v) => `${url}\n  ${v}`);
}

describe('accessibility (axe-core)', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it(
    'the signed-out screens have no serious or critical violation',
    async () => {
      const p = page();
      await p.goto('/login');
      await p.locator('#login-mobile').waitFor();
      const found = await seriousViolations(p);
      await p.getByRole('button', { name: '登录' }).click();
      await p.getByText('请输入手机号').first().waitFor();
      found.push(...(await seriousViolations(p)));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "every screen of the teacher's has no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.teacher, demo.password);
      await publishRecalledHomework(p, `撤回的作业${Date.now() % 100_000}`);
      const screens = await teacherScreens(p);
      // Every built screen is here (the login page and the assistant's own screens have their
      // tests): a new screen joins this list.
      const covered = new Set<RouteName>(['Login', ...ASSISTANT_ONLY, ...screens.map(([n]) => n)]);
      expect(liveRoutes.filter((name) => !covered.has(name))).toEqual([]);
      const found: string[] = [];
      for (const [, url] of screens) found.push(...(await check(p, url)));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    "an assistant's screens have no serious or critical violation",
    async () => {
      const p = page();
      await signIn(p, demo.assistant, demo.password);
      const found: string[] = [];
      for (const url of await assistantScreens(p)) found.push(...(await check(p, url)));
      expect(found).toEqual([]);
    },
    SLOW,
  );
});

describe('accessibility of the student side at phone size (axe-core)', () => {
  const page = usePage({ viewport: { width: 390, height: 844 } });

  it(
    "every screen of the student's has no serious or critical violation",
    async () => {
      const p = page();
      const { screens } = await studentWithExams(p);
      const found: string[] = [];
      for (const url of screens) found.push(...(await check(p, url)));
      expect(found).toEqual([]);
    },
    SLOW,
  );
});
