import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerSheetPng,
  CLASS_ONE_STUDENTS,
  gradedHomework,
  restAt,
  type ScenarioClient,
} from '../../api/test/scenarios/gradedHomework';
import { baseUrl, demo, screenshot, signIn, submitLogin, usePage, watchErrors } from './browser';
import { settledBox } from './settledBox';
import { answerEssayWithPhoto } from './studentAnswer';

/**
 * The student side on a phone-sized page (390×844): a teacher publishes; two students of 初一1班, each
 * in a browser of their own, sign in, answer with their own text and photo and submit; the teacher
 * grades each with the paint board in a third; each student reads exactly their own comment and
 * remark and sees their own photo marked as it was drawn on. Drafts survive an offline spell; a
 * submit after the deadline is refused with the server's message.
 */

const SLOW = 180_000;
const PHONE = { width: 390, height: 844 };
const STAFF = { width: 1280, height: 720 };
const DAY = 86_400;

/** The single choice's points (as `publish` sets them; the short answer's are 10). */
const CHOICE_POINTS = 5;
/** The size of `answerSheetPng`'s sheet, the photo the students send. */
const SHEET = { width: 96, height: 64 };

/** The paint board's shapes: the tool's button and the SVG element the student's view draws it with. */
const SHAPES = {
  rect: { tool: '矩形', element: 'rect' },
  ellipse: { tool: '椭圆', element: 'ellipse' },
  arrow: { tool: '箭头', element: 'line' },
} as const;
type Shape = keyof typeof SHAPES;

/**
 * What the teacher gives one report: shapes dragged on the photo (from and to as fractions of the
 * board), the short answer's score and remark, and the closing comment.
 */
interface Grade {
  shapes: { shape: Shape; from: [number, number]; to: [number, number] }[];
  score: number;
  remark: string;
  comment: string;
}

/** A student of 初一1班: the single choice answered right or wrong, a text and a photo (`ink` varies its bytes). */
interface Student {
  mobile: string;
  pick: 'right' | 'wrong';
  text: string;
  ink: number;
  grade: Grade;
  /** Screens kept for review; the first student's are those docs/ shows. */
  shots: { answering?: string; feedbackTop: string; feedback: string };
}

const STUDENTS: [Student, Student] = [
  {
    mobile: demo.student,
    pick: 'right',
    text: '惯性：物体保持原有运动状态的性质。',
    ink: 77,
    grade: {
      shapes: [{ shape: 'rect', from: [0.21, 0.23], to: [0.83, 0.78] }],
      score: 8,
      remark: '第二点没有写到，再看课本第三节',
      comment: '书写工整，继续努力',
    },
    shots: {
      answering: 'student-answering',
      feedbackTop: 'student-feedback-top',
      feedback: 'student-feedback',
    },
  },
  {
    mobile: CLASS_ONE_STUDENTS[1],
    pick: 'wrong',
    text: '惯性是一种力，推得越用力惯性越大。',
    ink: 150,
    grade: {
      shapes: [
        { shape: 'ellipse', from: [0.1, 0.15], to: [0.6, 0.6] },
        { shape: 'arrow', from: [0.9, 0.9], to: [0.62, 0.55] },
      ],
      score: 3,
      remark: '惯性不是力，只与质量有关',
      comment: '概念要分清，先把定义背熟',
    },
    shots: { feedbackTop: 'student-feedback-second-top', feedback: 'student-feedback-second' },
  },
];

const totalOf = (s: Student) => (s.pick === 'right' ? CHOICE_POINTS : 0) + s.grade.score;

interface BankQuestion {
  id: number;
  ques_type: number;
  ques_option: { id: number; is_right: number }[];
  ques_item: BankQuestion[];
}

interface Published {
  hwId: number;
  name: string;
  teacher: string;
  bank: Record<number, BankQuestion>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const plain = (html: string) => html.replace(/<[^>]*>/g, '');

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

/** The demo teacher publishes the questions of these types from their bank on course 1 (class 1). */
async function publish(client: ScenarioClient, types: number[], prefix: string): Promise<Published> {
  const teacher = await client.login(demo.teacher);
  const list = (await client.call('GET', '/lector/ques/index?limit=50', teacher)).data.list as BankQuestion[];
  const bank = Object.fromEntries(types.map((t) => [t, list.find((q) => q.ques_type === t) as BankQuestion]));
  const name = `${prefix}${String(Date.now() % 100_000).padStart(5, '0')}`;
  const question = types.map((t) => {
    const q = bank[t] as BankQuestion;
    return q.ques_type === 6
      ? { id: q.id, score: 10, ques_item: q.ques_item.map((s) => ({ id: s.id, score: 5 })) }
      : { id: q.id, score: q.ques_type === 5 ? 10 : CHOICE_POINTS };
  });
  const res = await client.call('POST', '/lector/hw/publish', teacher, {
    course_basis_id: 1,
    type: 1,
    name,
    remark: '',
    ending_time: nowSeconds() + 3 * DAY,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify(question),
  });
  expect(res.msg).toBe('作业发布成功');
  return { hwId: res.data.id, name, teacher, bank };
}

/** A student's report of the homework, read over REST as the student app reads it. */
async function studentReport(client: ScenarioClient, token: string, hwId: number) {
  const mine = (await client.call('GET', '/app/homework?limit=100', token)).data.list as {
    hw_id: number;
    report_id: number;
  }[];
  const reportId = mine.find((r) => r.hw_id === hwId)?.report_id as number;
  return { reportId, read: async () => (await client.call('GET', `/app/homework/${reportId}`, token)).data };
}

/** Signs a student (the demo student unless told) in on the Login page; a student lands on the student side. */
async function studentSignsIn(p: Page, mobile: string = demo.student) {
  await p.goto('/login');
  await submitLogin(p, mobile, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.getByRole('heading', { name: '我的作业' }).waitFor();
}

const optionIndex = (q: BankQuestion, pick: 'right' | 'wrong') =>
  q.ques_option.findIndex((o) => (pick === 'right' ? o.is_right === 1 : o.is_right !== 1));

const newContext = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newContext({ baseURL: baseUrl(), viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });

/**
 * From my homework: opens the homework, picks the single choice's right or a wrong option, types the
 * short answer and adds the photo from the gallery, then submits after the confirmation. Answers the
 * photo's URL.
 */
async function answerWithPhoto(p: Page, hw: Published, s: Student): Promise<string> {
  const single = hw.bank[1] as BankQuestion;
  const essay = hw.bank[5] as BankQuestion;
  const card = p.getByRole('link', { name: new RegExp(hw.name) });
  await card.waitFor();
  expect(await card.textContent()).toContain('未提交');
  await card.click();
  await p.getByRole('heading', { name: hw.name }).waitFor();
  const first = p.getByRole('article', { name: '第1题' });
  await first.locator('.student-option').nth(optionIndex(single, s.pick)).click();
  expect(await first.getByRole('radio', { checked: true }).count()).toBe(1);
  const photoUrl = await answerEssayWithPhoto(p, essay.id, s.text, answerSheetPng(s.ink));
  await p.getByText('已答 2/2').waitFor();
  expect(photoUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
  expect(await seriousViolations(p)).toEqual([]);
  if (s.shots.answering) {
    await p.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await screenshot(p, s.shots.answering);
  }

  // Submit, after a confirmation.
  await p.getByRole('button', { name: '提交作业' }).click();
  const confirm = p.getByRole('dialog', { name: '提交作业' });
  await confirm.getByText('提交后不能再修改答案，确定提交吗？').waitFor();
  await confirm.getByRole('button', { name: '提交作业' }).click();
  await p.getByText('作业已提交，等待老师批阅。').waitFor();
  return photoUrl;
}

/**
 * On the grading page: the shapes dragged on the short answer's photo with the paint board, its
 * score and remark, then 完成批改 with the comment.
 */
async function gradeWithPaintBoard(tp: Page, reportId: number, grade: Grade) {
  await tp.goto(`/homework/approve?report_id=${reportId}`);
  await tp.getByRole('heading', { name: '批改作业' }).waitFor();
  await tp.getByText('待批改（总分 15）').waitFor();
  await tp.getByRole('button', { name: '批注' }).click();
  const board = tp.getByRole('img', { name: '批注画板' });
  const box = await settledBox(board);
  const at = ([fx, fy]: [number, number]) => [box.x + fx * box.width, box.y + fy * box.height] as const;
  for (const { shape, from, to } of grade.shapes) {
    // A tool stays chosen after a shape; pressing it again would put it down.
    const tool = tp.getByRole('button', { name: SHAPES[shape].tool, exact: true });
    if ((await tool.getAttribute('aria-pressed')) !== 'true') await tool.click();
    await tp.mouse.move(...at(from));
    await tp.mouse.down();
    await tp.mouse.move(...at(to), { steps: 5 });
    await tp.mouse.up();
  }
  await tp.getByRole('button', { name: '保存批注' }).click();
  await tp.getByRole('dialog', { name: '批注' }).waitFor({ state: 'hidden' });
  await tp.locator('#grading-score').fill(String(grade.score));
  await tp.locator('#grading-remark').fill(grade.remark);
  await tp.getByRole('button', { name: '保存并下一题' }).click();
  await tp.getByRole('button', { name: '第2题，已批阅' }).waitFor();
  await tp.getByRole('button', { name: '完成批改' }).click();
  await tp.locator('#finish-comment').fill(grade.comment);
  await tp.getByRole('dialog', { name: '完成批改' }).getByRole('button', { name: '提交' }).click();
  await tp.getByRole('dialog', { name: '完成批改' }).waitFor({ state: 'hidden' });
}

/** A student at their phone, with their report. */
interface Seat {
  s: Student;
  p: Page;
  reportId: number;
  read: () => Promise<any>;
  photoUrl: string;
}

/**
 * Past the deadline, on `me`'s phone: the score and the class's figures, exactly `me`'s comment and
 * remark as the student REST answers them, the single choice marked, `me`'s own photo under exactly
 * the shapes drawn on it; nothing of `other`'s comment, remark or answer.
 */
async function readsOwnFeedback(hw: Published, me: Seat, other: Seat) {
  const { p, s } = me;
  const essay = hw.bank[5] as BankQuestion;
  const graded = await me.read();
  expect(graded.status).toBe(3);
  await p.reload();
  const comment = p.getByRole('region', { name: '老师评语' });
  await comment.waitFor();
  expect((await comment.locator('.rich-text').innerText()).trim()).toBe(plain(graded.comment));
  expect(plain(graded.comment)).toBe(s.grade.comment);

  // The score: mine, its split, and the class's average and highest over both graded reports.
  expect(await p.locator('.student-score__number').innerText()).toBe(String(graded.user_score));
  expect(graded.user_score).toBe(totalOf(s));
  expect(graded.object_score).toBe(s.pick === 'right' ? CHOICE_POINTS : 0);
  expect(graded.subject_score).toBe(s.grade.score);
  const split = await p.locator('.student-score__split').innerText();
  expect(split).toContain(`客观题 ${graded.object_score}`);
  expect(split).toContain(`主观题 ${graded.subject_score}`);
  const totals = STUDENTS.map(totalOf);
  expect(graded.avarage_score).toBe(totals.reduce((a, b) => a + b, 0) / totals.length);
  expect(graded.max_score).toBe(Math.max(...totals));
  const figures = await p.locator('.student-score__class').innerText();
  expect(figures).toContain(`班级平均 ${graded.avarage_score}`);
  expect(figures).toContain(`班级最高 ${graded.max_score}`);

  // The single choice: marked right or wrong, my choice and the right option shown.
  const single = hw.bank[1] as BankQuestion;
  const choice = p.getByRole('article', { name: '第1题' });
  expect(await choice.getByText(s.pick === 'right' ? '正确' : '错误', { exact: true }).count()).toBe(1);
  const notesOf = (i: number) =>
    choice.locator('.student-option').nth(i).locator('.student-option__note').allInnerTexts();
  expect(await choice.getByText('我的答案', { exact: true }).count()).toBe(1);
  expect(await notesOf(optionIndex(single, s.pick))).toContain('我的答案');
  expect(await notesOf(optionIndex(single, 'right'))).toContain('正确答案');

  // The short answer: my text, its points, the remark, then the marked photo, reference and analysis.
  const shortAnswer = p.getByRole('article', { name: '第2题' });
  const gradedEssay = (graded.report_questions as any[]).find((q) => q.ques_id === essay.id);
  expect(gradedEssay.remark).toBe(s.grade.remark);
  expect(await shortAnswer.locator('.student-feedback__remark p').innerText()).toBe(s.grade.remark);
  expect(await shortAnswer.getByText(`得 ${s.grade.score} 分`).count()).toBe(1);
  expect(await shortAnswer.locator('.student-feedback__text').innerText()).toBe(s.text);
  for (const heading of ['作答内容', '批改图片', '老师批注', '参考答案', '解析'])
    expect(await shortAnswer.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);

  // The marked photo: mine, with exactly the shapes drawn on it.
  const marked = shortAnswer.locator('.drawing-view');
  await marked.getByRole('img', { name: '批注', exact: true }).waitFor();
  expect(await marked.locator('img').getAttribute('src')).toBe(me.photoUrl);
  expect(me.photoUrl).not.toBe(other.photoUrl);
  expect(gradedEssay.attachments.map((a: { url: string }) => a.url)).toEqual([me.photoUrl]);
  const drawn = JSON.parse(gradedEssay.attachments[0].draw).draw as { name: string; x: number; y: number }[];
  expect(drawn.map((d) => d.name)).toEqual(s.grade.shapes.map((d) => d.shape));
  // Each where the teacher started dragging it, in the photo's own pixels.
  for (const [i, { from }] of s.grade.shapes.entries()) {
    expect(Math.abs((drawn[i]?.x ?? Number.NaN) - from[0] * SHEET.width)).toBeLessThan(2);
    expect(Math.abs((drawn[i]?.y ?? Number.NaN) - from[1] * SHEET.height)).toBeLessThan(2);
  }
  for (const { element } of Object.values(SHAPES))
    expect(await marked.locator(`svg ${element}`).count()).toBe(
      s.grade.shapes.filter((d) => SHAPES[d.shape].element === element).length,
    );

  // Nothing of the other student's report.
  const shown = await p.evaluate(() => document.body.innerText);
  for (const theirs of [other.s.grade.comment, other.s.grade.remark, other.s.text])
    expect(shown).not.toContain(theirs);
  expect(await p.locator(`img[src="${other.photoUrl}"]`).count()).toBe(0);

  expect(await seriousViolations(p)).toEqual([]);
  await p.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await screenshot(p, s.shots.feedbackTop);
  await p.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await screenshot(p, s.shots.feedback);
}

describe('the student side on a phone', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'two students answer with their own photo, the teacher grades each with the paint board, each reads exactly what was written and drawn on their own',
    async () => {
      const client = restAt(baseUrl());
      const hw = await publish(client, [1, 5], '手机作业');
      const essay = hw.bank[5] as BankQuestion;
      const browser = page().context().browser() as Browser;
      const contexts: BrowserContext[] = [];
      try {
        // My homework on the first phone: the new homework, not submitted, with its countdown.
        const p = page();
        await studentSignsIn(p, STUDENTS[0].mobile);
        const card = p.getByRole('link', { name: new RegExp(hw.name) });
        await card.waitFor();
        expect(await card.textContent()).toContain('未提交');
        expect(await card.textContent()).toMatch(/剩余 (2天23小时|3天0小时)/);
        await screenshot(p, 'student-list');
        expect(await seriousViolations(p)).toEqual([]);
        await p.getByRole('button', { name: '已批阅' }).click();
        await expect.poll(() => card.count()).toBe(0);
        await p.getByRole('button', { name: '未提交' }).click();

        // Each student answers on their own phone, with their own choice, text and photo, and submits.
        const secondPhone = await newContext(browser, PHONE);
        contexts.push(secondPhone);
        const phones = [p, await secondPhone.newPage()];
        // This file's page is watched by usePage; the pages of the other contexts here.
        const uncaught = watchErrors(phones[1] as Page);
        const seats: Seat[] = [];
        for (const [i, s] of STUDENTS.entries()) {
          const mine = await studentReport(client, await client.login(s.mobile), hw.hwId);
          const phone = phones[i] as Page;
          if (i > 0) await studentSignsIn(phone, s.mobile);
          const photoUrl = await answerWithPhoto(phone, hw, s);
          const submitted = await mine.read();
          expect(submitted.status).toBe(2);
          const essayAnswer = JSON.parse(
            (submitted.questions as { ques_id: number; user_answer: string }[]).find(
              (q) => q.ques_id === essay.id,
            )?.user_answer as string,
          );
          expect(essayAnswer).toEqual({ content: `<p>${s.text}</p>`, images: [photoUrl] });
          seats.push({ s, p: phone, ...mine, photoUrl });
        }
        const [first, second] = seats as [Seat, Seat];
        expect(first.reportId).not.toBe(second.reportId);

        // The teacher grades both in a browser of their own, a different drawing on each photo.
        const teacherContext = await newContext(browser, STAFF);
        contexts.push(teacherContext);
        const tp = await teacherContext.newPage();
        const uncaughtByTeacher = watchErrors(tp);
        await signIn(tp, demo.teacher, demo.password);
        for (const seat of seats) await gradeWithPaintBoard(tp, seat.reportId, seat.s.grade);

        // Before the deadline each student sees only that it was reviewed.
        for (const { p: phone, s } of seats) {
          await phone.reload();
          await phone.getByText('老师已批阅，截止时间后公布成绩和解析。').waitFor();
          expect(await phone.getByText(s.grade.remark).count()).toBe(0);
        }

        // Past the deadline: each reads their own score, comment, remark and marked photo.
        const closed = await client.call(
          'PUT',
          `/lector/hw/update/ending_time/${hw.hwId}/${nowSeconds() - 60}`,
          hw.teacher,
        );
        expect(closed.msg).toBe('调整成功');
        await readsOwnFeedback(hw, first, second);
        await readsOwnFeedback(hw, second, first);
        expect(uncaught).toEqual([]);
        expect(uncaughtByTeacher).toEqual([]);
      } finally {
        for (const c of contexts) await c.close();
      }
    },
    SLOW,
  );

  it(
    'on a graded question: save it to my notebook and remove it again, report a mistake',
    async () => {
      const client = restAt(baseUrl());
      const scenario = await gradedHomework(client, { now: nowSeconds() });
      const mine = scenario.students[0] as { token: string; reportId: number };
      const read = async () => (await client.call('GET', `/app/homework/${mine.reportId}`, mine.token)).data;
      const essayOf = async () =>
        ((await read()).report_questions as any[]).find((q) => q.ques_id === scenario.essayId);

      const p = page();
      await studentSignsIn(p);
      await p.goto(`/student/homework/${mine.reportId}`);
      const essay = p.getByRole('article', { name: '第2题' });
      await essay.getByRole('button', { name: '收藏' }).click();
      await essay.getByRole('status').filter({ hasText: '收藏成功' }).waitFor();
      await essay.getByRole('button', { name: '已收藏', pressed: true }).waitFor();
      const collectId = (await essayOf()).collect_id;
      expect(collectId).toEqual(expect.any(Number));

      await essay.getByRole('button', { name: '纠错' }).click();
      const dialog = p.getByRole('dialog', { name: '纠错 · 第2题' });
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.getByRole('alert').filter({ hasText: '请选择纠错类型' }).waitFor();
      await dialog.locator(`.p-dropdown:has(#correction-type-${scenario.essayId})`).click();
      await p.locator('.p-dropdown-item', { hasText: '答案有误' }).click();
      await dialog.getByLabel('纠错内容').fill('参考答案少了“匀速直线运动”');
      await dialog.getByRole('button', { name: '提交' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await essay.getByRole('status').filter({ hasText: '提交成功' }).waitFor();
      const corrections = (
        await client.call('GET', `/lector/ques/corrections/${scenario.essayId}`, scenario.teacherToken)
      ).data as { type: number; error_msg: string }[];
      expect(corrections).toContainEqual(
        expect.objectContaining({ type: 3, error_msg: '参考答案少了“匀速直线运动”' }),
      );

      await essay.getByRole('button', { name: '已收藏' }).click();
      await essay.getByRole('status').filter({ hasText: '取消收藏成功' }).waitFor();
      await essay.getByRole('button', { name: '收藏', pressed: false }).waitFor();
      expect((await essayOf()).collect_id).toBeUndefined();
    },
    SLOW,
  );

  it(
    'answers every question type, a material question through its sub-questions',
    async () => {
      const client = restAt(baseUrl());
      const hw = await publish(client, [1, 2, 3, 4, 5, 6], '全题型');
      const token = await client.login(demo.student);
      const { read } = await studentReport(client, token, hw.hwId);
      const p = page();
      await studentSignsIn(p);
      await p.getByRole('link', { name: new RegExp(hw.name) }).click();
      await p.getByRole('heading', { name: hw.name }).waitFor();

      const chooseAll = async (label: string, q: BankQuestion, kind: 'one' | 'all') => {
        const article = p.getByRole('article', { name: label, exact: true });
        const rights = q.ques_option.flatMap((o, i) => (o.is_right === 1 ? [i] : []));
        for (const i of kind === 'one' ? rights.slice(0, 1) : rights)
          await article.locator('.student-option').nth(i).click();
      };
      await chooseAll('第1题', hw.bank[1] as BankQuestion, 'one');
      await chooseAll('第2题', hw.bank[2] as BankQuestion, 'one');
      await chooseAll('第3题', hw.bank[3] as BankQuestion, 'all');
      await chooseAll('第4题', hw.bank[4] as BankQuestion, 'all');
      // The answer box grows with what is typed and goes back to its rows when emptied.
      const essayBox = p.locator(`#answer-${(hw.bank[5] as BankQuestion).id}`);
      const emptyHeight = await essayBox.evaluate((el) => el.clientHeight);
      await essayBox.fill(Array.from({ length: 12 }, (_, i) => `第${i + 1}行`).join('\n'));
      const grown = await essayBox.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight }));
      expect(grown.client).toBeGreaterThan(emptyHeight);
      expect(grown.scroll).toBeLessThanOrEqual(grown.client + 1);
      await essayBox.fill('');
      expect(await essayBox.evaluate((el) => el.clientHeight)).toBe(emptyHeight);
      await essayBox.fill('简答');
      const material = hw.bank[6] as BankQuestion;
      const [subChoice, subEssay] = material.ques_item as [BankQuestion, BankQuestion];
      await p
        .getByRole('region', { name: '第6题' })
        .getByRole('article', { name: '第6题（1）' })
        .locator('.student-option')
        .nth(optionIndex(subChoice, 'right'))
        .click();
      await p.locator(`#answer-${subEssay.id}`).fill('20 分钟');
      await p.getByText('已答 7/7').waitFor();
      await p.getByText('已自动保存').waitFor();

      const saved = Object.fromEntries(
        ((await read()).questions as { ques_id: number; user_answer: string; ques_item: any[] }[])
          .flatMap((q) => [q, ...q.ques_item])
          .map((q) => [q.ques_id, q.user_answer]),
      );
      const rightIds = (q: BankQuestion) =>
        q.ques_option
          .filter((o) => o.is_right === 1)
          .map((o) => o.id)
          .sort((a, b) => a - b);
      expect(saved[(hw.bank[1] as BankQuestion).id]).toBe(String(rightIds(hw.bank[1] as BankQuestion)[0]));
      expect(saved[(hw.bank[3] as BankQuestion).id]).toBe(rightIds(hw.bank[3] as BankQuestion).join(','));
      expect(saved[(hw.bank[4] as BankQuestion).id]).toBe(rightIds(hw.bank[4] as BankQuestion).join(','));
      expect(JSON.parse(saved[(hw.bank[5] as BankQuestion).id])).toEqual({
        content: '<p>简答</p>',
        images: [],
      });
      expect(saved[subChoice.id]).toBe(String(rightIds(subChoice)[0]));
      expect(JSON.parse(saved[subEssay.id])).toEqual({ content: '<p>20 分钟</p>', images: [] });
    },
    SLOW,
  );

  it(
    'keeps a draft in the browser across an offline spell and sends it when the network returns',
    async () => {
      const client = restAt(baseUrl());
      const hw = await publish(client, [1, 5], '离线草稿');
      const single = hw.bank[1] as BankQuestion;
      const essay = hw.bank[5] as BankQuestion;
      const token = await client.login(demo.student);
      const { reportId, read } = await studentReport(client, token, hw.hwId);
      const answerOf = async (id: number) =>
        ((await read()).questions as { ques_id: number; user_answer: string }[]).find((q) => q.ques_id === id)
          ?.user_answer;

      const p = page();
      await studentSignsIn(p);
      await p.goto(`/student/homework/${reportId}`);
      await p.getByRole('heading', { name: hw.name }).waitFor();

      // Offline, with the page open: kept in the browser, sent when the network returns.
      await p.context().setOffline(true);
      await p
        .getByRole('article', { name: '第1题' })
        .locator('.student-option')
        .nth(optionIndex(single, 'wrong'))
        .click();
      await p.getByText('网络已断开，答案已保存在本机，联网后自动提交').waitFor();
      const kept = await p.evaluate((key) => localStorage.getItem(key), `school.student.draft.${reportId}`);
      expect(kept).toContain(String(single.ques_option[optionIndex(single, 'wrong')]?.id));
      expect(await answerOf(single.id)).toBe('');
      await p.context().setOffline(false);
      await p.getByText('已自动保存').waitFor();
      expect(await answerOf(single.id)).toBe(String(single.ques_option[optionIndex(single, 'wrong')]?.id));

      // Offline again, then the sheet is left: the browser keeps the draft as unsent, and the sheet opened
      // again online sends it. Chromium's offline emulation may still let a request of a page being left
      // through, so what is checked is the browser's own record and the reopened sheet's request.
      await p.context().setOffline(true);
      await p.locator(`#answer-${essay.id}`).fill('离线时写的答案');
      await p.getByText('网络已断开，答案已保存在本机，联网后自动提交').waitFor();
      const left = await p.evaluate((key) => localStorage.getItem(key), `school.student.draft.${reportId}`);
      const unsent = JSON.parse(left ?? '{}') as { version: number; savedVersion: number; answers: object };
      expect(JSON.stringify(unsent.answers)).toContain('离线时写的答案');
      expect(unsent.version).toBeGreaterThan(unsent.savedVersion);
      await p.goto('about:blank');
      await p.context().setOffline(false);
      const again = p;
      const sent = again.waitForRequest(
        (request) => request.method() === 'POST' && (request.postData() ?? '').includes('离线时写的答案'),
      );
      await again.goto(`/student/homework/${reportId}`);
      await sent;
      await again.getByText('已自动保存').waitFor();
      expect(await again.locator(`#answer-${essay.id}`).inputValue()).toBe('离线时写的答案');
      expect(JSON.parse((await answerOf(essay.id)) as string)).toEqual({
        content: '<p>离线时写的答案</p>',
        images: [],
      });
    },
    SLOW,
  );

  it(
    'refuses a submit after the deadline with the server’s message: 作业已截止，不能提交',
    async () => {
      const client = restAt(baseUrl());
      const hw = await publish(client, [1], '截止提交');
      const single = hw.bank[1] as BankQuestion;
      const token = await client.login(demo.student);
      const { reportId, read } = await studentReport(client, token, hw.hwId);
      const p = page();
      await studentSignsIn(p);
      await p.goto(`/student/homework/${reportId}`);
      await p
        .getByRole('article', { name: '第1题' })
        .locator('.student-option')
        .nth(optionIndex(single, 'right'))
        .click();
      await p.getByText('已自动保存').waitFor();
      const moved = await client.call(
        'PUT',
        `/lector/hw/update/ending_time/${hw.hwId}/${nowSeconds() - 60}`,
        hw.teacher,
      );
      expect(moved.msg).toBe('调整成功');
      await p.getByRole('button', { name: '提交作业' }).click();
      await p.getByRole('dialog', { name: '提交作业' }).getByRole('button', { name: '提交作业' }).click();
      await p.getByRole('alert').filter({ hasText: '作业已截止，不能提交' }).waitFor();
      expect((await read()).status).toBe(4);
      // Opened again, the sheet says so before anything is pressed.
      await p.reload();
      await p.getByText('作业已截止，未提交。').waitFor();
      expect(await p.getByRole('button', { name: '提交作业' }).isDisabled()).toBe(true);
    },
    SLOW,
  );

  it('the student side downloads none of the back-office, and the back-office none of the student side', async () => {
    const scripts = (p: Page) =>
      p.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js'))
          .map((name) => name.slice(name.lastIndexOf('/') + 1)),
      );
    const p = page();
    await studentSignsIn(p);
    await p.reload();
    await p.getByRole('heading', { name: '我的作业' }).waitFor();
    const student = await scripts(p);
    expect(student.some((s) => s.startsWith('StudentApp-'))).toBe(true);
    expect(student.filter((s) => /^staff-/.test(s))).toEqual([]);
    // A phone loads PrimeReact's components of the student side, not the back-office's chunk of them.
    expect(student.some((s) => s.startsWith('primereact-phone-'))).toBe(true);
    expect(student.filter((s) => /^primereact-(?!phone-|overlays-)/.test(s))).toEqual([]);

    const staff = await (p.context().browser() as Browser).newContext({ baseURL: baseUrl() });
    try {
      const sp = await staff.newPage();
      await signIn(sp, demo.teacher, demo.password);
      await sp.reload();
      await sp.getByRole('navigation', { name: '主导航' }).waitFor();
      expect((await scripts(sp)).filter((s) => s.startsWith('StudentApp-'))).toEqual([]);
    } finally {
      await staff.close();
    }
  });
});
