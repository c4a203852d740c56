import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../src/app/routes/routes';
import { demo, screenshot, signIn, usePage } from './browser';
import { ASSISTANT_ONLY, assistantScreens, liveRoutes, openScreen, teacherScreens } from './screens';

const SLOW = 600_000;

/*
 * In English, a built screen shows Chinese only where it shows data (the demo school's records, many of
 * them composed by the seed, e.g. names) or a message of the API (the spec's messages, kept Chinese).
 * Every text the web writes itself passes through its catalogues (the source scan holds code to that),
 * so the check here is: no element's text, label, placeholder or title on the page is one of the web's
 * Chinese catalogue texts, unless the server (api/src with its seed, machines/src with the shared rule
 * messages) says exactly that too, which makes it data or an API message. Text marked lang="zh-CN"
 * (the language switch's 中文) is Chinese on purpose.
 */

const repo = join(import.meta.dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourcesUnder(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function chineseStrings(files: string[]): string[] {
  return files.flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
        /[\u3400-\u9fff]/.test(node.text)
      )
        found.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

const serverStrings = chineseStrings([
  ...sourcesUnder(join(repo, 'api', 'src')),
  ...sourcesUnder(join(repo, 'machines', 'src')),
]);
const serverExact = new Set(serverStrings.map((s) => s.trim()));
const webTexts = new Set(
  chineseStrings(
    readdirSync(join(repo, 'web', 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(repo, 'web', 'src', entry.name, 'i18n', 'zh-CN.ts'))
      .filter((file) => {
        try {
          readFileSync(file);
          return true;
        } catch {
          return false;
        }
      }),
  ).filter((text) => !text.includes('{') && !serverExact.has(text)),
);

/** The web's own Chinese texts shown on the page. */
async function webChinese(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') === 'zh-CN') continue;
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (own) out.push(own);
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) out.push(value.trim());
      }
    }
    return out;
  });
  return texts.filter((text) => webTexts.has(text));
}

async function chooseEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'English' }).first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'en-US');
}

describe('the web in English', () => {
  const page = usePage({ viewport: { width: 1280, height: 720 } });

  it('the switch on the login page turns it English, remembered across a reload', async () => {
    await page().goto('/login');
    // In Chinese the check sees the web's own texts, so it can tell when English misses one.
    await page().getByRole('heading', { name: '账号登录' }).waitFor();
    expect(await webChinese(page())).toContain('账号登录');
    await chooseEnglish(page());
    await page().getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await webChinese(page())).toEqual([]);
    await page().reload();
    await page().getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('en-US');
    await screenshot(page(), 'english-login');
  });

  /** Visits each screen in English and lists the web's own Chinese found there. */
  async function englishOffences(urls: string[]): Promise<string[]> {
    const offences: string[] = [];
    for (const url of urls) {
      if (!(await openScreen(page(), url))) {
        offences.push(`${url}: no level-1 heading drew`);
        continue;
      }
      expect(await page().evaluate(() => document.documentElement.lang)).toBe('en-US');
      offences.push(...(await webChinese(page())).map((text) => `${url}: ${text}`));
    }
    return offences;
  }

  it(
    'a teacher visits every built screen and reads no Chinese of the web',
    async () => {
      await signIn(page(), demo.teacher, demo.password);
      await chooseEnglish(page());
      await page().getByRole('navigation', { name: 'Main navigation' }).waitFor();
      const screens = await teacherScreens(page());
      const covered = new Set<RouteName>(['Login', ...ASSISTANT_ONLY, ...screens.map(([name]) => name)]);
      expect(liveRoutes.filter((name) => !covered.has(name))).toEqual([]);
      expect(await englishOffences(screens.map(([, url]) => url))).toEqual([]);
      await page().goto('/homework?tab=main');
      await openScreen(page(), '/homework?tab=main');
      await screenshot(page(), 'english-homework');
    },
    SLOW,
  );

  it(
    "an assistant visits the assistant's screens and reads no Chinese of the web",
    async () => {
      await signIn(page(), demo.assistant, demo.password);
      await chooseEnglish(page());
      await page().getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(await englishOffences(await assistantScreens(page()))).toEqual([]);
    },
    SLOW,
  );
});
