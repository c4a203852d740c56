import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerOf } from '../captchaAnswer';
import { type SuiteServer, startSuiteServer } from '../suiteServer';
import { DAY, examForm, type Fixtures, makeFixtures, nowSeconds, PNG, staffCall } from './fixtures';
import { plainTextProblems, richTextProblems } from './htmlSafety';
import { API_CALL, XSS_PAYLOADS } from './xssPayloads';

/**
 * Stored XSS: every payload kind through every rich-text and free-text field, checked in what the
 * API answers afterwards (an oracle independent of the sanitiser), and a sample rendered in real
 * Chromium: no script runs, no dialog opens, no request leaves for an outside or API address.
 */
const CHROMIUM = '/usr/bin/chromium';
const L = '/api/lector';

let server: SuiteServer;
let f: Fixtures;
/** Stored rich text of the sample, by payload kind, rendered at the end. */
const rendered = new Map<string, string>();

/** A submitted report with a short answer to grade (the remark of each payload goes on it). */
let grading: { reportId: number; essayId: number } | undefined;

beforeAll(async () => {
  server = await startSuiteServer();
  f = await makeFixtures(server);
  const bank = await staffCall(server, f.tokens.teacher, 'POST', `${L}/ques/public`, { limit: 100 });
  const essay = (bank.body.data.list as { id: number; ques_type: number }[]).find((q) => q.ques_type === 5);
  if (!essay) throw new Error('the shared bank has no short answer');
  const published = await staffCall(server, f.tokens.teacher, 'POST', `${L}/hw/publish`, {
    course_basis_id: 1,
    type: 1,
    name: '批改评语',
    ending_time: nowSeconds() + 3 * DAY,
    is_set_score: 2,
    publish_scope: 1,
    question: JSON.stringify([{ id: essay.id, score: 10 }]),
  });
  const mine = await staffCall(server, f.tokens.student, 'GET', '/api/app/homework?limit=100');
  const report = (mine.body.data.list as { hw_id: number; report_id: number }[]).find(
    (r) => r.hw_id === published.body.data.id,
  );
  if (!report) throw new Error('the student got no report on the grading homework');
  await staffCall(server, f.tokens.student, 'PUT', `/api/app/homework/${report.report_id}/answers`, {
    answers: [{ ques_id: essay.id, user_answer: { content: '<p>答</p>', images: [] } }],
  });
  await staffCall(server, f.tokens.student, 'POST', `/api/app/homework/${report.report_id}/submit`);
  grading = { reportId: report.report_id, essayId: essay.id };
});
afterAll(() => server?.close());

const options = (content: string) =>
  JSON.stringify([
    { content, is_right: 1 },
    { content: '<p>乙</p>', is_right: 2 },
  ]);

async function addQuestion(body: Record<string, unknown>) {
  const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/ques/add`, body);
  if (res.status !== 200) return { refused: res };
  const shown = await staffCall(server, f.tokens.teacher, 'GET', `${L}/ques/show/${res.body.data.id}`);
  expect(shown.status).toBe(200);
  return { question: shown.body.data[0] };
}

/** Each payload's evaluation goes to a student of a completed session not yet evaluated (once per student). */
let evaluationPairs: { session: number; student: number }[] | undefined;
async function nextEvaluationPair() {
  if (!evaluationPairs) {
    const list = await staffCall(
      server,
      f.tokens.teacher,
      'GET',
      `${L}/classTime/sessions?status=1&limit=1000`,
    );
    evaluationPairs = [];
    for (const s of list.body.data.list as { id: number }[]) {
      const students = await staffCall(
        server,
        f.tokens.teacher,
        'GET',
        `${L}/teacherSchedule/getClassTimeStudent/${s.id}`,
      );
      for (const st of students.body.data as { clue_id: number }[])
        evaluationPairs.push({ session: s.id, student: st.clue_id });
    }
  }
  const pair = evaluationPairs.shift();
  if (!pair) throw new Error('no completed session has a student left to evaluate');
  return pair;
}

/** A refusal is a safe outcome too, as long as it is a 4xx envelope. */
const expectRefusal = (res: { status: number; body: { code: number } }) => {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.code).toBe(res.status);
};

const SAMPLE = new Set([
  'script tag',
  'img onerror',
  'img our API as src',
  'img outside tracker',
  'img srcset',
  'svg onload',
  'iframe src',
  'meta refresh',
  'style attribute url',
  'a javascript href',
  'details ontoggle',
  'link prefetch API',
  'comment breakout',
  'noscript breakout',
]);

describe('stored XSS', () => {
  describe.each(XSS_PAYLOADS)('%s', (kind, payload) => {
    it('question stem, options and analysis keep nothing that runs or fetches', async () => {
      const out = await addQuestion({
        ques_type: 1,
        ques_stem: `<p>题干</p>${payload}`,
        ques_option: options(`<p>甲</p>${payload}`),
        ques_analysis: `<p>解析</p>${payload}`,
        facility_value: 2,
      });
      if (out.refused) return expectRefusal(out.refused);
      const q = out.question;
      // Kept for the renderer first, so the browser checks it even when the answer check fails.
      if (SAMPLE.has(kind)) rendered.set(kind, `${q.ques_stem}${q.ques_analysis}${q.ques_option[0].content}`);
      for (const html of [
        q.ques_stem,
        q.ques_analysis,
        ...q.ques_option.map((o: { content: string }) => o.content),
      ]) {
        expect(richTextProblems(html), html).toEqual([]);
      }
    });

    it('a short answer keeps nothing that runs or fetches', async () => {
      const out = await addQuestion({
        ques_type: 5,
        ques_stem: '<p>简答</p>',
        right_answer: `<p>答</p>${payload}`,
        facility_value: 2,
      });
      if (out.refused) return expectRefusal(out.refused);
      expect(richTextProblems(out.question.right_answer), out.question.right_answer).toEqual([]);
    });

    it('a material question’s sub-question keeps nothing that runs or fetches', async () => {
      const out = await addQuestion({
        ques_type: 6,
        ques_stem: '<p>材料</p>',
        facility_value: 2,
        ques_item: JSON.stringify([
          {
            ques_type: 1,
            ques_stem: `<p>小题</p>${payload}`,
            ques_option: options(`<p>甲</p>${payload}`),
            ques_analysis: payload,
          },
        ]),
      });
      if (out.refused) return expectRefusal(out.refused);
      const item = out.question.ques_item[0];
      for (const html of [
        item.ques_stem,
        item.ques_analysis,
        ...item.ques_option.map((o: { content: string }) => o.content),
      ]) {
        expect(richTextProblems(html), html).toEqual([]);
      }
    });

    it('a question remark is stored as plain text', async () => {
      const out = await addQuestion({
        ques_type: 1,
        ques_stem: '<p>题</p>',
        ques_option: options('<p>甲</p>'),
        facility_value: 2,
        remark: payload,
      });
      if (out.refused) return expectRefusal(out.refused);
      expect(plainTextProblems(out.question.remark)).toEqual([]);
    });

    it('a homework name and remark are stored as plain text', async () => {
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/hw/publish`, {
        course_basis_id: 1,
        type: 1,
        name: payload,
        remark: payload,
        ending_time: nowSeconds() + 3 * DAY,
        is_set_score: 1,
        publish_scope: 2,
        child_course_basis_ids: '2',
        question: JSON.stringify([{ id: f.byPrefix.lector.question }]),
      });
      if (res.status !== 200) return expectRefusal(res);
      const list = await staffCall(server, f.tokens.teacher, 'GET', `${L}/hw/history?limit=1`);
      const copy = await staffCall(
        server,
        f.tokens.teacher,
        'GET',
        `${L}/hw/copy/${list.body.data.list[0].id}`,
      );
      expect(plainTextProblems(copy.body.data.hw_info.name)).toEqual([]);
      expect(plainTextProblems(copy.body.data.hw_info.remark)).toEqual([]);
    });

    it('an exam keeps plain names and fill-in-the-blank stems and analyses that run or fetch nothing', async () => {
      const res = await staffCall(
        server,
        f.tokens.teacher,
        'POST',
        `${L}/test/add`,
        examForm(f.byPrefix.lector.question, f.byPrefix.lector.classIds, {
          name: payload.slice(0, 100),
          sections: JSON.stringify([
            {
              name: payload.slice(0, 100),
              introduce: payload,
              questions: [
                {
                  ques_type: 7,
                  ques_stem: `<p>填空____</p>${payload}`,
                  ques_analysis: payload,
                  blanks: [{ answers: [payload.slice(0, 200) || '答'] }],
                  score: 5,
                },
              ],
            },
          ]),
          pass_score: 0,
        }),
      );
      if (res.status !== 200) return expectRefusal(res);
      const info = await staffCall(server, f.tokens.teacher, 'GET', `${L}/test/info/${res.body.data.id}`);
      const section = info.body.data.sections[0];
      for (const text of [info.body.data.name, section.name, section.introduce])
        expect(plainTextProblems(text), text).toEqual([]);
      for (const html of [section.questions[0].ques_stem, section.questions[0].ques_analysis])
        expect(richTextProblems(html), html).toEqual([]);
    });
  });

  describe.each(XSS_PAYLOADS)('%s (grading)', (_kind, payload) => {
    it('a grading remark is stored as plain text', async () => {
      const { reportId, essayId } = grading as { reportId: number; essayId: number };
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/testDetail/approveQuestion`, {
        report_id: reportId,
        question_id: essayId,
        score: 5,
        remark: payload,
      });
      if (res.status !== 200) return expectRefusal(res);
      const shown = await staffCall(server, f.tokens.teacher, 'GET', `${L}/testDetail/approved/${reportId}`);
      expect(plainTextProblems(shown.body.data.subject_question[0].remark)).toEqual([]);
    });

    it('an exam marking remark is stored as plain text, and shown so on the review page', async () => {
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/testDetail/paper/approveQuestion`, {
        report_id: f.examPaper,
        question_id: 1,
        score: 5,
        remark: payload,
      });
      if (res.status !== 200) return expectRefusal(res);
      const marking = await staffCall(
        server,
        f.tokens.teacher,
        'GET',
        `${L}/testDetail/paper/approved/${f.examPaper}`,
      );
      expect(plainTextProblems(marking.body.data.subject_question[0].remark)).toEqual([]);
      const review = await staffCall(
        server,
        f.tokens.teacher,
        'GET',
        `${L}/testDetail/report/${f.examPaper}`,
      );
      expect(plainTextProblems(review.body.data.question[0].review_comment)).toEqual([]);
    });

    it('a comment of the comment bank is stored as plain text', async () => {
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/grading/comments`, {
        content: payload,
      });
      if (res.status !== 200) return expectRefusal(res);
      const list = await staffCall(server, f.tokens.teacher, 'GET', `${L}/grading/comments`);
      for (const c of list.body.data as { id: number; content: string }[]) {
        expect(plainTextProblems(c.content)).toEqual([]);
        await staffCall(server, f.tokens.teacher, 'DELETE', `${L}/grading/comments/${c.id}`);
      }
    });
  });

  describe.each(XSS_PAYLOADS)('%s (community)', (kind, payload) => {
    it('a post title is stored as plain text and its content as safe rich text', async () => {
      const image = await staffCall(server, f.tokens.teacher, 'POST', `${L}/public/imgBase64`, {
        base64_image: `data:image/png;base64,${PNG.toString('base64')}`,
      });
      const captcha = await staffCall(server, f.tokens.teacher, 'GET', `${L}/community/captcha`);
      const key = captcha.body.data.key as string;
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/community/post`, {
        group_id: 1,
        plate_id: 12,
        resource_type: 1,
        title: payload.slice(0, 100),
        content: payload,
        captcha: await captchaAnswerOf(server.api.store.db, key),
        key,
        resources: [image.body.data.path ?? image.body.data],
      });
      if (res.status !== 200) return expectRefusal(res);
      const mine = await staffCall(server, f.tokens.teacher, 'GET', `${L}/community/myPost`);
      const post = mine.body.data.list[0] as { main: { title: string }; content: string };
      expect(plainTextProblems(post.main.title), kind).toEqual([]);
      expect(richTextProblems(post.content), post.content).toEqual([]);
      const shown = await staffCall(server, f.tokens.teacher, 'GET', `${L}/community/post/${res.body.data}`);
      expect(plainTextProblems(shown.body.data.main.title), kind).toEqual([]);
      expect(richTextProblems(shown.body.data.content), kind).toEqual([]);
    });

    it('a comment and a reply are stored as safe rich text', async () => {
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/community/comment`, {
        post_id: 1,
        content: payload,
      });
      if (res.status !== 200) return expectRefusal(res);
      await staffCall(server, f.tokens.teacher, 'POST', `${L}/community/comment`, {
        post_id: 1,
        reply_id: res.body.data,
        content: payload,
      });
      const page = await staffCall(server, f.tokens.teacher, 'GET', `${L}/community/comment?post_id=1`);
      const comment = (
        page.body.data.list as { id: number; content: string; replies: { content: string }[] }[]
      ).find((c) => c.id === res.body.data);
      expect(comment, 'the comment is listed').toBeDefined();
      expect(richTextProblems(comment?.content ?? ''), kind).toEqual([]);
      for (const reply of comment?.replies ?? []) expect(richTextProblems(reply.content), kind).toEqual([]);
    });
  });

  it('an SVG image of a post is served so that its script never runs', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>`;
    const form = new FormData();
    form.set('file', new Blob([svg]), 'x.svg');
    const auth = { authorization: `Bearer ${f.tokens.teacher}` };
    const uploaded = await fetch(`${server.url}${L}/community/upload`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const body = (await uploaded.json()) as { msg: string; data: { path: string } };
    expect(uploaded.status, body.msg).toBe(200);
    const path = body.data.path;
    expect(path).toMatch(/\.svg$/);
    const res = await fetch(server.url + path, { headers: auth });
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  describe.each(XSS_PAYLOADS)('%s (lesson sessions)', (_kind, payload) => {
    it('a handout name, its rejection reason and an evaluation are stored as plain text', async () => {
      const handout = await staffCall(server, f.tokens.teacher, 'POST', `${L}/public/imgBase64`, {
        base64_image: `data:image/png;base64,${PNG.toString('base64')}`,
      });
      const upload = await staffCall(
        server,
        f.tokens.teacher,
        'POST',
        `${L}/teacherSchedule/detailClassTime/uploadNotes`,
        {
          class_times_id: 1,
          file_name: payload,
          file_url: handout.body.data.path,
        },
      );
      const detail = () =>
        staffCall(server, f.tokens.teacher, 'GET', `${L}/teacherSchedule/detailClassTime/1`);
      if (upload.status === 200) {
        expect(plainTextProblems((await detail()).body.data.file_name)).toEqual([]);
        const reject = await staffCall(
          server,
          f.tokens.assistant,
          'PUT',
          '/api/assistants/teamClass/classTime/reviewNotes/1',
          {
            file_status: 4,
            file_remark: payload,
          },
        );
        if (reject.status === 200)
          expect(plainTextProblems((await detail()).body.data.file_remark)).toEqual([]);
        else expectRefusal(reject);
      } else expectRefusal(upload);

      const pair = await nextEvaluationPair();
      const evaluate = await staffCall(
        server,
        f.tokens.teacher,
        'PUT',
        `${L}/teacherSchedule/teacherRemark/${pair.session}`,
        {
          clue_id: pair.student,
          remark: payload,
        },
      );
      if (evaluate.status !== 200) return expectRefusal(evaluate);
      const students = await staffCall(
        server,
        f.tokens.teacher,
        'GET',
        `${L}/teacherSchedule/getClassTimeStudent/${pair.session}`,
      );
      const row = (students.body.data as { clue_id: number; teacher_remark: string }[]).find(
        (r) => r.clue_id === pair.student,
      );
      expect(plainTextProblems(row?.teacher_remark ?? '')).toEqual([]);
    });
  });

  describe.each(XSS_PAYLOADS)('%s (class life)', (kind, payload) => {
    it('an announcement title is stored as plain text and its content as safe rich text', async () => {
      const res = await staffCall(server, f.tokens.teacher, 'POST', `${L}/announcement`, {
        class_id: 1,
        title: payload.slice(0, 30),
        content: `<p>公告</p>${payload}`,
      });
      if (res.status !== 200) return expectRefusal(res);
      const shown = await staffCall(server, f.tokens.teacher, 'GET', `${L}/announcement/${res.body.data.id}`);
      expect(plainTextProblems(shown.body.data.content.title), kind).toEqual([]);
      expect(richTextProblems(shown.body.data.content.content), shown.body.data.content.content).toEqual([]);
    });

    it('a meeting name, speaker and room and a profile introduction are stored as plain text', async () => {
      const meeting = await staffCall(server, f.tokens.teacher, 'POST', `${L}/class/meeting`, {
        class_id: 1,
        meeting_name: payload.slice(0, 50),
        start_time: nowSeconds() + 3600,
        end_time: nowSeconds() + 7200,
        teacher_name: payload.slice(0, 20),
        room_id: payload.slice(0, 50),
      });
      if (meeting.status === 200) {
        for (const field of ['meeting_name', 'teacher_name', 'room_id'])
          expect(plainTextProblems(meeting.body.data[field]), `${kind} ${field}`).toEqual([]);
      } else expectRefusal(meeting);
      const avatar = await staffCall(server, f.tokens.teacher, 'POST', `${L}/information/avatar`, {
        base64_image: PNG.toString('base64'),
      });
      const profile = await staffCall(server, f.tokens.teacher, 'PUT', `${L}/teacher/update`, {
        avatar: avatar.body.data.path,
        real_name: payload.slice(0, 20),
        introduction: payload.slice(0, 200),
      });
      if (profile.status !== 200) return expectRefusal(profile);
      expect(plainTextProblems(profile.body.data.real_name), kind).toEqual([]);
      expect(plainTextProblems(profile.body.data.introduction), kind).toEqual([]);
    });
  });

  describe('rendered in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      if (!existsSync(CHROMIUM)) {
        throw new Error(
          `Chromium is missing at ${CHROMIUM}: install the Debian package chromium to run this class`,
        );
      }
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
    });
    afterAll(() => browser?.close());

    it('the sample was stored (every sampled kind reached the renderer)', () => {
      expect([...rendered.keys()].sort()).toEqual([...SAMPLE].sort());
    });

    it.each([...SAMPLE])(
      '%s: no script, no dialog, no request to an outside or API address',
      async (kind) => {
        const html = rendered.get(kind) ?? '';
        const context = await browser.newContext({ baseURL: server.url });
        await context.addCookies([{ name: 'sid', value: f.tokens.teacher, url: server.url }]);
        const page = await context.newPage();
        const dialogs: string[] = [];
        const requests: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const pageUrl = `${server.url}/__stored-xss-render`;
        await page.route('**/*', async (route) => {
          const url = route.request().url();
          if (url === pageUrl) {
            // The stored HTML as it is, straight in the page (stricter than the web's innerHTML).
            return route.fulfill({
              contentType: 'text/html; charset=utf-8',
              body: `<!doctype html><html><head><meta charset="utf-8"></head><body><div class="rich-text">${html}</div></body></html>`,
            });
          }
          const path = url.startsWith(server.url) ? url.slice(server.url.length) : url;
          if (/^\/api\/files\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/.test(path)) return route.continue();
          requests.push(url);
          return route.abort();
        });
        await page.goto(pageUrl, { waitUntil: 'load' });
        await page.waitForTimeout(300);
        await page.mouse.move(10, 10);
        const ran = await page.evaluate(() => (globalThis as { __xss?: number }).__xss);
        await context.close();
        expect(ran, 'a payload script ran').toBeUndefined();
        expect(dialogs, 'a dialog opened').toEqual([]);
        expect(requests, `requests left the page (the recall would be ${API_CALL})`).toEqual([]);
      },
    );
  });
});
