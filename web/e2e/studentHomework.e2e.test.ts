import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  answerSheetPng,
  gradedHomework,
  restAt,
  type ScenarioClient,
} from '../../api/test/scenarios/gradedHomework';
import { baseUrl, demo, screenshot, signIn, submitLogin, usePage } from './browser';

/**
 * The student side on a phone-sized page (390×844): a teacher publishes, the student signs in, answers
 * with a photo and submits; the teacher grades with the paint board; the student reads exactly the
 * comment and remark and sees the marked image. Drafts survive an offline spell; a submit after the
 * deadline is refused with the server's message.
 */

const SLOW = 180_000;
const PHONE = { width: 390, height: 844 };
const DAY = 86_400;
const REMARK = '第二点没有写到，再看课本第三节';
const COMMENT = '书写工整，继续努力';
const ESSAY_TEXT = '惯性：物体保持原有运动状态的性质。';

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
      : { id: q.id, score: q.ques_type === 5 ? 10 : 5 };
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

/** The demo student's report of the homework, read over REST as the student app reads it. */
async function studentReport(client: ScenarioClient, token: string, hwId: number) {
  const mine = (await client.call('GET', '/app/homework?limit=100', token)).data.list as {
    hw_id: number;
    report_id: number;
  }[];
  const reportId = mine.find((r) => r.hw_id === hwId)?.report_id as number;
  return { reportId, read: async () => (await client.call('GET', `/app/homework/${reportId}`, token)).data };
}

/** Signs the demo student in on the Login page; a student lands on the student side. */
async function studentSignsIn(p: Page) {
  await p.goto('/login');
  await submitLogin(p, demo.student, demo.password);
  await p.waitForURL((url) => url.pathname === '/student');
  await p.getByRole('heading', { name: '我的作业' }).waitFor();
}

const optionIndex = (q: BankQuestion, pick: 'right' | 'wrong') =>
  q.ques_option.findIndex((o) => (pick === 'right' ? o.is_right === 1 : o.is_right !== 1));

describe('the student side on a phone', () => {
  const page = usePage({ viewport: PHONE });

  it(
    'publish, answer with a photo, submit, grade with the paint board, read exactly what was written and drawn',
    async () => {
      const client = restAt(baseUrl());
      const hw = await publish(client, [1, 5], '手机作业');
      const single = hw.bank[1] as BankQuestion;
      const essay = hw.bank[5] as BankQuestion;
      const token = await client.login(demo.student);
      const { reportId, read } = await studentReport(client, token, hw.hwId);

      // My homework: the new homework, not submitted, with its countdown.
      const p = page();
      await studentSignsIn(p);
      const card = p.getByRole('link', { name: new RegExp(hw.name) });
      await card.waitFor();
      expect(await card.textContent()).toContain('未提交');
      expect(await card.textContent()).toMatch(/剩余 (2天23小时|3天0小时)/);
      await screenshot(p, 'student-list');
      expect(await seriousViolations(p)).toEqual([]);
      await p.getByRole('button', { name: '已批阅' }).click();
      await expect.poll(() => card.count()).toBe(0);
      await p.getByRole('button', { name: '未提交' }).click();
      await card.waitFor();

      // Answering: the right option, a text and a photo from the gallery.
      await card.click();
      await p.getByRole('heading', { name: hw.name }).waitFor();
      const first = p.getByRole('article', { name: '第1题' });
      await first.locator('.student-option').nth(optionIndex(single, 'right')).click();
      expect(await first.getByRole('radio', { checked: true }).count()).toBe(1);
      await p.locator(`#answer-${essay.id}`).fill(ESSAY_TEXT);
      await p.getByTestId(`gallery-${essay.id}`).setInputFiles({
        name: 'answer.png',
        mimeType: 'image/png',
        buffer: answerSheetPng(77),
      });
      const photo = p.getByRole('img', { name: '作答图片1' });
      await photo.waitFor();
      await p.getByText('已自动保存').waitFor();
      await p.getByText('已答 2/2').waitFor();
      const photoUrl = (await photo.getAttribute('src')) as string;
      expect(photoUrl).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
      expect(await seriousViolations(p)).toEqual([]);
      await p.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await screenshot(p, 'student-answering');

      // Submit, after a confirmation.
      await p.getByRole('button', { name: '提交作业' }).click();
      const confirm = p.getByRole('dialog', { name: '提交作业' });
      await confirm.getByText('提交后不能再修改答案，确定提交吗？').waitFor();
      await confirm.getByRole('button', { name: '提交作业' }).click();
      await p.getByText('作业已提交，等待老师批阅。').waitFor();
      const submitted = await read();
      expect(submitted.status).toBe(2);
      const essayAnswer = JSON.parse(
        (submitted.questions as { ques_id: number; user_answer: string }[]).find(
          (q) => q.ques_id === essay.id,
        )?.user_answer as string,
      );
      expect(essayAnswer).toEqual({ content: `<p>${ESSAY_TEXT}</p>`, images: [photoUrl] });

      // The teacher grades in another browser: a rectangle on the photo, a score, a remark and a comment.
      const teacherContext = await (p.context().browser() as Browser).newContext({
        baseURL: baseUrl(),
        viewport: { width: 1280, height: 720 },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      });
      try {
        const tp = await teacherContext.newPage();
        await signIn(tp, demo.teacher, demo.password);
        await tp.goto(`/homework/approve?report_id=${reportId}`);
        await tp.getByRole('heading', { name: '批改作业' }).waitFor();
        await tp.getByText('待批改（总分 15）').waitFor();
        await tp.getByRole('button', { name: '批注' }).click();
        const board = tp.getByRole('img', { name: '批注画板' });
        await board.waitFor();
        const box = (await board.boundingBox()) as { x: number; y: number };
        await tp.getByRole('button', { name: '矩形' }).click();
        await tp.mouse.move(box.x + 20, box.y + 15);
        await tp.mouse.down();
        await tp.mouse.move(box.x + 80, box.y + 50, { steps: 5 });
        await tp.mouse.up();
        await tp.getByRole('button', { name: '保存批注' }).click();
        await tp.getByRole('dialog', { name: '批注' }).waitFor({ state: 'hidden' });
        await tp.locator('#grading-score').fill('8');
        await tp.locator('#grading-remark').fill(REMARK);
        await tp.getByRole('button', { name: '保存并下一题' }).click();
        await tp.getByRole('button', { name: '第2题，已批阅' }).waitFor();
        await tp.getByRole('button', { name: '完成批改' }).click();
        await tp.locator('#finish-comment').fill(COMMENT);
        await tp.getByRole('dialog', { name: '完成批改' }).getByRole('button', { name: '提交' }).click();
        await tp.getByRole('dialog', { name: '完成批改' }).waitFor({ state: 'hidden' });
      } finally {
        await teacherContext.close();
      }

      // Before the deadline the student sees only that it was reviewed.
      await p.reload();
      await p.getByText('老师已批阅，截止时间后公布成绩和解析。').waitFor();
      expect(await p.getByText(REMARK).count()).toBe(0);

      // Past the deadline: the score, exactly the comment and remark, the marked photo.
      const closed = await client.call(
        'PUT',
        `/lector/hw/update/ending_time/${hw.hwId}/${nowSeconds() - 60}`,
        hw.teacher,
      );
      expect(closed.msg).toBe('调整成功');
      const graded = await read();
      expect(graded.status).toBe(3);
      await p.reload();
      await p.getByRole('region', { name: '老师评语' }).waitFor();
      expect(
        (await p.getByRole('region', { name: '老师评语' }).locator('.rich-text').innerText()).trim(),
      ).toBe(graded.comment.replace(/<[^>]*>/g, ''));
      expect(graded.comment.replace(/<[^>]*>/g, '')).toBe(COMMENT);
      const second = p.getByRole('article', { name: '第2题' });
      const gradedEssay = (graded.report_questions as any[]).find((q) => q.ques_id === essay.id);
      expect(gradedEssay.remark).toBe(REMARK);
      expect(await second.locator('.student-feedback__remark p').innerText()).toBe(REMARK);
      expect(await second.getByText('得 8 分').count()).toBe(1);
      expect(await p.locator('.student-score__number').innerText()).toBe(String(graded.user_score));
      expect(graded.user_score).toBe(13);
      expect(await p.getByRole('article', { name: '第1题' }).getByText('正确', { exact: true }).count()).toBe(
        1,
      );

      const marked = second.locator('.drawing-view');
      await marked.getByRole('img', { name: '批注', exact: true }).waitFor();
      expect(await marked.locator('img').getAttribute('src')).toBe(photoUrl);
      expect(gradedEssay.attachments[0].url).toBe(photoUrl);
      const drawn = JSON.parse(gradedEssay.attachments[0].draw).draw as { name: string }[];
      expect(drawn.map((d) => d.name)).toEqual(['rect']);
      expect(await marked.locator('svg rect').count()).toBe(1);
      expect(await seriousViolations(p)).toEqual([]);
      await p.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await screenshot(p, 'student-feedback-top');
      await p.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await screenshot(p, 'student-feedback');
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
      await p.locator(`#answer-${(hw.bank[5] as BankQuestion).id}`).fill('简答');
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

      // Offline again, then the page is closed: the draft is sent when the page opens again online.
      await p.context().setOffline(true);
      await p.locator(`#answer-${essay.id}`).fill('离线时写的答案');
      await p.getByText('网络已断开，答案已保存在本机，联网后自动提交').waitFor();
      const context = p.context();
      await p.close();
      await context.setOffline(false);
      expect(await answerOf(essay.id)).not.toContain('离线时写的答案');
      const again = await context.newPage();
      await again.goto(`/student/homework/${reportId}`);
      await again.getByText('已自动保存').waitFor();
      expect(await again.locator(`#answer-${essay.id}`).inputValue()).toBe('离线时写的答案');
      expect(JSON.parse((await answerOf(essay.id)) as string)).toEqual({
        content: '<p>离线时写的答案</p>',
        images: [],
      });
      await again.close();
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
    expect(student.filter((s) => /^(App|SignedInArea|AppFrame|router)-/.test(s))).toEqual([]);
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
