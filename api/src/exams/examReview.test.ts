import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ATTEMPT_MESSAGES, EXAM_REVIEW_MESSAGES, GRADING_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../app';
import { PDF_MESSAGES } from '../exports';
import { rebuildProjections } from '../store/rebuild';

/**
 * The exam review page, marking with the grading rules, the paper preview and its PDF, over HTTP on
 * the demo school: 作文测验 (one short answer worth 10, pass 6) was sat by four students of the first
 * class and awaits review; its author is that class's head teacher.
 */

const nowMs = Date.parse('2026-09-20T10:00:00+08:00');

let api: Api;
let base: string;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};
let examId: number;
let papers: { id: number; uid: number }[];

async function login(mobile: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function call(who: string, method: string, url: string, json?: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { msg: string; data: any };
  return { status: res.status, msg: body.msg, data: body.data };
}
const teacher = (method: string, url: string, json?: unknown) =>
  call('teacher', method, `/api/lector${url}`, json);

beforeAll(async () => {
  api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await api.close();
  };
  const db = api.store.db;
  const exam = await db
    .selectFrom('exams')
    .innerJoin('users', 'users.id', 'exams.creator_id')
    .select(['exams.id', 'users.mobile'])
    .where('exams.name', '=', '作文测验')
    .executeTakeFirstOrThrow();
  examId = Number(exam.id);
  const rows = await db
    .selectFrom('exam_reports')
    .innerJoin('users', 'users.id', 'exam_reports.uid')
    .select(['exam_reports.id', 'exam_reports.uid', 'users.mobile'])
    .where('exam_id', '=', examId)
    .orderBy('exam_reports.id')
    .execute();
  papers = rows.map((r) => ({ id: Number(r.id), uid: Number(r.uid) }));
  tokens.teacher = await login(exam.mobile);
  tokens.first = await login(rows[0]?.mobile as string);
  tokens.second = await login(rows[1]?.mobile as string);
});
afterAll(() => close?.());

const paper = (n: number) => papers[n]?.id as number;

describe('the exam review page', () => {
  it('shows a paper awaiting review without rank, pass result or total, and its answer card', async () => {
    const { status, data } = await teacher('GET', `/testDetail/report/${paper(0)}`);
    expect(status).toBe(200);
    expect(data.report_info).toMatchObject({
      test_name: '作文测验',
      test_status: 2,
      ranking: null,
      user_score: null,
      subjective_score: null,
      sum_score: 10,
    });
    expect(data.report_info.abilities.mark).toEqual({ shown: true, allowed: true, reason: null });
    expect(data.report_list).toEqual([expect.objectContaining({ id: paper(0), attempt_no: 1 })]);
    expect(data.card_info).toEqual([
      expect.objectContaining({ name: '一、试题', items: [expect.objectContaining({ id: 1, status: 4 })] }),
    ]);
    expect(data.question[0]).toMatchObject({ ques_type: 5, status: 4, user_score: null, score: 10 });
    expect(JSON.parse(data.question[0].user_answer).content).toContain('我的作文');
  });

  it('a student reads their own paper, never another student’s, and not on a staff prefix', async () => {
    const own = await call('first', 'GET', `/api/app/exam/report/${paper(0)}/review`);
    expect(own).toMatchObject({ status: 200, data: { report_info: { id: paper(0) } } });
    expect(own.data.question[0]).not.toHaveProperty('right_answer');
    const other = await call('second', 'GET', `/api/app/exam/report/${paper(0)}/review`);
    expect(other).toMatchObject({ status: 404, msg: ATTEMPT_MESSAGES.notYours });
    const staff = await call('second', 'GET', `/api/lector/testDetail/report/${paper(0)}`);
    expect(staff.status).toBe(403);
  });
});

describe('marking a paper (ExamPaperApprove) with the grading rules', () => {
  it('opens the paper as report data with the next paper to mark', async () => {
    const { status, data } = await teacher('GET', `/testDetail/paper/approved/${paper(0)}`);
    expect(status).toBe(200);
    expect(data.report_info).toMatchObject({ test_name: '作文测验', test_status: 2, is_set_score: 2 });
    expect(data.subject_question).toEqual([
      expect.objectContaining({ ques_id: 1, is_review: 2, get_score: null, revision: 0 }),
    ]);
    expect(data.subject_card_info[0].name).toBe('一、试题');
    expect(data.next_report_id).toBe(paper(1));
    // An exam paper is always scored and its questions have no parent material: no rate nor
    // parent_stem is answered (left out, not null standing in).
    for (const q of [...data.subject_question, ...data.objective_question]) {
      expect(['rate' in q, 'parent_stem' in q]).toEqual([false, false]);
    }
  });

  it('refuses a score beyond the question’s, and finishing while a question is pending', async () => {
    const over = await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(0),
      question_id: 1,
      score: 11,
    });
    expect(over).toMatchObject({ status: 400, msg: GRADING_MESSAGES.scoreOutOfRange });
    const early = await teacher('POST', '/testDetail/paper/approved', { report_id: paper(0) });
    expect(early).toMatchObject({ status: 409, msg: GRADING_MESSAGES.pendingLeft });
    const objective = await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(0),
      question_id: 9,
      score: 1,
    });
    expect(objective).toMatchObject({ status: 404, msg: EXAM_REVIEW_MESSAGES.unknownQuestion });
  });

  it('marking updates rank, pass result and statistics at once', async () => {
    const saved = await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(0),
      question_id: 1,
      score: 8,
      remark: '条理清楚',
      revision: 0,
    });
    expect(saved).toMatchObject({ status: 200, msg: '保存成功', data: { revision: 1, is_review: 1 } });
    const stale = await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(0),
      question_id: 1,
      score: 9,
      revision: 0,
    });
    expect(stale.status).toBe(409);
    const done = await teacher('POST', '/testDetail/paper/approved', { report_id: paper(0), remark: '不错' });
    expect(done).toMatchObject({ status: 200, msg: '操作成功', data: { next_report_id: paper(1) } });

    const { data } = await teacher('GET', `/testDetail/report/${paper(0)}`);
    expect(data.report_info).toMatchObject({
      test_status: 1,
      ranking: 1,
      user_count: 1,
      is_pass: 1,
      user_score: 8,
      subjective_score: 8,
      comment: '不错',
    });
    expect(data.card_info[0].items[0].status).toBe(5);
    expect(data.report_info.abilities.mark.shown).toBe(false);
    expect(data.question[0]).toMatchObject({ user_score: 8, review_comment: '条理清楚' });
    const list = await teacher('GET', `/testDetail/list/${examId}`);
    expect(list.data.list.find((r: { id: number }) => r.id === paper(0))).toMatchObject({
      test_status: 1,
      is_pass: 1,
      score: 8,
      isCan: 0,
    });
    const stats = await teacher('GET', `/test/getInfo/${examId}`);
    expect(stats.data.pass_nums).toBe(1);

    // A second paper marked lower ranks second, below the first.
    await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(1),
      question_id: 1,
      score: 5,
    });
    await teacher('POST', '/testDetail/paper/approved', { report_id: paper(1) });
    const second = await teacher('GET', `/testDetail/report/${paper(1)}`);
    expect(second.data.report_info).toMatchObject({ ranking: 2, user_count: 2, is_pass: 0 });
    const twice = await teacher('POST', '/testDetail/paper/approved', { report_id: paper(1) });
    expect(twice).toMatchObject({ status: 409, msg: EXAM_REVIEW_MESSAGES.finishedTwice });

    // A grade changed afterwards records the result again.
    await teacher('POST', '/testDetail/paper/approveQuestion', {
      report_id: paper(1),
      question_id: 1,
      score: 10,
    });
    const changed = await teacher('GET', `/testDetail/report/${paper(1)}`);
    expect(changed.data.report_info).toMatchObject({ ranking: 1, user_score: 10, is_pass: 1 });
  });

  it('a rebuild from the log gives the same read model', async () => {
    const read = async () => ({
      reports: await api.store.db.selectFrom('exam_reports').selectAll().orderBy('id').execute(),
      grades: await api.store.db
        .selectFrom('exam_question_grades')
        .selectAll()
        .orderBy('report_id')
        .execute(),
      reviews: await api.store.db
        .selectFrom('exam_report_reviews')
        .selectAll()
        .orderBy('report_id')
        .execute(),
    });
    const before = await read();
    expect(before.grades.length).toBeGreaterThan(0);
    await rebuildProjections(api.store);
    expect(await read()).toEqual(before);
  });
});

describe('the paper preview and its PDF', () => {
  it('previews the paper with its sections, questions and answers', async () => {
    const { status, data } = await teacher('GET', `/testDetail/preview/${examId}`);
    expect(status).toBe(200);
    expect(data.exam).toMatchObject({ name: '作文测验', score: 10, pass_score: 6 });
    expect(data.detail[0].section.name).toBe('一、试题');
    expect(data.detail[0].list[0]).toMatchObject({ question_id: 1, ques_type: 5, score: 10 });
  });

  const pdfText = (bytes: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
    const file = path.join(dir, 'paper.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [file, '-']).toString('utf8');
  };

  async function download(url: string) {
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${tokens.teacher}` } });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return Buffer.from(await res.arrayBuffer());
  }

  it('renders the paper as a PDF its requester downloads', { timeout: 60_000 }, async () => {
    const answer = await teacher('POST', '/download/pdf', {
      html: '<h1>作文测验</h1><p>一、试题</p>',
      css: 'h1 { font-size: 28px; }',
      name: '作文测验',
    });
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.data.path).toMatch(/^\/api\/exports\//);
    const bytes = await download(answer.data.path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('作文测验');
    const stranger = await fetch(base + answer.data.path, {
      headers: { authorization: `Bearer ${tokens.first}` },
    });
    expect(stranger.status).toBe(404);
  });

  it('HTML referencing file:///etc/passwd or http://127.0.0.1 yields a PDF without it and no request made', {
    timeout: 60_000,
  }, async () => {
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const local = `http://127.0.0.1:${port}`;
    try {
      const answer = await teacher('POST', '/download/pdf', {
        html: [
          '<h1>安全试卷</h1>',
          '<iframe src="file:///etc/passwd" width="600" height="400"></iframe>',
          '<object data="file:///etc/passwd" type="text/plain"></object>',
          `<img src="${local}/image.png"><link rel="stylesheet" href="${local}/style.css">`,
          `<iframe src="${local}/frame"></iframe><script src="${local}/script.js"></script>`,
          `<div style="background:url(${local}/bg.png)">背景</div>`,
        ].join(''),
        css: `@import url("${local}/import.css"); body { background: url(file:///etc/passwd); }`,
      });
      expect(answer.status).toBe(200);
      const text = pdfText(await download(answer.data.path));
      expect(text).toContain('安全试卷');
      expect(text).not.toMatch(/root:|nologin/);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('refuses oversized input before rendering', async () => {
    const answer = await teacher('POST', '/download/pdf', { html: 'x'.repeat(1_500_001) });
    expect(answer).toMatchObject({ status: 413 });
    expect(answer.msg).toBe(PDF_MESSAGES.tooLarge);
  });
});

describe('a report number names one kind of report', () => {
  it('an exam paper’s number never opens a homework report (作业不存在, no lease), nor the reverse', async () => {
    const db = api.store.db;
    // The exam's author publishes a homework to the same class: its reports are numbered too.
    const bank = (await teacher('POST', '/ques/public', { limit: 100 })).data.list as any[];
    const published = await teacher('POST', '/hw/publish', {
      course_basis_id: 1,
      type: 1,
      name: '编号作业',
      ending_time: Math.floor(nowMs / 1000) + 86_400,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: bank.find((q) => q.ques_type === 1).id, score: 5 }]),
    });
    expect(published.msg).toBe('作业发布成功');
    const homeworkIds = new Set(
      (await db.selectFrom('homework_reports').select('id').execute()).map((r) => Number(r.id)),
    );
    // Every paper of the demo school, each number refused by every homework report route.
    for (const { id } of papers) {
      expect(homeworkIds.has(id), `paper ${id} is also a homework report`).toBe(false);
      const opened = await teacher('GET', `/testDetail/approved/${id}`);
      expect(opened).toMatchObject({ status: 404, msg: '作业不存在' });
      const listed = await teacher('POST', '/hw/review/list', { report_id: id });
      expect(listed).toMatchObject({ status: 404, msg: '作业不存在' });
    }
    const leases = await db
      .selectFrom('grading_leases')
      .select('report_id')
      .where('kind', '=', 'homework')
      .where(
        'report_id',
        'in',
        papers.map((p) => p.id),
      )
      .execute();
    expect(leases).toEqual([]);
    const homeworkReport = [...homeworkIds][0] as number;
    const paperRoute = await teacher('GET', `/testDetail/paper/approved/${homeworkReport}`);
    expect(paperRoute).toMatchObject({ status: 404, msg: ATTEMPT_MESSAGES.notYours });
  });
});
