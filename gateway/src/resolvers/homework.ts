import { HOMEWORK_TYPE_CODE, IS_ANONYMOUS, PUBLISH_SCOPE_CODE } from '@school/machines';
import { camel } from '../camel';
import type {
  HomeworkSubQuestionResolvers,
  PublishHomeworkInput,
  QuestionType,
  Resolvers,
} from '../generated/resolvers-types';
import type {
  RestHistoricalHomework,
  RestHomeworkClass,
  RestHomeworkCopy,
  RestHomeworkQuestion,
  RestHomeworkRow,
  RestPage,
  RestPeriod,
  RestPublishableCourse,
  RestPublishButton,
} from '../rest/homework';
import { restId, restIds } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { loadViewer } from '../upstream';

/** REST codes pass through: the schema's enums map to them in codegen (`enumValues`). */
const questionType = (quesType: number) => quesType as QuestionType;
const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);

/** The form's input as the REST publish body (the spec's field names; `question` a JSON string). */
const toPublishBody = (input: PublishHomeworkInput) => ({
  course_basis_id: input.courseId ?? '',
  type: input.type ?? '',
  course_periods_id: input.periodId ?? '',
  name: input.name ?? '',
  remark: input.remark ?? '',
  ending_time: seconds(input.endingTime) ?? '',
  is_set_score: input.scored === null || input.scored === undefined ? '' : input.scored ? 2 : 1,
  is_anonymous: input.anonymous ? 2 : 1,
  release_mode: input.releaseLater ? 2 : 1,
  publish_scope: input.scope ?? '',
  child_course_basis_ids: (input.childCourseIds ?? []).join(','),
  ...(input.arrangeType ? { arrange_type: input.arrangeType, arrange_id: input.arrangeId ?? '' } : {}),
  question: JSON.stringify(
    input.questions.map((q) => ({
      id: Number(q.id),
      score: q.score ?? undefined,
      ...(q.rubricId ? { rubric_id: Number(q.rubricId) } : {}),
      ...(q.subQuestions
        ? {
            ques_item: q.subQuestions.map((s) => ({
              id: Number(s.id),
              score: s.score ?? undefined,
              ...(s.rubricId ? { rubric_id: Number(s.rubricId) } : {}),
            })),
          }
        : {}),
    })),
  ),
});

/** The fields a homework question and its sub-questions name otherwise than the REST answer. */
const homeworkPartFields: HomeworkSubQuestionResolvers = {
  type: (q) => questionType(q.quesType),
  stem: (q) => q.quesStem,
};

/** Homework publishing and management over the caller's staff calls (`hw/*`). */
export const homeworkResolvers: Resolvers = {
  HomeworkType: HOMEWORK_TYPE_CODE,
  PublishScope: PUBLISH_SCOPE_CODE,
  // The REST shapes (codegen `mappers`) named as the schema's fields.
  HomeworkRow: {
    courseId: (r) => String(r.courseBasisId),
    periodTitle: (r) => r.periodsTitle,
    notGradedCount: (r) => r.notRevisedHomeworkCount,
    gradedCount: (r) => r.gradedHomeworkCount,
    submittedCount: (r) => r.submittedHomeworkCount,
    dueCount: (r) => r.homeworkCount,
    classNames: (r) => r.className,
    multiClass: (r) => r.publishType === 2,
    arranged: (r) => r.arrangeType !== null,
    scored: (r) => r.isSetScore === 2,
    publisherRole: (r) => (r.creatorType === 1 ? 'TEACHER' : 'ASSISTANT'),
    publisherName: (r) => (r.creatorType === 1 ? r.teacherName : r.assistantName) ?? '',
    isOwner: (r) => r.isOwner === 1,
    recalled: (r) => r.status === 2,
  },
  HomeworkRowAbilities: {
    continuePublishing: (a) => a.continuePublish,
    grade: (a) => a.correct,
  },
  HomeworkQuestion: {
    ...homeworkPartFields,
    difficulty: (q) => q.facilityValue,
    subQuestions: (q) => q.quesItem,
  },
  HomeworkSubQuestion: homeworkPartFields,
  HistoricalHomework: {
    arranged: (h) => h.hwType === 2,
    periodTitle: (h) => h.periodsTitle,
    questionCount: (h) => h.questionNum,
  },
  PublishableCourse: {
    parentId: (c) => (c.parentId ? String(c.parentId) : null),
  },
  Query: {
    async homeworkList(_parent, { filter, page, limit, sortNotGraded }, ctx) {
      const query = {
        publish_time_start: seconds(filter?.publishedFrom),
        publish_time_end: seconds(filter?.publishedTo),
        ending_time_start: seconds(filter?.endingFrom),
        ending_time_end: seconds(filter?.endingTo),
        course_title: filter?.courseTitle,
        name: filter?.name,
        type: filter?.type,
        periods_title: filter?.periodTitle,
        publish_name: filter?.publisherName,
        show_other: filter?.showOther ? 1 : undefined,
        course_basis_id: filter?.courseId,
        sort_field: sortNotGraded ? 'not_revised_homework_count' : undefined,
        sort: sortNotGraded ? (sortNotGraded === 'ASC' ? 'asc' : 'desc') : undefined,
        page: page ?? 1,
        limit: limit ?? 20,
      };
      return camel(await ctx.staff.request<RestPage<RestHomeworkRow>>('GET', '/hw/index', { query }));
    },
    async publishableCourses(_parent, { title, parentId, courseId, page, limit }, ctx) {
      const viewer = await loadViewer(ctx);
      // Teachers: lector/teacher/myCourse; assistants: hw/courses/choose (spec section 7).
      const path = viewer.role === 'teacher' ? '/teacher/myCourse' : '/hw/courses/choose';
      const query = {
        title,
        parent_id: parentId,
        course_id: courseId,
        is_create_hw: 1,
        page: page ?? 1,
        limit: limit ?? 20,
      };
      return camel(await ctx.staff.request<RestPage<RestPublishableCourse>>('GET', path, { query }));
    },
    async coursePeriods(_parent, { courseId }, ctx) {
      const list = await ctx.staff.request<RestPeriod[]>('GET', `/hw/choose/periods/${restId(courseId)}`);
      return list.map((p) => ({ id: String(p.id), title: p.title, sort: p.sort }));
    },
    async homeworkHistory(_parent, { filter, page, limit }, ctx) {
      const query = {
        name: filter?.name,
        type: filter?.type,
        course_title: filter?.courseTitle,
        periods_title: filter?.periodTitle,
        publish_time_start: seconds(filter?.publishedFrom),
        publish_time_end: seconds(filter?.publishedTo),
        page: page ?? 1,
        limit: limit ?? 10,
      };
      return camel(
        await ctx.staff.request<RestPage<RestHistoricalHomework>>('GET', '/hw/history', { query }),
      );
    },
    async historicalHomeworkQuestions(_parent, { ids }, ctx) {
      return camel(await ctx.staff.request<RestHomeworkQuestion[]>('GET', `/hw/choose/${restIds(ids)}`));
    },
    async homeworkCopy(_parent, { id }, ctx) {
      const copy = await ctx.staff.request<RestHomeworkCopy>('GET', `/hw/copy/${restId(id)}`);
      return {
        id: String(copy.hw_info.id),
        name: copy.hw_info.name,
        remark: copy.hw_info.remark,
        scored: copy.hw_info.is_set_score === 2,
        anonymous: copy.hw_info.is_anonymous === IS_ANONYMOUS.on,
        releaseLater: copy.hw_info.release_mode === 2,
        questions: camel(copy.question),
      };
    },
    async homeworkClasses(_parent, { id }, ctx) {
      const list = await ctx.staff.request<RestHomeworkClass[]>('GET', `/hw/class/published/${restId(id)}`);
      return list.map((c) => ({ id: String(c.id), name: c.name, published: c.is_published === 1 }));
    },
    async homeworkPublishInfo(_parent, { id }, ctx) {
      const b = camel(await ctx.staff.request<RestPublishButton>('GET', `/hw/publish/button/${restId(id)}`));
      return {
        ...b,
        multiClass: b.publishType === 2,
        isOwner: b.isOwner === 1,
        recalled: b.status === 2,
        arranged: b.arrangeType !== null,
      };
    },
    async pendingGradingCount(_parent, _args, ctx) {
      return ctx.staff.request<number>('GET', `/hw/correct/quantity`);
    },
  },
  Mutation: {
    async publishHomework(_parent, { input }, ctx) {
      const path = input.arrangeType ? '/arrangeHomework/homework/publish' : '/hw/publish';
      const { id } = await ctx.staff.request<{ id: number }>('POST', path, {
        body: toPublishBody(input),
      });
      return { id: String(id) };
    },
    async publishHomeworkToClasses(_parent, { id, classIds }, ctx) {
      return camel(
        await ctx.staff.request<RestHomeworkRow>(
          'GET',
          `/hw/class/publish/${restId(id)}/${restIds(classIds)}`,
        ),
      );
    },
    async adjustHomeworkDeadline(_parent, { id, endingTime }, ctx) {
      const path = `/hw/update/ending_time/${restId(id)}/${toUnixSeconds(endingTime)}` as const;
      return camel(await ctx.staff.request<RestHomeworkRow>('PUT', path));
    },
    async recallHomework(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestHomeworkRow>('GET', `/hw/withdraw/${restId(id)}`));
    },
  },
};
