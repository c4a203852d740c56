import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordFile } from '../../api/test/questionFiles';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** The question bank through GraphQL against the real REST API (in-memory SQLite, demo school). */
let server: RunningServer;
let graphql: string;

const uploads = mkdtempSync(join(tmpdir(), 'gateway-uploads-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  graphql = `${server.url}/graphql`;
}, 60_000);
afterAll(async () => {
  await server?.close();
  delete process.env.UPLOAD_DIR;
  rmSync(uploads, { recursive: true, force: true });
});

async function signIn(mobile: string) {
  const login = await post(graphql, {
    query: 'mutation($m: String!) { login(mobile: $m, password: "Demo2026") { token } }',
    variables: { m: mobile },
  });
  return { authorization: `Bearer ${login.body.data.login.token}` };
}

const QUESTION = `id type stem difficulty remark rightAnswer analysis isPublic createdAt updatedAt
  options { id letter content isRight }
  subQuestions { id type stem options { letter isRight } rightAnswer }`;

const ADD = `mutation($input: QuestionInput!) { addQuestion(input: $input) { ${QUESTION} } }`;
const MINE = `query($filter: QuestionFilter, $page: Int, $limit: Int) {
  myQuestions(filter: $filter, page: $page, limit: $limit) { total page limit list { id type remark } }
}`;

const single = {
  type: 'SINGLE_CHOICE',
  stem: '<p>网关单选</p>',
  options: [
    { content: '甲', isRight: false },
    { content: '乙', isRight: true },
  ],
  rightAnswer: '',
  analysis: '',
  difficulty: 2,
  remark: '网关',
  subQuestions: [],
};

describe('question bank over GraphQL', () => {
  it('a teacher adds a question and gets it back with letters, enum type and ISO times', async () => {
    const auth = await signIn('13800000001');
    const res = await post(graphql, { query: ADD, variables: { input: single } }, auth);
    expect(res.body.errors).toBeUndefined();
    const q = res.body.data.addQuestion;
    expect(q).toMatchObject({ type: 'SINGLE_CHOICE', difficulty: 2, remark: '网关', isPublic: false });
    expect(q.options).toEqual([
      { id: 1, letter: 'A', content: '甲', isRight: false },
      { id: 2, letter: 'B', content: '乙', isRight: true },
    ]);
    expect(q.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    const mine = await post(
      graphql,
      { query: MINE, variables: { filter: { remark: '网关', type: 'SINGLE_CHOICE' } } },
      auth,
    );
    expect(mine.body.data.myQuestions.list.map((x: { id: string }) => x.id)).toContain(q.id);
  });

  it('a material question keeps its sub-questions; an edit keeps the kept ones', async () => {
    const auth = await signIn('13800000002');
    const material = {
      ...single,
      type: 'MATERIAL',
      options: [],
      subQuestions: [
        { type: 'SHORT_ANSWER', stem: '小一', options: [], rightAnswer: '答', analysis: '' },
        {
          type: 'TRUE_FALSE',
          stem: '小二',
          options: [
            { content: '正确', isRight: true },
            { content: '错误', isRight: false },
          ],
          rightAnswer: '',
          analysis: '',
        },
      ],
    };
    const added = (await post(graphql, { query: ADD, variables: { input: material } }, auth)).body.data
      .addQuestion;
    expect(added.subQuestions.map((s: { type: string }) => s.type)).toEqual(['SHORT_ANSWER', 'TRUE_FALSE']);
    const [first] = added.subQuestions;
    const update = await post(
      graphql,
      {
        query: `mutation($id: ID!, $input: QuestionInput!) { updateQuestion(id: $id, input: $input) { ${QUESTION} } }`,
        variables: {
          id: added.id,
          input: { ...material, subQuestions: [{ ...material.subQuestions[0], id: first.id }] },
        },
      },
      auth,
    );
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.updateQuestion.subQuestions.map((s: { id: string }) => s.id)).toEqual([first.id]);
  });

  it('invalid input is refused with the form’s message, as BAD_USER_INPUT', async () => {
    const auth = await signIn('13800000001');
    const res = await post(
      graphql,
      {
        query: ADD,
        variables: {
          input: {
            ...single,
            options: [
              { content: '甲', isRight: true },
              { content: '', isRight: false },
            ],
          },
        },
      },
      auth,
    );
    expect(res.body.errors[0]).toMatchObject({
      message: '选项B内容不能为空',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const noType = await post(graphql, { query: ADD, variables: { input: { ...single, type: null } } }, auth);
    expect(noType.body.errors[0].message).toBe('请选择');
  });

  it('another staff member’s question is null, and deleting it is NOT_FOUND', async () => {
    const teacher = await signIn('13800000001');
    const assistant = await signIn('13800000002');
    const id = (await post(graphql, { query: ADD, variables: { input: single } }, teacher)).body.data
      .addQuestion.id;
    const seen = await post(
      graphql,
      { query: `query($id: ID!) { question(id: $id) { id } }`, variables: { id } },
      assistant,
    );
    expect(seen.body.data.question).toBeNull();
    expect(seen.body.errors[0]).toMatchObject({ path: ['question'], extensions: { code: 'NOT_FOUND' } });
    const del = await post(
      graphql,
      { query: `mutation($ids: [ID!]!) { deleteQuestions(ids: $ids) }`, variables: { ids: [id] } },
      assistant,
    );
    expect(del.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const own = await post(
      graphql,
      { query: `mutation($ids: [ID!]!) { deleteQuestions(ids: $ids) }`, variables: { ids: [id] } },
      teacher,
    );
    expect(own.body.data.deleteQuestions).toEqual([id]);
  });

  it('the shared bank, its detail by ids, and the knowledge points', async () => {
    const auth = await signIn('13800000002');
    const res = await post(
      graphql,
      {
        query: `{ publicQuestions(limit: 20) { total list { id type isPublic } } knowledgePoints { id name parentId } }`,
      },
      auth,
    );
    expect(res.body.data.publicQuestions.total).toBe(6);
    expect(res.body.data.publicQuestions.list.every((q: { isPublic: boolean }) => q.isPublic)).toBe(true);
    expect(res.body.data.knowledgePoints[0]).toMatchObject({ name: '数学', parentId: null });
    const ids = res.body.data.publicQuestions.list.slice(0, 2).map((q: { id: string }) => q.id);
    const detail = await post(
      graphql,
      { query: `query($ids: [ID!]!) { publicQuestionsByIds(ids: $ids) { id } }`, variables: { ids } },
      auth,
    );
    expect(detail.body.data.publicQuestionsByIds.map((q: { id: string }) => q.id)).toEqual(ids);
  });

  it('imports the Word template; a broken file lists its errors one per line', async () => {
    const auth = await signIn('13800000001');
    const template = Buffer.from(
      await (await fetch(`${server.url}/templates/question-import.docx`)).arrayBuffer(),
    );
    const IMPORT = `mutation($f: QuestionImportFormat!, $n: String!, $c: String!) {
      importQuestions(format: $f, fileName: $n, contentBase64: $c) { added ids }
    }`;
    const ok = await post(
      graphql,
      { query: IMPORT, variables: { f: 'WORD', n: 't.docx', c: template.toString('base64') } },
      auth,
    );
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data.importQuestions.added).toBe(6);
    const bad = await post(
      graphql,
      { query: IMPORT, variables: { f: 'EXCEL', n: 't.docx', c: template.toString('base64') } },
      auth,
    );
    expect(bad.body.errors[0].message).toBe('请上传.xlsx格式的Excel文件');
  }, 30_000); // each import is read in a worker thread, which takes seconds to start on a busy machine
});

describe('question import preview through GraphQL', () => {
  it('previews a Word file with a mistake, fixes it, drops nothing, commits once; another user sees none', async () => {
    const auth = await signIn('13800000001');
    const file = await wordFile(['【题型】简答题', '【题干】网关预览', '【答案】', '【难度】2']);
    const PREVIEW = `id status rows { rowId where ready errors question { type stem difficulty } }
      abilities { commit { allowed reason } } addedIds`;
    const made = await post(
      graphql,
      {
        query: `mutation($c: String!) { previewQuestionImport(format: WORD, fileName: "p.docx", contentBase64: $c) { ${PREVIEW} } }`,
        variables: { c: file.toString('base64') },
      },
      auth,
    );
    expect(made.body.errors).toBeUndefined();
    const preview = made.body.data.previewQuestionImport;
    expect(preview).toMatchObject({
      status: 'HAS_ERRORS',
      rows: [
        {
          rowId: 1,
          where: '第1题',
          ready: false,
          errors: ['请输入答案'],
          question: { type: 'SHORT_ANSWER' },
        },
      ],
      abilities: { commit: { allowed: false, reason: '还有1道题有错误，请修改或删除后再导入' } },
    });
    const fixed = await post(
      graphql,
      {
        query: `mutation($id: ID!, $fixes: [QuestionImportFixInput!]) { changeQuestionImportPreview(id: $id, fixes: $fixes) { ${PREVIEW} } }`,
        variables: {
          id: preview.id,
          fixes: [
            {
              rowId: 1,
              question: {
                type: 'SHORT_ANSWER',
                stem: '<p>网关预览</p>',
                options: [],
                rightAnswer: '<p>答案</p>',
                analysis: '',
                difficulty: 2,
                remark: '',
                subQuestions: [],
              },
            },
          ],
        },
      },
      auth,
    );
    expect(fixed.body.errors).toBeUndefined();
    expect(fixed.body.data.changeQuestionImportPreview).toMatchObject({
      status: 'READY',
      rows: [{ ready: true }],
    });
    const other = await signIn('13800000002');
    const hidden = await post(
      graphql,
      { query: 'query($id: ID!) { questionImportPreview(id: $id) { id } }', variables: { id: preview.id } },
      other,
    );
    expect(hidden.body.data.questionImportPreview).toBeNull();
    const COMMIT = `mutation($id: ID!) { commitQuestionImportPreview(id: $id) { status addedIds } }`;
    const done = await post(graphql, { query: COMMIT, variables: { id: preview.id } }, auth);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.commitQuestionImportPreview.status).toBe('COMMITTED');
    expect(done.body.data.commitQuestionImportPreview.addedIds).toHaveLength(1);
    const again = await post(graphql, { query: COMMIT, variables: { id: preview.id } }, auth);
    expect(again.body.errors[0].message).toBe('导入预览已导入，不能重复导入');
  }, 30_000);
});
