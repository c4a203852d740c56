import { isBankQuesType, QUESTION_MESSAGES, QUESTION_TYPE_CODE } from '@school/machines';
import { GraphQLError } from 'graphql';
import { camel } from '../camel';
import type { GatewayContext } from '../context';
import { isGraphQLError } from '../errors';
import type {
  QuestionFilter,
  QuestionImportFormat,
  QuestionImportPreviewStatus,
  QuestionInput,
  QuestionType,
  Resolvers,
  SubQuestionResolvers,
} from '../generated/resolvers-types';
import type {
  QuestionAnswer,
  RestImportPreview,
  RestImportResult,
  RestKnowledgePoint,
  RestQuestion,
  RestQuestionPage,
} from '../rest/questionBank';
import { restId, restIds } from '../restIds';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';

/** REST ques_type passes through: the schema's enum maps to it in codegen (`enumValues`). */
const typeOf = (quesType: number) => quesType as QuestionType;

const IMPORT_TYPE: Record<QuestionImportFormat, 1 | 2> = { WORD: 1, EXCEL: 2 };
const IMPORT_FORMAT: Record<number, QuestionImportFormat> = { 1: 'WORD', 2: 'EXCEL' };
const PREVIEW_STATUS: Record<RestImportPreview['status'], QuestionImportPreviewStatus> = {
  hasErrors: 'HAS_ERRORS',
  ready: 'READY',
  committed: 'COMMITTED',
  expired: 'EXPIRED',
};
/** A kind the bank knows, or none (a file may name another; the preview shows its error). */
const draftType = (quesType: number | null) => (isBankQuesType(quesType) ? typeOf(quesType) : null);

const filterQuery = (filter: QuestionFilter | null | undefined, page: number, limit: number) => ({
  ques_stem: filter?.stem ?? undefined,
  ques_type: filter?.type ?? undefined,
  facility_value: filter?.difficulty ?? undefined,
  remark: filter?.remark ?? undefined,
  page,
  limit,
});

const restOptions = (options: readonly { content: string; isRight: boolean }[]) =>
  JSON.stringify(options.map((o, i) => ({ id: i + 1, content: o.content, is_right: o.isRight ? 1 : 2 })));

/** The form's input as the REST body of ques/add and ques/update (JSON strings for options and items). */
const toRestBody = (input: QuestionInput) => ({
  ques_type: input.type,
  ques_stem: input.stem,
  ques_option: restOptions(input.options),
  right_answer: input.rightAnswer,
  ques_analysis: input.analysis,
  facility_value: input.difficulty ?? '',
  remark: input.remark,
  ques_item: JSON.stringify(
    input.subQuestions.map((item) => ({
      ...(item.id ? { id: Number(item.id) } : {}),
      ques_type: item.type,
      ques_stem: item.stem,
      ques_option: item.options.map((o, i) => ({
        id: i + 1,
        content: o.content,
        is_right: o.isRight ? 1 : 2,
      })),
      right_answer: item.rightAnswer,
      ques_analysis: item.analysis,
    })),
  ),
  point_ids: (input.knowledgePointIds ?? []).join(','),
});

/** A preview id as a path segment (an id is a UUID; anything else is refused by the API as missing). */
const previewPath = (id: string) => encodeURIComponent(id);

const isNotFound = (error: unknown) => isGraphQLError(error) && error.extensions.code === 'NOT_FOUND';

async function show(ctx: GatewayContext, id: string): Promise<QuestionAnswer | null> {
  try {
    return await ctx.loaders.question.load(restId(id));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function shown(ctx: GatewayContext, id: string): Promise<QuestionAnswer> {
  const question = await show(ctx, id);
  if (!question) throw new GraphQLError(QUESTION_MESSAGES.notFound, { extensions: { code: 'NOT_FOUND' } });
  return question;
}

/** The fields a question and a sub-question name otherwise than the REST answer. */
const partFields: SubQuestionResolvers = {
  type: (q) => typeOf(q.quesType),
  stem: (q) => q.quesStem,
  options: (q) => q.quesOption,
  analysis: (q) => q.quesAnalysis,
};

/** The question bank over the caller's staff calls (`ques/*`). */
export const questionBankResolvers: Resolvers = {
  QuestionType: QUESTION_TYPE_CODE,
  Question: {
    ...partFields,
    difficulty: (q) => q.facilityValue,
    subQuestions: (q) => q.quesItem,
    knowledgePointIds: (q) => q.pointIds.map(String),
    isPublic: (q) => q.isPublic === 1,
  },
  SubQuestion: partFields,
  QuestionOption: {
    letter: (o) => String.fromCharCode(64 + o.id),
    isRight: (o) => o.isRight === 1,
  },
  QuestionImportPreview: {
    id: (p) => p.previewId,
    format: (p) => IMPORT_FORMAT[p.type] ?? 'WORD',
    status: (p) => PREVIEW_STATUS[p.status],
    addedIds: (p) => p.ids.map(String),
  },
  QuestionImportRow: {
    ready: (r) => r.status === 1,
    errors: (r) => r.err,
  },
  QuestionImportDraft: {
    type: (q) => draftType(q.quesType),
    stem: (q) => q.quesStem,
    options: (q) => q.quesOption,
    analysis: (q) => q.quesAnalysis,
    difficulty: (q) => q.facilityValue,
    subQuestions: (q) => q.quesItem,
  },
  QuestionImportSubDraft: {
    type: (q) => draftType(q.quesType),
    stem: (q) => q.quesStem,
    options: (q) => q.quesOption,
    analysis: (q) => q.quesAnalysis,
  },
  KnowledgePoint: { parentId: (p) => (p.parentId === 0 ? null : String(p.parentId)) },
  Query: {
    async myQuestions(_parent, { filter, page, limit }, ctx) {
      const query = filterQuery(filter, page ?? 1, limit ?? 10);
      return camel(await ctx.staff.request<RestQuestionPage>('GET', `/ques/index`, { query }));
    },
    // A missing question is null with its NOT_FOUND beside it, as every lookup of one object answers.
    question: (_parent, { id }, ctx) => ctx.loaders.question.load(restId(id)),
    async publicQuestions(_parent, { filter, page, limit }, ctx) {
      const body = filterQuery(filter, page ?? 1, limit ?? 10);
      return camel(await ctx.staff.request<RestQuestionPage>('POST', `/ques/public`, { body }));
    },
    async publicQuestionsByIds(_parent, { ids }, ctx) {
      return camel(await ctx.staff.request<RestQuestion[]>('GET', `/ques/public/detail/${restIds(ids)}`));
    },
    knowledgePoints: async (_parent, _args, ctx) =>
      camel(await ctx.staff.request<RestKnowledgePoint[]>('GET', `/ques/point`)),
    async questionImportPreview(_parent, { id }, ctx) {
      try {
        return camel(
          await ctx.staff.request<RestImportPreview>('GET', `/ques/import/preview/${previewPath(id)}`),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    async addQuestion(_parent, { input }, ctx) {
      const { id } = await ctx.staff.request<{ id: number }>('POST', `/ques/add`, {
        body: toRestBody(input),
      });
      return shown(ctx, String(id));
    },
    async updateQuestion(_parent, { id, input }, ctx) {
      await ctx.staff.request('PUT', `/ques/update/${restId(id)}`, { body: toRestBody(input) });
      ctx.loaders.question.clear(restId(id));
      return shown(ctx, id);
    },
    async deleteQuestions(_parent, { ids }, ctx) {
      await ctx.staff.request('DELETE', `/ques/del/${restIds(ids)}`);
      for (const id of ids) ctx.loaders.question.clear(id);
      return ids;
    },
    async importQuestions(_parent, { format, fileName, contentBase64 }, ctx) {
      const result = await ctx.staff.request<RestImportResult>(
        'POST',
        `/ques/import/${IMPORT_TYPE[format]}`,
        {
          body: { file_name: fileName, file_base64: contentBase64 },
        },
      );
      return { added: result.added, ids: result.ids.map(String) };
    },
    previewQuestionImport: async (_parent, { format, fileName, contentBase64 }, ctx) =>
      camel(
        // Reading a file is long work (a worker thread, waiting its turn): the long-work time applies.
        await ctx.staff.request<RestImportPreview>('POST', `/ques/import/preview/${IMPORT_TYPE[format]}`, {
          body: { file_name: fileName, file_base64: contentBase64 },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      ),
    changeQuestionImportPreview: async (_parent, { id, fixes, drops }, ctx) =>
      camel(
        await ctx.staff.request<RestImportPreview>('PUT', `/ques/import/preview/${previewPath(id)}`, {
          body: {
            fixes: (fixes ?? []).map((fix) => ({ row_id: fix.rowId, ...toRestBody(fix.question) })),
            drops: drops ?? [],
          },
        }),
      ),
    async commitQuestionImportPreview(_parent, { id }, ctx) {
      // Up to 500 questions are added one command each: the long-work time applies.
      await ctx.staff.request('POST', `/ques/import/commit/${previewPath(id)}`, {
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return camel(
        await ctx.staff.request<RestImportPreview>('GET', `/ques/import/preview/${previewPath(id)}`),
      );
    },
  },
};
