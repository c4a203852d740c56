import { HOMEWORK_TYPE_CODE, PUBLISH_SCOPE_CODE } from '@school/machines';
import { GraphQLError } from 'graphql';
import type {
  HomeworkQuestion,
  HomeworkType,
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
import { toUnixSeconds } from '../scalars';
import { loadViewer } from '../upstream';

/** REST codes pass through: the schema's enums map to them in codegen (`enumValues`). */
const questionType = (quesType: number) => quesType as QuestionType;
const homeworkType = (type: number) => type as HomeworkType;
const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);

/** Positive integer ids only: anything else would change the REST path. */
function restIds(ids: readonly string[]): string {
  if (ids.length === 0 || !ids.every((id) => /^\d+$/.test(id))) {
    throw new GraphQLError('参数不正确', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return ids.join(',');
}
const restId = (id: string) => restIds([id]);

const toAbilities = (a: RestHomeworkRow['abilities']) => ({
  view: a.view,
  copy: a.copy,
  continuePublishing: a.continue_publish,
  grade: a.correct,
  adjustDeadline: a.adjust_deadline,
  recall: a.recall,
});

const toRow = (r: RestHomeworkRow) => ({
  id: String(r.id),
  name: r.name,
  courseId: String(r.course_basis_id),
  courseTitle: r.course_title,
  periodTitle: r.periods_title,
  notGradedCount: r.not_revised_homework_count,
  gradedCount: r.graded_homework_count,
  submittedCount: r.submitted_homework_count,
  dueCount: r.homework_count,
  endingTime: r.ending_time,
  publishTime: r.publish_time,
  classNames: r.class_name,
  classCount: r.class_count,
  publishedClassCount: r.published_class_count,
  multiClass: r.publish_type === 2,
  type: homeworkType(r.type),
  arranged: r.arrange_type !== null,
  scored: r.is_set_score === 2,
  publisherRole: r.creator_type === 1 ? ('TEACHER' as const) : ('ASSISTANT' as const),
  publisherName: r.creator_type === 1 ? r.teacher_name : r.assistant_name,
  isOwner: r.is_owner === 1,
  recalled: r.status === 2,
  abilities: toAbilities(r.abilities),
});

const toQuestion = (q: RestHomeworkQuestion): HomeworkQuestion => ({
  id: String(q.id),
  type: questionType(q.ques_type),
  stem: q.ques_stem,
  difficulty: q.facility_value,
  score: q.score,
  subQuestions: q.ques_item.map((i) => ({
    id: String(i.id),
    type: questionType(i.ques_type),
    stem: i.ques_stem,
    score: i.score,
  })),
});

/** The form's input as the REST publish body (the spec's field names; `question` a JSON string). */
const toPublishBody = (input: PublishHomeworkInput) => ({
  course_basis_id: input.courseId ?? '',
  type: input.type ?? '',
  course_periods_id: input.periodId ?? '',
  name: input.name ?? '',
  remark: input.remark ?? '',
  ending_time: seconds(input.endingTime) ?? '',
  is_set_score: input.scored === null || input.scored === undefined ? '' : input.scored ? 2 : 1,
  publish_scope: input.scope ?? '',
  child_course_basis_ids: (input.childCourseIds ?? []).join(','),
  ...(input.arrangeType ? { arrange_type: input.arrangeType, arrange_id: input.arrangeId ?? '' } : {}),
  question: JSON.stringify(
    input.questions.map((q) => ({
      id: Number(q.id),
      score: q.score ?? undefined,
      ...(q.subQuestions
        ? { ques_item: q.subQuestions.map((s) => ({ id: Number(s.id), score: s.score ?? undefined })) }
        : {}),
    })),
  ),
});

/** Homework publishing and management over the caller's staff calls (`hw/*`). */
export const homeworkResolvers: Resolvers = {
  HomeworkType: HOMEWORK_TYPE_CODE,
  PublishScope: PUBLISH_SCOPE_CODE,
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
      const res = await ctx.staff.request<RestPage<RestHomeworkRow>>('GET', '/hw/index', { query });
      return { ...res, list: res.list.map(toRow) };
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
      const res = await ctx.staff.request<RestPage<RestPublishableCourse>>('GET', path, { query });
      return {
        ...res,
        list: res.list.map((c) => ({
          id: String(c.id),
          title: c.title,
          courseType: c.course_type,
          parentId: c.parent_id ? String(c.parent_id) : null,
          classes: c.classes.map((k) => ({ id: String(k.id), name: k.name })),
        })),
      };
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
      const res = await ctx.staff.request<RestPage<RestHistoricalHomework>>('GET', '/hw/history', {
        query,
      });
      return {
        ...res,
        list: res.list.map((h) => ({
          id: String(h.id),
          name: h.name,
          type: homeworkType(h.type),
          arranged: h.hw_type === 2,
          periodTitle: h.periods_title,
          courseTitle: h.course_title,
          questionCount: h.question_num,
          publishTime: h.publish_time,
        })),
      };
    },
    async historicalHomeworkQuestions(_parent, { ids }, ctx) {
      const list = await ctx.staff.request<RestHomeworkQuestion[]>('GET', `/hw/choose/${restIds(ids)}`);
      return list.map(toQuestion);
    },
    async homeworkCopy(_parent, { id }, ctx) {
      const copy = await ctx.staff.request<RestHomeworkCopy>('GET', `/hw/copy/${restId(id)}`);
      return {
        id: String(copy.hw_info.id),
        name: copy.hw_info.name,
        remark: copy.hw_info.remark,
        scored: copy.hw_info.is_set_score === 2,
        questions: copy.question.map(toQuestion),
      };
    },
    async homeworkClasses(_parent, { id }, ctx) {
      const list = await ctx.staff.request<RestHomeworkClass[]>('GET', `/hw/class/published/${restId(id)}`);
      return list.map((c) => ({ id: String(c.id), name: c.name, published: c.is_published === 1 }));
    },
    async homeworkPublishInfo(_parent, { id }, ctx) {
      const b = await ctx.staff.request<RestPublishButton>('GET', `/hw/publish/button/${restId(id)}`);
      return {
        multiClass: b.publish_type === 2,
        publishedClassCount: b.published_class_count,
        classCount: b.class_count,
        isOwner: b.is_owner === 1,
        recalled: b.status === 2,
        arranged: b.arrange_type !== null,
        endingTime: b.ending_time,
        abilities: toAbilities(b.abilities),
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
      return toRow(
        await ctx.staff.request<RestHomeworkRow>(
          'GET',
          `/hw/class/publish/${restId(id)}/${restIds(classIds)}`,
        ),
      );
    },
    async adjustHomeworkDeadline(_parent, { id, endingTime }, ctx) {
      const path = `/hw/update/ending_time/${restId(id)}/${toUnixSeconds(endingTime)}` as const;
      return toRow(await ctx.staff.request<RestHomeworkRow>('PUT', path));
    },
    async recallHomework(_parent, { id }, ctx) {
      return toRow(await ctx.staff.request<RestHomeworkRow>('GET', `/hw/withdraw/${restId(id)}`));
    },
  },
};
