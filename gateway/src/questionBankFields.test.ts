import { describe, expect, it } from 'vitest';
import { toIso } from './scalars';
import { DEMO_TEACHER, enumOrNull, fieldsSuite, type Raw, type Rows } from './testing/fieldsSuite';

/**
 * The question bank field by field (demo school): the shared questions, the knowledge points and an
 * import preview of the Word template, every field against the REST answer it comes from.
 */
const suite = fieldsSuite({ mobile: DEMO_TEACHER, restRoot: '/lector' });
const { gql, restCall } = suite;

const questionType = (code: unknown) => enumOrNull('QuestionType', code);
const OPTION = '{ id letter content isRight }';
const PART = `id type stem options ${OPTION} rightAnswer analysis`;
const QUESTION = `${PART} difficulty remark subQuestions { ${PART} } knowledgePointIds isPublic createdAt updatedAt`;
const DRAFT_PART = `type stem options ${OPTION} rightAnswer analysis`;

const options = (list: unknown) =>
  (list as Rows).map((o) => ({
    id: o.id,
    letter: String.fromCharCode(64 + (o.id as number)),
    content: o.content,
    isRight: o.is_right === 1,
  }));
const part = (q: Raw) => ({
  id: String(q.id),
  type: questionType(q.ques_type),
  stem: q.ques_stem,
  options: options(q.ques_option),
  rightAnswer: q.right_answer,
  analysis: q.ques_analysis,
});
const draftPart = (q: Raw) => {
  const { id: _, ...rest } = part(q);
  return rest;
};

describe('the question bank answers the REST fields under the schema names', () => {
  it('the shared questions and the knowledge points', async () => {
    const data = await gql(
      `query { publicQuestions(limit: 100) { total page limit list { ${QUESTION} } } knowledgePoints { id name parentId sort } }`,
    );
    const page = await restCall('POST', '/ques/public', { page: 1, limit: 100 });
    const list = page.list as Rows;
    expect(data.publicQuestions).toEqual({
      total: page.total,
      page: page.page,
      limit: page.limit,
      list: list.map((q) => ({
        ...part(q),
        difficulty: q.facility_value,
        remark: q.remark,
        subQuestions: (q.ques_item as Rows).map(part),
        knowledgePointIds: (q.point_ids as number[]).map(String),
        isPublic: q.is_public === 1,
        createdAt: toIso(q.created_at),
        updatedAt: toIso(q.updated_at),
      })),
    });
    expect(list.some((q) => (q.ques_item as Rows).length > 0)).toBe(true);
    const points = (await restCall('GET', '/ques/point')) as unknown as Rows;
    expect(data.knowledgePoints).toEqual(
      points.map((p) => ({
        id: String(p.id),
        name: p.name,
        parentId: p.parent_id === 0 ? null : String(p.parent_id),
        sort: p.sort,
      })),
    );
    expect(points.length).toBeGreaterThan(0);
  });

  it('an import preview of the Word template', async () => {
    const template = Buffer.from(
      await (await fetch(`${suite.url()}/templates/question-import.docx`)).arrayBuffer(),
    );
    const data = await gql(
      `mutation($c: String!) { previewQuestionImport(format: WORD, fileName: "t.docx", contentBase64: $c) {
        id format status expiresAt dropped addedIds abilities { commit { shown allowed reason } change { shown allowed reason } }
        rows { rowId where ready errors question { ${DRAFT_PART} difficulty remark subQuestions { ${DRAFT_PART} } } } } }`,
      { c: template.toString('base64') },
    );
    const preview = data.previewQuestionImport;
    const p = await restCall('GET', `/ques/import/preview/${preview.id}`);
    const status = { hasErrors: 'HAS_ERRORS', ready: 'READY', committed: 'COMMITTED', expired: 'EXPIRED' };
    expect(preview).toEqual({
      id: p.preview_id,
      format: p.type === 2 ? 'EXCEL' : 'WORD',
      status: status[p.status as keyof typeof status],
      expiresAt: toIso(p.expires_at),
      dropped: p.dropped,
      addedIds: (p.ids as number[]).map(String),
      abilities: p.abilities,
      rows: (p.rows as Rows).map((r) => {
        const q = r.question as Raw;
        return {
          rowId: r.row_id,
          where: r.where,
          ready: r.status === 1,
          errors: r.err,
          question: {
            ...draftPart(q),
            difficulty: q.facility_value,
            remark: q.remark,
            subQuestions: (q.ques_item as Rows).map(draftPart),
          },
        };
      }),
    });
    expect(
      preview.rows.some((r: { question: { subQuestions: unknown[] } }) => r.question.subQuestions.length),
    ).toBe(true);
  }, 30_000); // the file is read in a worker thread, which takes seconds to start on a busy machine
});
