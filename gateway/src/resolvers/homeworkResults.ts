import type { HomeworkType, QuestionType, Resolvers } from '../generated/resolvers-types';
import type {
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

const toAnonymity = (
  id: number,
  a: Pick<RestHomeworkAnonymity, 'is_anonymous' | 'names_hidden' | 'lift_anonymity'>,
) => ({
  id: String(id),
  isAnonymous: a.is_anonymous === 2,
  namesHidden: a.names_hidden === 1,
  liftAnonymity: a.lift_anonymity,
});

const toDetail = (d: RestHomeworkResultDetail) => ({
  id: String(d.id),
  classId: String(d.class_id),
  classes: d.classes.map((c) => ({ id: String(c.id), name: c.name })),
  name: d.homework_name,
  type: d.type as HomeworkType,
  courseTitle: d.course,
  periodTitle: d.period,
  remark: d.remark,
  publishTime: d.publish_time,
  publishScope: d.publish_scope,
  publisherName: d.creator,
  publisherRole: d.creator_type === 1 ? ('TEACHER' as const) : ('ASSISTANT' as const),
  arrangeId: d.arrange_id === null ? null : String(d.arrange_id),
  arrangeType: d.arrange_type,
  arrangement: d.arrangeData && {
    name: d.arrangeData.name,
    classifyName: d.arrangeData.classify_name,
    gradeName: d.arrangeData.grade_name,
    subjectName: d.arrangeData.subject_name,
    lessonId: d.arrangeData.times_id === null ? null : String(d.arrangeData.times_id),
    arrangeTime: d.arrangeData.arrange_time,
    timeName: d.arrangeData.time_name,
  },
  scored: d.is_set_score === 2,
  isAnonymous: d.is_anonymous === 2,
  anonymity: toAnonymity(d.id, { ...d, lift_anonymity: d.abilities.lift_anonymity }),
  resultsReleasedByTeacher: d.release_mode === 2,
  unreleasedClassCount: d.unreleased_class_count,
  recalled: d.status === 2,
  endingTime: d.ending_time,
  overdue: d.is_overdue === 1,
  questionCount: d.question_num,
  totalScore: d.total_score,
  // The spec keys the paper's counts and scores by type 1 to 6; the screen lists the types it uses.
  questionSummary: Object.entries(d.scores)
    .filter(([, t]) => t.count > 0)
    .map(([type, t]) => ({
      type: questionType(Number(type)),
      typeName: TYPE_NAME[Number(type)] ?? type,
      count: t.count,
      score: t.score,
    })),
  dueCount: d.total,
  submittedCount: d.submit,
  notGradedCount: d.not_revised_count,
  gradedCount: d.revise,
  submitRate: d.submit_rate,
  gradeRate: d.revise_rate,
  tabsReady: d.tabs_ready,
  tabsMessage: d.tabs_message,
  abilities: {
    adjustDeadline: d.abilities.adjust_deadline,
    continuePublishing: d.abilities.continue_publish,
    preview: d.abilities.preview,
    releaseResults: d.abilities.release_results,
  },
});

/** Released grades of a homework: its reached classes (those in `only` when given), each with its release. */
const toRelease = (hwId: string | number, release: RestHomeworkRelease, only?: ReadonlySet<string>) => ({
  homeworkId: String(hwId),
  releasedByTeacher: release.release_mode === 2,
  classes: release.classes
    .filter((c) => c.is_published === 1 && (!only || only.has(String(c.id))))
    .map((c) => ({ classId: String(c.id), className: c.name, releasedAt: c.results_released_at })),
});

const toStudent = (r: RestHomeworkStudentRow) => ({
  reportId: String(r.report_id),
  studentId: String(r.uid),
  classId: String(r.class_id),
  className: r.class_name,
  nickname: r.nickname,
  mobile: r.mobile,
  namesHidden: r.names_hidden === 1,
  status: r.status,
  submitTime: r.updated_at,
  answerTime: r.answer_time,
  abilities: { grade: r.abilities.grade, view: r.abilities.view, viewSubmitted: r.abilities.view_submitted },
});

const toAnalysis = (r: RestQuestionAnalysisRow) => ({
  sort: r.sort,
  questionId: String(r._id),
  stem: r.ques_stem,
  type: questionType(r.ques_type),
  typeName: r.type_name,
  parentId: r.parent_id === null ? null : String(r.parent_id),
  parentStem: r.parent_ques_item,
  answerCount: r.total,
  rightCount: r.right_count,
  wrongCount: r.wrong_count,
  unansweredCount: r.un_answer_count,
  correctRate: r.average_right_rate,
  score: r.ques_score,
  averageScore: r.average_score,
  commonWrongOption: r.fallibility_option,
  itemAnalysis: r.item_analysis && {
    p: r.item_analysis.p,
    discrimination: r.item_analysis.discrimination,
    pointBiserial: r.item_analysis.point_biserial,
    flags: r.item_analysis.flags,
  },
});

const toTranscriptRow = (r: RestTranscriptRow) => ({
  reportId: String(r.report_id),
  studentId: String(r.uid),
  nickname: r.nickname,
  graded: r.status === 3,
  answerTime: r.answer_time,
  ranking: r.rank,
  score: r.user_score,
  objectiveScore: r.objective_score,
  subjectiveScore: r.subjective_score,
  correctRate: r.correct_rate,
  objectiveRate: r.objective_rate,
  subjectiveRate: r.subjective_rate,
  submitTime: r.updated_at,
});

interface RestItem {
  ques_id?: number;
  id?: number;
  sort: number;
  ques_type: number;
  ques_stem: string;
  ques_option: { id: number; content: string; is_right: number }[];
  right_answer: string;
  ques_analysis: string;
  score: number;
  parent_id: number | null;
  parent_ques_stem: string | null;
}

const TYPE_NAME: Record<number, string> = {
  1: '单选题',
  2: '判断题',
  3: '多选题',
  4: '不定项选择题',
  5: '简答题',
  6: '材料题',
};
const letter = (id: number) => String.fromCharCode(64 + id);

const toPaperItem = (q: RestItem) => ({
  questionId: String(q.ques_id ?? q.id),
  sort: q.sort,
  type: questionType(q.ques_type),
  typeName: TYPE_NAME[q.ques_type] ?? String(q.ques_type),
  stem: q.ques_stem,
  options: q.ques_option.map((o) => ({
    id: String(o.id),
    letter: letter(o.id),
    content: o.content,
    right: o.is_right === 1,
  })),
  rightAnswer:
    q.ques_type === 5
      ? q.right_answer
      : q.ques_option
          .filter((o) => o.is_right === 1)
          .map((o) => letter(o.id))
          .join(','),
  analysis: q.ques_analysis,
  score: q.score,
  parentId: q.parent_id === null ? null : String(q.parent_id),
  parentStem: q.parent_ques_stem,
});

/** The preview's questions as answerable items: a material question's sub-questions carry their parent. */
function previewItems(questions: RestHomeworkPreview['question']) {
  const items: RestItem[] = [];
  for (const q of questions) {
    const parts =
      q.ques_type === 6
        ? q.ques_item.map((i) => ({ ...i, parent_id: q.id, parent_ques_stem: q.ques_stem }))
        : [{ ...q, parent_id: null, parent_ques_stem: null }];
    for (const part of parts) items.push({ ...part, sort: items.length + 1 });
  }
  return items.map(toPaperItem);
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

export const homeworkResultsResolvers: Resolvers = {
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
      const inView = new Set(d.classes.map((c) => String(c.id)));
      return {
        ...toDetail(d),
        resultsRelease: toRelease(hw, { id: d.id, release_mode: d.release_mode, classes }, inView),
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
      return { ...res, list: res.list.map(toStudent) };
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
      return list.map(toAnalysis);
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
      return { ...res, list: res.list.map(toTranscriptRow) };
    },
    async transcriptSummary(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/transcripts/detail', restId(homeworkId), restIdOr(classId, '0'));
      const s = await ctx.staff.request<RestTranscriptSummary>('GET', path as `/${string}`);
      return {
        scored: s.is_set_score === 2,
        questionCount: s.total,
        score: s.score,
        objectiveCount: s.object_count,
        objectiveScore: s.object_score,
        subjectiveCount: s.subject_count,
        subjectiveScore: s.subject_score,
        averageAnswerTime: s.average_answer_time,
        gradedCount: s.graded_count,
      };
    },
    async gradeDistribution(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/grade/distribution', restId(homeworkId), restIdOr(classId, '0'));
      const d = await ctx.staff.request<RestGradeDistribution>('GET', path as `/${string}`);
      return {
        scored: d.is_set_score === 2,
        averageCorrectRate: d.correct_rate,
        totalScore: d.score,
        averageScore: d.average_score,
        maxScore: d.max_score,
        minScore: d.min_score,
        maxRate: d.max_rate,
        minRate: d.min_rate,
        questionCount: d.question_num,
        gradedCount: d.graded_count,
        dueCount: d.total,
        bands: d.grade_distribution.map((b) => ({
          name: b.name,
          min: b.min,
          max: b.max,
          count: b.number,
          share: b.correct_rate,
        })),
      };
    },
    async gradeBandStudents(_parent, { homeworkId, classId, min, max }, ctx) {
      const path = scoped('/homework/distribution/students', restId(homeworkId), restIdOr(classId, '0'));
      const list = await ctx.staff.request<RestBandStudent[]>('GET', path as `/${string}`, {
        query: { min, max },
      });
      return list.map((s) => ({
        reportId: String(s.report_id),
        studentId: String(s.uid),
        nickname: s.nickname,
        mobile: s.mobile,
        correctRate: s.correct_rate,
        score: s.score,
      }));
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
      const h = types.header;
      return {
        header: {
          name: h.name,
          periodTitle: h.periods_title,
          remark: h.remark,
          scored: h.is_set_score === 2,
          endingTime: h.ending_time,
          completionRate: h.completion_rate,
          answerCount: h.answer_count,
          dueCount: h.due_count,
          marker: h.marker,
          objectiveCount: h.objective_count,
          subjectiveCount: h.subjective_count,
          fullScore: h.full_score,
        },
        byType: types.list.map((t) => ({
          type: questionType(t.type),
          typeName: t.type_name,
          total: t.total,
          averageRightAnswer: t.average_right_answer,
          score: t.score,
          averageScore: t.average_score,
          correctRate: t.correct_rate,
          scoreRate: t.score_rate,
        })),
        byQuestion: questions.list.map((q) => ({
          sort: q.sort,
          questionId: String(q.ques_id),
          type: questionType(q.ques_type),
          typeName: q.type_name,
          totalRight: q.total_right,
          total: q.total,
          averageScore: q.average_score,
          questionScore: q.ques_score,
          correctRate: q.correct_rate,
          scoreRate: q.score_rate,
        })),
      };
    },
    async homeworkPreview(_parent, { homeworkId }, ctx) {
      const p = await ctx.staff.request<RestHomeworkPreview>('GET', `/hw/preview/${restId(homeworkId)}`);
      return {
        id: String(p.id),
        name: p.name,
        scored: p.is_set_score === 2,
        questionCount: p.question_num,
        totalScore: p.total_score,
        typeSummary: p.type_summary.map((t) => ({ ...t, type: questionType(t.type), typeName: t.type_name })),
        items: previewItems(p.question),
      };
    },
    async answerStatistics(_parent, { homeworkId, classId }, ctx) {
      const hw = restId(homeworkId);
      const cls = restIdOr(classId, '0');
      const path =
        cls === '0' ? `/homework/answer/detail/${hw}` : `/class/homework/answer/detail/${hw}/${cls}`;
      const d = await ctx.staff.request<RestAnswerDetail>('GET', path as `/${string}`);
      return {
        homeworkName: d.homework_name,
        scored: d.is_set_score === 2,
        score: d.score,
        averageScore: d.average_score,
        maxScore: d.max_score,
        minScore: d.min_score,
        questionCount: d.question_num,
        averageAnswerTime: d.average_answer_time,
        questions: d.questions.map((q) => ({
          item: toPaperItem(q),
          rightCount: q.right_count,
          wrongCount: q.wrong_count,
          answeredCount: q.answered_count,
          unansweredCount: q.un_answer_count,
          averageRightRate: q.average_right_rate,
        })),
      };
    },
    async answerStudents(_parent, { homeworkId, classId, questionId, group }, ctx) {
      const list = await ctx.staff.request<RestAnswerStudent[]>('GET', GROUP_PATH[group], {
        query: { hw_id: restId(homeworkId), class_id: restIdOr(classId, '0'), ques_id: restId(questionId) },
      });
      return list.map((s) => ({
        reportId: String(s.report_id),
        studentId: String(s.uid),
        nickname: s.nickname,
        mobile: s.mobile,
        userAnswer: s.user_answer,
        score: s.score,
      }));
    },
  },
  Mutation: {
    async exportTranscript(_parent, { homeworkId, classId }, ctx) {
      const path = scoped('/homework/export/transcripts', restId(homeworkId), restIdOr(classId, '0'));
      const file = await ctx.staff.request<RestTranscriptExport>('GET', path as `/${string}`, {
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return { url: file.url, expiresAt: file.expires_at };
    },
    async releaseHomeworkResults(_parent, { homeworkId, classId }, ctx) {
      const path: `/${string}` = classId
        ? `/hw/results/release/${restId(homeworkId)}/${restId(classId)}`
        : `/hw/results/release/${restId(homeworkId)}`;
      return toRelease(homeworkId, await ctx.staff.request<RestHomeworkRelease>('PUT', path));
    },
    async liftHomeworkAnonymity(_parent, { homeworkId }, ctx) {
      const a = await ctx.staff.request<RestHomeworkAnonymity>(
        'PUT',
        `/hw/anonymous/lift/${restId(homeworkId)}`,
      );
      return toAnonymity(a.id, a);
    },
    async downloadHomeworkPaper(_parent, { homeworkId }, ctx) {
      const file = await ctx.staff.request<RestTranscriptExport>(
        'GET',
        `/teacher/homework/download/${restId(homeworkId)}`,
        { timeoutMs: LONG_WORK_TIMEOUT_MS },
      );
      return { url: file.url, expiresAt: file.expires_at };
    },
  },
};
