import { camel } from '../camel';
import type { PaperItemResolvers, QuestionType, Resolvers } from '../generated/resolvers-types';
import type {
  HomeworkPreviewAnswer,
  HomeworkResultsReleaseAnswer,
  PaperItemAnswer,
  RestAnswerDetail,
  RestAnswerStudent,
  RestBandStudent,
  RestGradeDistribution,
  RestHomeworkAnonymity,
  RestHomeworkPreview,
  RestHomeworkRelease,
  RestHomeworkResultDetail,
  RestHomeworkStudentRow,
  RestQuestionAnalysisRow,
  RestQuestionStatistics,
  RestTranscriptExport,
  RestTranscriptRow,
  RestTranscriptSummary,
  RestTypeStatistics,
} from '../rest/homeworkResults';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { LONG_WORK_TIMEOUT_MS, loadViewer } from '../upstream';

interface RestPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** A REST id, the fallback when the caller gave none (a class id of 0 means every class). */
const restIdOr = (id: string | null | undefined, fallback?: string): string => restId(id ?? fallback ?? '');
const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);
const questionType = (code: number) => code as QuestionType;

/** The REST path of a homework's call for all classes or one class (`/{hwId}` or `/{hwId}/{classId}`). */
const scoped = (base: string, hw: string, cls: string) =>
  cls === '0' ? `${base}/${hw}` : `${base}/${hw}/${cls}`;

/** Released grades of a homework: its reached classes (those in `only` when given), each with its release. */
const toRelease = (
  hwId: string | number,
  release: Pick<RestHomeworkRelease, 'release_mode' | 'classes'>,
  only?: ReadonlySet<number>,
): HomeworkResultsReleaseAnswer => ({
  homeworkId: String(hwId),
  releasedByTeacher: release.release_mode === 2,
  classes: camel(release.classes.filter((c) => c.is_published === 1 && (!only || only.has(c.id)))),
});

const TYPE_NAME: Record<number, string> = {
  1: '单选题',
  2: '判断题',
  3: '多选题',
  4: '不定项选择题',
  5: '简答题',
  6: '材料题',
};
const letter = (id: number) => String.fromCharCode(64 + id);

/** The preview's questions as answerable items: a material question's sub-questions carry their parent. */
function previewItems(questions: HomeworkPreviewAnswer['question']): PaperItemAnswer[] {
  const items: PaperItemAnswer[] = [];
  for (const q of questions) {
    const parts =
      q.quesType === 6
        ? q.quesItem.map((i) => ({ ...i, parentId: q.id, parentQuesStem: q.quesStem }))
        : [{ ...q, parentId: null, parentQuesStem: null }];
    for (const part of parts) items.push({ ...part, quesId: part.id, sort: items.length + 1 });
  }
  return items;
}

const GROUP_PATH = {
  RIGHT: '/homework/answer/right/students',
  WRONG: '/homework/answer/wrong/students',
  ANSWERED: '/homework/answered/students',
  UNANSWERED: '/homework/unanswer/students',
} as const;

const SORT_FIELD = {
  RIGHT_COUNT: 'right_count',
  WRONG_COUNT: 'wrong_count',
  CORRECT_RATE: 'average_right_rate',
} as const;

/** A paper's question as the schema names it: its letters and right answer derived from the options. */
const paperItemFields: PaperItemResolvers = {
  questionId: (q) => String(q.quesId),
  type: (q) => questionType(q.quesType),
  typeName: (q) => TYPE_NAME[q.quesType] ?? String(q.quesType),
  stem: (q) => q.quesStem,
  options: (q) => q.quesOption,
  rightAnswer: (q) =>
    q.quesType === 5
      ? q.rightAnswer
      : q.quesOption
          .filter((o) => o.isRight === 1)
          .map((o) => letter(o.id))
          .join(','),
  analysis: (q) => q.quesAnalysis,
  parentId: (q) => (q.parentId === null ? null : String(q.parentId)),
  parentStem: (q) => q.parentQuesStem,
};

export const homeworkResultsResolvers: Resolvers = {
  HomeworkResultDetail: {
    name: (d) => d.homeworkName,
    // REST answers 0 (or nothing) for a homework arranged to a lesson: no scope.
    publishScope: (d) => d.publishScope || null,
    courseTitle: (d) => d.course,
    periodTitle: (d) => d.period,
    publisherName: (d) => d.creator,
    publisherRole: (d) => (d.creatorType === 1 ? 'TEACHER' : 'ASSISTANT'),
    arrangeId: (d) => (d.arrangeId === null ? null : String(d.arrangeId)),
    arrangement: (d) => d.arrangeData,
    scored: (d) => d.isSetScore === 2,
    isAnonymous: (d) => d.isAnonymous === 2,
    anonymity: (d) => ({
      id: d.id,
      isAnonymous: d.isAnonymous,
      namesHidden: d.namesHidden,
      liftAnonymity: d.abilities.liftAnonymity,
    }),
    resultsReleasedByTeacher: (d) => d.releaseMode === 2,
    recalled: (d) => d.status === 2,
    overdue: (d) => d.isOverdue === 1,
    questionCount: (d) => d.questionNum,
    // The spec keys the paper's counts and scores by type 1 to 6; the screen lists the types it uses.
    questionSummary: (d) =>
      Object.entries(d.scores)
        .filter(([, t]) => t.count > 0)
        .map(([type, t]) => ({ type: Number(type), typeName: TYPE_NAME[Number(type)] ?? type, ...t })),
    dueCount: (d) => d.total,
    submittedCount: (d) => d.submit,
    notGradedCount: (d) => d.notRevisedCount,
    gradedCount: (d) => d.revise,
    gradeRate: (d) => d.reviseRate,
  },
  HomeworkDetailAbilities: { continuePublishing: (a) => a.continuePublish },
  HomeworkArrangement: { lessonId: (a) => (a.timesId === null ? null : String(a.timesId)) },
  HomeworkAnonymity: {
    isAnonymous: (a) => a.isAnonymous === 2,
    namesHidden: (a) => a.namesHidden === 1,
  },
  HomeworkClassRelease: {
    classId: (c) => String(c.id),
    className: (c) => c.name,
    releasedAt: (c) => c.resultsReleasedAt,
  },
  QuestionTypeCount: { type: (t) => questionType(t.type) },
  HomeworkStudentRow: {
    studentId: (r) => String(r.uid),
    namesHidden: (r) => r.namesHidden === 1,
    submitTime: (r) => r.updatedAt,
  },
  QuestionAnalysisRow: {
    questionId: (r) => String(r.id),
    stem: (r) => r.quesStem,
    type: (r) => questionType(r.quesType),
    parentStem: (r) => r.parentQuesItem,
    answerCount: (r) => r.total,
    unansweredCount: (r) => r.unAnswerCount,
    correctRate: (r) => r.averageRightRate,
    score: (r) => r.quesScore,
    commonWrongOption: (r) => r.fallibilityOption,
  },
  TranscriptRow: {
    studentId: (r) => String(r.uid),
    graded: (r) => r.status === 3,
    ranking: (r) => r.rank,
    score: (r) => r.userScore,
    submitTime: (r) => r.updatedAt,
  },
  TranscriptSummary: {
    scored: (s) => s.isSetScore === 2,
    questionCount: (s) => s.total,
    objectiveCount: (s) => s.objectCount,
    objectiveScore: (s) => s.objectScore,
    subjectiveCount: (s) => s.subjectCount,
    subjectiveScore: (s) => s.subjectScore,
  },
  GradeDistribution: {
    scored: (d) => d.isSetScore === 2,
    averageCorrectRate: (d) => d.correctRate,
    totalScore: (d) => d.score,
    questionCount: (d) => d.questionNum,
    dueCount: (d) => d.total,
    bands: (d) => d.gradeDistribution,
  },
  GradeBand: { count: (b) => b.number, share: (b) => b.correctRate },
  BandStudent: { studentId: (s) => String(s.uid) },
  HomeworkStatisticsHeader: {
    periodTitle: (h) => h.periodsTitle,
    scored: (h) => h.isSetScore === 2,
  },
  TypeStatistics: { type: (t) => questionType(t.type) },
  QuestionStatistics: {
    questionId: (q) => String(q.quesId),
    type: (q) => questionType(q.quesType),
    questionScore: (q) => q.quesScore,
  },
  HomeworkPreview: {
    scored: (p) => p.isSetScore === 2,
    questionCount: (p) => p.questionNum,
    items: (p) => previewItems(p.question),
  },
  PaperItem: paperItemFields,
  PaperOption: {
    id: (o) => String(o.id),
    letter: (o) => letter(o.id),
    right: (o) => o.isRight === 1,
  },
  AnswerStatistics: {
    scored: (d) => d.isSetScore === 2,
    questionCount: (d) => d.questionNum,
  },
  AnswerStatisticsItem: {
    item: (q) => q,
    unansweredCount: (q) => q.unAnswerCount,
  },
  AnswerStudent: { studentId: (s) => String(s.uid) },
  Query: {
    async homeworkResultDetail(_parent, { homeworkId, classId, arranged }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const viewer = await loadViewer(ctx);
      // Teachers: class/homework/detail/{classId}/{hwId}; assistants: homework/{hwId}?class_id (spec section 7).
      const path = arranged
        ? `/arrangeHomework/homework/${hw}`
        : viewer.role === 'teacher'
          ? `/class/homework/detail/${cls}/${hw}`
          : `/homework/${hw}`;
      const query = arranged
        ? { class_id: cls, from: 'arrange' }
        : viewer.role === 'teacher'
          ? {}
          : { class_id: cls };
      const [d, classes] = await Promise.all([
        ctx.staff.request<RestHomeworkResultDetail>('GET', path as `/${string}`, { query }),
        // Released grades: each reached class with its results_released_at (hw/class/published).
        ctx.staff.request<RestHomeworkRelease['classes']>('GET', `/hw/class/published/${hw}`),
      ]);
      const inView = new Set(d.classes.map((c) => c.id));
      return {
        ...camel(d),
        resultsRelease: toRelease(hw, { release_mode: d.release_mode, classes }, inView),
      };
    },
    async homeworkStudents(_parent, { homeworkId, classId, filter, page, limit }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const res = await ctx.staff.request<RestPage<RestHomeworkStudentRow>>(
        'GET',
        `/class/homework/students/${cls}/${hw}`,
        {
          query: {
            nickname: filter?.name ?? undefined,
            mobile: filter?.mobile ?? undefined,
            status: filter?.status ?? undefined,
            start_at: seconds(filter?.submitFrom),
            end_at: seconds(filter?.submitTo),
            page: page ?? 1,
            limit: limit ?? 20,
          },
        },
      );
      return camel(res);
    },
    async questionAnalysis(_parent, { homeworkId, classId, sort, order }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const path =
        cls === '0' ? `/homework/question/analysis/${hw}` : `/class/homework/question/analysis/${hw}/${cls}`;
      const list = await ctx.staff.request<RestQuestionAnalysisRow[]>('GET', path as `/${string}`, {
        query: {
          sort_field: sort ? SORT_FIELD[sort] : undefined,
          sort: order ? order.toLowerCase() : undefined,
        },
      });
      return camel(list);
    },
    async transcript(_parent, { homeworkId, classId, filter, page, limit }, ctx) {
      const path = scoped('/homework/transcripts', restId(homeworkId), restIdOr(classId, '0'));
      const graded = filter?.graded;
      const res = await ctx.staff.request<RestPage<RestTranscriptRow>>('GET', path as `/${string}`, {
        query: {
          name: filter?.name ?? undefined,
          status: graded === true ? 3 : graded === false ? 1 : undefined,
          submit_time_start: seconds(filter?.submitFrom),
          submit_time_end: seconds(filter?.submitTo),
          page: page ?? 1,
          limit: limit ?? 20,
        },
      });
      return camel(res);
    },
    async transcriptSummary(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/transcripts/detail', restId(homeworkId), restIdOr(classId, '0'));
      return camel(await ctx.staff.request<RestTranscriptSummary>('GET', path as `/${string}`));
    },
    async gradeDistribution(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/grade/distribution', restId(homeworkId), restIdOr(classId, '0'));
      return camel(await ctx.staff.request<RestGradeDistribution>('GET', path as `/${string}`));
    },
    async gradeBandStudents(_parent, { homeworkId, classId, min, max }, ctx) {
      const path = scoped('/homework/distribution/students', restId(homeworkId), restIdOr(classId, '0'));
      return camel(
        await ctx.staff.request<RestBandStudent[]>('GET', path as `/${string}`, { query: { min, max } }),
      );
    },
    async homeworkStatistics(_parent, { homeworkId, classId }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const viewer = await loadViewer(ctx);
      // Teachers: homework/questionsTypeStatistics/{hwId}; assistants: homework/class/questionTypeStatistics.
      const [types, questions] =
        viewer.role === 'teacher'
          ? await Promise.all([
              ctx.staff.request<RestTypeStatistics>('GET', `/homework/questionsTypeStatistics/${hw}`, {
                query: { class_id: cls },
              }),
              ctx.staff.request<RestQuestionStatistics>('GET', `/homework/questionsStatistics/${hw}`, {
                query: { class_id: cls },
              }),
            ])
          : await Promise.all([
              ctx.staff.request<RestTypeStatistics>('GET', '/homework/class/questionTypeStatistics', {
                query: { hw_id: hw, class_id: cls },
              }),
              ctx.staff.request<RestQuestionStatistics>('GET', '/homework/class/questionStatistics', {
                query: { hw_id: hw, class_id: cls },
              }),
            ]);
      return { header: camel(types.header), byType: camel(types.list), byQuestion: camel(questions.list) };
    },
    async homeworkPreview(_parent, { homeworkId }, ctx) {
      return camel(await ctx.staff.request<RestHomeworkPreview>('GET', `/hw/preview/${restId(homeworkId)}`));
    },
    async answerStatistics(_parent, { homeworkId, classId }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const path =
        cls === '0' ? `/homework/answer/detail/${hw}` : `/class/homework/answer/detail/${hw}/${cls}`;
      return camel(await ctx.staff.request<RestAnswerDetail>('GET', path as `/${string}`));
    },
    async answerStudents(_parent, { homeworkId, classId, questionId, group }, ctx) {
      return camel(
        await ctx.staff.request<RestAnswerStudent[]>('GET', GROUP_PATH[group], {
          query: { hw_id: restId(homeworkId), class_id: restIdOr(classId, '0'), ques_id: restId(questionId) },
        }),
      );
    },
  },
  Mutation: {
    async exportTranscript(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/export/transcripts', restId(homeworkId), restIdOr(classId, '0'));
      return camel(
        await ctx.staff.request<RestTranscriptExport>('GET', path as `/${string}`, {
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
    async releaseHomeworkResults(_parent, { homeworkId, classId }, ctx) {
      const path: `/${string}` = classId
        ? `/hw/results/release/${restId(homeworkId)}/${restId(classId)}`
        : `/hw/results/release/${restId(homeworkId)}`;
      return toRelease(homeworkId, await ctx.staff.request<RestHomeworkRelease>('PUT', path));
    },
    async liftHomeworkAnonymity(_parent, { homeworkId }, ctx) {
      return camel(
        await ctx.staff.request<RestHomeworkAnonymity>('PUT', `/hw/anonymous/lift/${restId(homeworkId)}`),
      );
    },
    async downloadHomeworkPaper(_parent, { homeworkId }, ctx) {
      return camel(
        await ctx.staff.request<RestTranscriptExport>(
          'GET',
          `/teacher/homework/download/${restId(homeworkId)}`,
          { timeoutMs: LONG_WORK_TIMEOUT_MS },
        ),
      );
    },
  },
};
