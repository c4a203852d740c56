import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../src/app/routes/routes';
import { demo, screenshot, signIn, usePage } from './browser';
import {
  ASSISTANT_ONLY,
  assistantScreens,
  liveRoutes,
  openScreen,
  studentWithExams,
  teacherScreens,
} from './screens';

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

/**
 * Texts the page cuts: an element holding text whose content is wider or taller than the box that
 * hides the rest (an ellipsis, a clamp, a clipped button), a placeholder wider than its field, and the
 * page itself wider than the screen.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1)
      out.push(`the page is ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[hidden], [aria-hidden="true"]') || element.getClientRects().length === 0)
        continue;
      // Text for screen readers only sits in a one-pixel box on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      const style = getComputedStyle(element);
      const cutsX = style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      const cutsY = style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1;
      const scrolls =
        ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
      if ((cutsX || cutsY) && !scrolls) out.push(own);
    }
    // A placeholder is drawn inside its field's padding box, cut where the field ends.
    const measure = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    for (const field of document.body.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (field.getClientRects().length === 0) continue;
      const style = getComputedStyle(field);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (measure.measureText(field.placeholder).width > room + 1) out.push(field.placeholder);
    }
    return out;
  });
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

describe('the student side in English at phone size', () => {
  const page = usePage({ viewport: { width: 390, height: 844 } });

  it(
    'a student visits every screen of the student side and reads no Chinese of the web, none of it cut',
    async () => {
      const p = page();
      const { screens } = await studentWithExams(p);
      await p.getByRole('heading', { level: 1 }).first().waitFor();
      await chooseEnglish(p);
      await p.getByRole('navigation', { name: 'Student navigation' }).waitFor();
      const offences: string[] = [];
      for (const url of screens) {
        if (!(await openScreen(p, url))) {
          offences.push(`${url}: no level-1 heading drew`);
          continue;
        }
        expect(await p.evaluate(() => document.documentElement.lang)).toBe('en-US');
        offences.push(...(await webChinese(p)).map((text) => `${url}: ${text}`));
        offences.push(...(await clippedTexts(p)).map((text) => `${url}: cut: ${text}`));
        await screenshot(p, `student-english${url.replace(/\W+/g, '-')}`);
      }
      expect(offences).toEqual([]);
      await openScreen(p, '/student/exams');
      await screenshot(p, 'student-english-exams');
    },
    SLOW,
  );
});
