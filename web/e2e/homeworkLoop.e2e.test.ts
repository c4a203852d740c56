import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerSheetPng, CLASS_ONE_STUDENTS, restAt } from '../../api/test/scenarios/gradedHomework';
import { baseUrl, demo, screenshot, signIn, submitLogin, usePage } from './browser';
import { pickFromMyBank } from './questionPicker';
import { toast } from './rest';
import { settledBox } from './settledBox';
import { answerEssayWithPhoto } from './studentAnswer';

/**
 * The whole homework loop with two students, each in a browser of their own: the teacher publishes a
 * short-answer homework through the staff screens (1280×720); two students of 初一1班 answer it on a
 * phone (390×844), each with their own text and photo; the teacher grades each on the grading page
 * with their own remark, comment and stroke on the paint board; past the deadline each student reads
 * exactly what was written for them (never the other's) over exactly their own photo with the shape
 * the grader saved. One of them saves the question, finds it in 我的收藏 and removes it again.
 */

const SLOW = 300_000;
const PHONE = { width: 390, height: 844 };
const STAFF = { width: 1280, height: 720 };
const COURSE = '初一语文秋季班';
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Student {
  mobile: string;
  text: string;
  ink: number;
  remark: string;
  comment: string;
  /** Where the stroke goes on the paint board, as fractions of the board. */
  stroke: { from: [number, number]; to: [number, number] };
}

const STUDENTS: [Student, Student] = [
  {
    mobile: CLASS_ONE_STUDENTS[0],
    text: '惯性是物体保持原有运动状态的性质。',
    ink: 40,
    remark: '定义写对了，再举一个生活中的例子',
    comment: '思路清楚，字迹工整',
    stroke: { from: [0.15, 0.2], to: [0.55, 0.6] },
  },
  {
    mobile: CLASS_ONE_STUDENTS[1],
    text: '惯性就是速度越大越难停下来。',
    ink: 120,
    remark: '惯性只与质量有关，与速度无关',
    comment: '概念混淆，请重读课本第三节',
    stroke: { from: [0.5, 0.3], to: [0.9, 0.85] },
  },
];

const axeSource: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The serious and critical violations axe-core finds on the page as it is now (rule id and targets). */
async function seriousViolations(p: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const violations = (await p.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(ctx: Document, options: object): Promise<{ violations: unknown[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const newContext = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

/** The teacher publishes one short answer of their bank on the course, scored 10, through the form. */
async function publishShortAnswer(tp: Page, name: string) {
  await tp.goto('/homework?tab=main');
  await tp.getByRole('button', { name: '发布作业' }).click();
  await tp.getByRole('button', { name: '选择课程' }).click();
  const courses = tp.getByRole('dialog', { name: '选择课程' });
  await courses.locator('tr', { hasText: COURSE }).first().locator('.p-radiobutton').click();
  await courses.getByRole('button', { name: '确定' }).click();
  await tp.locator('#hw-name-input').fill(name);
  await tp.locator('#hw-ending-input').fill('2030-01-15 18:00');
  await tp.keyboard.press('Escape');
  await tp.locator('label[for="hw-score-2"]').click();
  await pickFromMyBank(tp, { type: '简答题' });
  await tp.getByRole('button', { name: '批量设置分值' }).click();
  await tp.locator('#batch-5').fill('10');
  await tp.getByRole('dialog', { name: '批量设置分值' }).getByRole('button', { name: '确定' }).click();
  await tp.locator('.publish-section__summary').filter({ hasText: '共 1 题，总分 10 分' }).waitFor();
  await tp.getByRole('button', { name: '发布', exact: true }).click();
  await toast(tp, '作业发布成功');
  await tp.locator('tr', { hasText: name }).waitFor();
}

/** A student signs in on the Login page and lands on my homework. */
async function studentSignsIn(p: Page, mobile: string) {
  await p.goto('/login');
  await submitLogin(p, mobile, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.getByRole('heading', { name: '我的作业' }).waitFor();
}

/** The student answers the short answer with their text and photo and submits; answers the photo's URL. */
async function answerWithPhoto(p: Page, name: string, essayId: number, s: Student) {
  await p.getByRole('link', { name: new RegExp(name) }).click();
  await p.getByRole('heading', { name }).waitFor();
  const photoUrl = await answerEssayWithPhoto(p, essayId, s.text, answerSheetPng(s.ink));
  await p.getByRole('button', { name: '提交作业' }).click();
  await p.getByRole('dialog', { name: '提交作业' }).getByRole('button', { name: '提交作业' }).click();
  await p.getByText('作业已提交，等待老师批阅。').waitFor();
  return photoUrl;
}

/** The teacher grades one report: a stroke of the pen on the paint board, a score, a remark, a comment. */
async function grade(tp: Page, reportId: number, s: Student, score: number) {
  await tp.goto(`/homework/approve?report_id=${reportId}`);
  await tp.getByRole('heading', { name: '批改作业' }).waitFor();
  await tp.getByRole('button', { name: '批注' }).click();
  const board = tp.getByRole('img', { name: '批注画板' });
  const box = await settledBox(board);
  await tp.getByRole('button', { name: '矩形' }).click();
  const at = ([fx, fy]: [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
  await tp.mouse.move(...at(s.stroke.from));
  await tp.mouse.down();
  await tp.mouse.move(...at(s.stroke.to), { steps: 6 });
  await tp.mouse.up();
  await tp.getByRole('button', { name: '保存批注' }).click();
  await tp.getByRole('dialog', { name: '批注' }).waitFor({ state: 'hidden' });
  await tp.locator('#grading-score').fill(String(score));
  await tp.locator('#grading-remark').fill(s.remark);
  await tp.getByRole('button', { name: '保存并下一题' }).click();
  await tp.getByRole('button', { name: '第1题，已批阅' }).waitFor();
  await tp.getByRole('button', { name: '完成批改' }).click();
  await tp.locator('#finish-comment').fill(s.comment);
  await tp.getByRole('dialog', { name: '完成批改' }).getByRole('button', { name: '提交' }).click();
  await tp.getByRole('dialog', { name: '完成批改' }).waitFor({ state: 'hidden' });
}

const plain = (html: string) => html.replace(/<[^>]*>/g, '');

describe('the homework loop with two students', () => {
  // The first student's phone; the teacher and the second student open contexts of their own.
  const page = usePage({ viewport: PHONE });

  it(
    'each student reads exactly their own comment, remark and marked photo; a saved question is found in 我的收藏',
    async () => {
      const client = restAt(baseUrl());
      const browser = page().context().browser() as Browser;
      const name = `两人作业${String(Date.now() % 100_000).padStart(5, '0')}`;
      const contexts: BrowserContext[] = [];
      try {
        // The teacher publishes through the staff screens.
        const teacherContext = await newContext(browser, STAFF);
        contexts.push(teacherContext);
        const tp = await teacherContext.newPage();
        await signIn(tp, demo.teacher, demo.password);
        await publishShortAnswer(tp, name);

        // Each student answers in their own browser, with their own text and photo.
        const secondContext = await newContext(browser, PHONE);
        contexts.push(secondContext);
        const phones = [page(), await secondContext.newPage()] as const;
        const seen = [];
        for (const [i, s] of STUDENTS.entries()) {
          const token = await client.login(s.mobile);
          const mine = (await client.call('GET', '/app/homework?limit=100', token)).data.list as {
            hw_id: number;
            report_id: number;
            name: string;
          }[];
          const row = mine.find((r) => r.name === name);
          if (!row) throw new Error(`${s.mobile} has no report of ${name}`);
          const open = (await client.call('GET', `/app/homework/${row.report_id}`, token)).data;
          const essayId = (open.questions as { ques_id: number; ques_type: number }[])[0]?.ques_id as number;
          const p = phones[i] as Page;
          await studentSignsIn(p, s.mobile);
          const photoUrl = await answerWithPhoto(p, name, essayId, s);
          seen.push({ s, p, token, hwId: row.hw_id, reportId: row.report_id, essayId, photoUrl });
        }
        const [a, b] = seen as [(typeof seen)[number], (typeof seen)[number]];
        expect(a.photoUrl).not.toBe(b.photoUrl);

        // The teacher grades each on the grading page.
        await grade(tp, a.reportId, a.s, 8);
        await grade(tp, b.reportId, b.s, 4);

        // Past the deadline the reports may be seen (spec section 4, status 3).
        const teacherToken = await client.login(demo.teacher);
        const closed = await client.call(
          'PUT',
          `/lector/hw/update/ending_time/${a.hwId}/${nowSeconds() - 60}`,
          teacherToken,
        );
        expect(closed.msg).toBe('调整成功');

        for (const [mine, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const { p, s } = mine;
          const saved = (await client.call('GET', `/app/homework/${mine.reportId}`, mine.token)).data;
          expect(saved.status).toBe(3);
          const essay = (saved.report_questions as any[])[0];
          const [attachment] = essay.attachments as { url: string; draw: string }[];
          // What grading saved: the student's own photo with the one rectangle drawn on it.
          expect(attachment?.url).toBe(mine.photoUrl);
          const drawn = JSON.parse(attachment?.draw as string).draw as {
            name: string;
            x: number;
            y: number;
            w: number;
            h: number;
          }[];
          expect(drawn.map((d) => d.name)).toEqual(['rect']);

          await p.goto(`/student/homework/${mine.reportId}`);
          const comment = p.getByRole('region', { name: '老师评语' });
          await comment.waitFor();
          const commentText = (await comment.locator('.rich-text').innerText()).trim();
          expect(commentText).toBe(s.comment);
          expect(commentText).not.toBe(other.s.comment);
          expect(plain(saved.comment)).toBe(s.comment);
          const question = p.getByRole('article', { name: '第1题' });
          const remark = (await question.locator('.student-feedback__remark p').innerText()).trim();
          expect(remark).toBe(s.remark);
          const shown = await p.evaluate(() => document.body.innerText);
          expect(shown).not.toContain(other.s.comment);
          expect(shown).not.toContain(other.s.remark);
          expect(shown).toContain(s.text);
          expect(shown).not.toContain(other.s.text);

          // The marked image: the very photo this student sent, byte for byte, under the saved shape.
          const marked = question.locator('.drawing-view');
          await marked.getByRole('img', { name: '批注', exact: true }).waitFor();
          const src = (await marked.locator('img').getAttribute('src')) as string;
          expect(src).toBe(attachment?.url);
          const served = await p.request.get(src);
          expect(served.status()).toBe(200);
          expect(Buffer.from(await served.body()).equals(answerSheetPng(s.ink))).toBe(true);
          const [shape] = drawn as [(typeof drawn)[number]];
          const rect = marked.locator('svg rect');
          expect(await rect.count()).toBe(1);
          const attrs = await rect.evaluate((el) =>
            ['x', 'y', 'width', 'height'].map((k) => Number(el.getAttribute(k))),
          );
          expect(attrs).toEqual([
            Math.min(shape.x, shape.x + shape.w),
            Math.min(shape.y, shape.y + shape.h),
            Math.abs(shape.w),
            Math.abs(shape.h),
          ]);
          if (mine === a) {
            await question.scrollIntoViewIfNeeded();
            await screenshot(p, 'homework-loop-student');
          }
        }
        // The two drawings differ as the strokes did.
        const drawOf = async (m: typeof a) =>
          JSON.parse(
            (
              (await client.call('GET', `/app/homework/${m.reportId}`, m.token)).data
                .report_questions as any[]
            )[0].attachments[0].draw,
          ).draw[0];
        expect(await drawOf(a)).not.toEqual(await drawOf(b));

        // The first student saves the question and finds it in 我的收藏, with its homework.
        const p = a.p;
        const question = p.getByRole('article', { name: '第1题' });
        await question.getByRole('button', { name: '收藏' }).click();
        await question.getByRole('status').filter({ hasText: '收藏成功' }).waitFor();
        await p.getByRole('link', { name: '我的收藏' }).click();
        await p.getByRole('heading', { name: '我的收藏' }).waitFor();
        const card = p.getByRole('listitem', { name });
        await card.waitFor();
        expect(await card.textContent()).toContain(`来自作业：${name}`);
        expect(await card.textContent()).toContain('简答题');
        await screenshot(p, 'student-saved');
        expect(await seriousViolations(p)).toEqual([]);
        // Its homework opens the report again.
        await card.getByRole('link', { name: `来自作业：${name}` }).click();
        await p.waitForURL(`**/student/homework/${a.reportId}`);
        await p.getByRole('article', { name: '第1题' }).getByRole('button', { name: '已收藏' }).waitFor();

        // Removing asks first; cancelling keeps it, confirming removes it and the empty state shows.
        await p.getByRole('link', { name: '我的收藏' }).click();
        await card.getByRole('button', { name: '取消收藏' }).click();
        const confirm = p
          .getByRole('alertdialog')
          .or(p.getByRole('dialog'))
          .filter({ hasText: '确定取消收藏这道题吗？' });
        await confirm.getByText('确定取消收藏这道题吗？').waitFor();
        await confirm.getByRole('button', { name: '取消', exact: true }).click();
        await confirm.waitFor({ state: 'hidden' });
        expect(await card.count()).toBe(1);
        await card.getByRole('button', { name: '取消收藏' }).click();
        await confirm.getByRole('button', { name: '取消收藏' }).click();
        await p.getByRole('status').filter({ hasText: '取消收藏成功' }).waitFor();
        await expect.poll(() => card.count()).toBe(0);
        const left = (await client.call('GET', '/app/collect', a.token)).data as { hw_id: number }[];
        expect(left.filter((c) => c.hw_id === a.hwId)).toEqual([]);
        // The empty state shows exactly when nothing is left saved.
        expect(await p.getByText('暂无收藏~').count()).toBe(left.length === 0 ? 1 : 0);
        // The second student never saved it.
        const others = (await client.call('GET', '/app/collect', b.token)).data as { hw_id: number }[];
        expect(others.filter((c) => c.hw_id === b.hwId)).toEqual([]);
      } finally {
        for (const c of contexts) await c.close();
      }
    },
    SLOW,
  );
});
