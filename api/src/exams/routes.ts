import {
  accepts,
  COMMON_MESSAGES,
  EXAM_MESSAGES,
  examLifecycle,
  examStateOfStatus,
  explainExamRefusal,
  RELEASE_MESSAGES,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/exams';
import {
  choice,
  filterText,
  id,
  optionalId,
  optionalOneOf,
  optionalUnixTime,
  paged,
  paging,
} from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { notFound, refused } from '../shared/errors';
import type { Store } from '../store/store';
import { EXAM_CLASSIFY_TREE } from './classify';
import {
  examAttempts,
  examHeader,
  examQuestionStatistics,
  examRelease,
  examScoreStatistics,
} from './detailQueries';
import { closeExam, draftExam, editExam, examActorOf, publishExam, releaseExamResults } from './examCommands';
import { examFormInput } from './examInput';
import { examForEditing, examListRow, findVisibleExam, lifecycleOf, listExams } from './examQueries';
import { exportStudentStatistics } from './export/studentStatisticsExport';
import { SCHOOLS, schoolInfo } from './schools';
import { studentStatistics } from './studentStatistics';

const FILTER = COMMON_MESSAGES.badFilter;
const examId = id(EXAM_MESSAGES.notFound);

const listFilters = z.object({
  name: filterText(),
  classify_id: optionalId(FILTER),
  status: optionalOneOf([1, 2, 3] as const, FILTER),
  start_time: optionalUnixTime(FILTER),
  end_time: optionalUnixTime(FILTER),
  creator_name: filterText(),
  school_id: optionalId(FILTER),
  ...paging,
});

/** 学员统计's filters and sort (the list and its export). */
const studentFilters = z.object({
  test_id: examId,
  nickname: filterText(),
  is_pass: optionalOneOf([1, 2] as const, FILTER),
  test_status: optionalOneOf([1, 2] as const, FILTER),
  school_id: optionalId(FILTER),
  is_effective: optionalOneOf([1, 2] as const, FILTER),
  shop_status: optionalOneOf([0, 1, 2] as const, FILTER),
  is_finish_conditions: optionalOneOf([1, 2] as const, FILTER),
  sort_field: choice(['ranking', 'user_score', 'answer_time', 'submit_time'], FILTER).optional(),
  sort: choice(['asc', 'desc'], FILTER).optional(),
});

/** The exam, visible to the viewer, or 404 考试不存在. */
async function visibleExam(store: Store, viewer: Viewer, examIdValue: number) {
  const row = await findVisibleExam(store.db, viewer, examIdValue);
  if (!row) throw notFound(EXAM_MESSAGES.notFound);
  return row;
}

/** Exam authoring and the exam list, served on both /api/lector and /api/assistants. */
export function examRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  const classify = (role: 'teacher' | 'assistant') =>
    route({
      summary: 'The exam classification tree (the list filter and the exam form)',
      roles: [role],
      output: contract.examClassifyTree,
      handler: () => [...EXAM_CLASSIFY_TREE],
    });
  router.get('/teacher/testClassify', classify('teacher'));
  router.get('/testClassify', classify('assistant'));

  router.get(
    '/test/getSchoolInfo',
    route({
      summary:
        'The schools of the exam screens, and whether their school filter shows (more than one school)',
      output: contract.schoolInfo,
      handler: () => schoolInfo(),
    }),
  );

  router.get(
    '/test/list',
    route({
      summary: 'Exam list: one page, filtered by name, classification, status, period and creator',
      input: listFilters,
      output: contract.examList,
      handler: async ({ input, viewer }) => {
        const { list, total } = await listExams(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/test/add',
    route({
      summary: 'Creates a draft exam: settings, target classes and the paper (sections and questions)',
      input: examFormInput,
      changes: true,
      success: COMMON_MESSAGES.added,
      output: contract.examRow,
      handler: async ({ input, viewer, now, meta }) => {
        const { id: created } = await draftExam(store, viewer, input, now, meta);
        return examListRow(db, viewer, created);
      },
    }),
  );

  router.get(
    '/test/info/:id',
    route({
      summary: 'One exam as its form edits it (settings, classes, paper) with its list row and abilities',
      input: z.object({ id: examId }),
      output: contract.examForEditing,
      handler: async ({ input, viewer }) => ({
        ...(await examListRow(db, viewer, input.id)),
        ...(await examForEditing(db, await visibleExam(store, viewer, input.id), viewer)),
      }),
    }),
  );

  router.put(
    '/test/edit/:id',
    route({
      summary: 'Saves a draft exam; a published exam refuses changes to its questions',
      input: examFormInput.extend({ id: examId }),
      changes: true,
      success: '修改成功',
      output: contract.examRow,
      handler: async ({ input, viewer, now, meta }) => {
        const row = await visibleExam(store, viewer, input.id);
        // Who may edit and whether the state allows it are heard before the form's own rules.
        const state = examStateOfStatus(Number(row.status));
        const context = lifecycleOf(row);
        const event = {
          type: 'exam.edit',
          actor: examActorOf(viewer),
          questionCount: context.questionCount,
        } as const;
        if (!accepts(examLifecycle, state, context, event))
          throw refused(explainExamRefusal(state, context, event));
        await editExam(store, viewer, input.id, input, now, meta);
        return examListRow(db, viewer, input.id);
      },
    }),
  );

  router.put(
    '/test/publish/:id',
    route({
      summary: 'Publishes a draft exam to its classes; its questions no longer change',
      input: z.object({ id: examId }),
      changes: true,
      success: '发布成功',
      output: contract.examRow,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleExam(store, viewer, input.id);
        await publishExam(store, viewer, input.id, now, meta);
        return examListRow(db, viewer, input.id);
      },
    }),
  );

  router.put(
    '/test/close/:id',
    route({
      summary: 'Closes a published exam: no attempt starts any more',
      input: z.object({ id: examId }),
      changes: true,
      success: '关闭成功',
      output: contract.examRow,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleExam(store, viewer, input.id);
        await closeExam(store, viewer, input.id, now, meta);
        return examListRow(db, viewer, input.id);
      },
    }),
  );

  router.get(
    '/testDetail/getTestInfo/:id',
    route({
      summary: 'ExamDetail header: name, total and pass score, participants, duration in seconds',
      input: z.object({ id: examId }),
      output: contract.examHeader,
      handler: async ({ input, viewer }) =>
        examHeader(db, viewer, await visibleExam(store, viewer, input.id)),
    }),
  );

  const release = (summary: string, input: z.ZodType<{ id: number; classId?: number }>) =>
    route({
      summary,
      input,
      changes: true,
      success: RELEASE_MESSAGES.released,
      output: contract.examRelease,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleExam(store, viewer, input.id);
        await releaseExamResults(store, viewer, input.id, input.classId, now, meta);
        return examRelease(db, viewer, await visibleExam(store, viewer, input.id));
      },
    });
  router.put(
    '/test/results/release/:id',
    release(
      'Release an exam’s results (release_mode 2) to every class of the exam the grader works in',
      z.object({ id: examId }),
    ),
  );
  router.put(
    '/test/results/release/:id/:classId',
    release(
      'Release an exam’s results (release_mode 2) to one class: its students see scores and feedback',
      z.object({ id: examId, classId: examId }),
    ),
  );

  router.get(
    '/testDetail/list/:id',
    route({
      summary:
        '试卷管理: submitted attempts filtered by student, status, pass, date; filter=1 keeps the latest',
      input: z.object({
        id: examId,
        username: filterText(),
        mobile: filterText(),
        test_status: optionalOneOf([1, 2] as const, FILTER),
        pass_status: optionalOneOf([1, 2] as const, FILTER),
        start_at: optionalUnixTime(FILTER),
        end_at: optionalUnixTime(FILTER),
        filter: optionalOneOf([0, 1] as const, FILTER),
        school_id: optionalId(FILTER),
        ...paging,
      }),
      output: contract.examAttempts,
      handler: async ({ input, viewer }) => {
        const exam = await visibleExam(store, viewer, input.id);
        const { list, total } = await examAttempts(db, viewer, exam, input);
        return {
          ...paged(list, total, input.page, input.limit),
          extra: { user_school_list: SCHOOLS.map((school) => ({ ...school })) },
        };
      },
    }),
  );

  router.get(
    '/test/getInfo/:id',
    route({
      summary: '成绩统计: averages, extremes, pass figures and the score distribution of submitted attempts',
      input: z.object({ id: examId }),
      output: contract.examScoreStatistics,
      handler: async ({ input, viewer }) =>
        examScoreStatistics(db, await visibleExam(store, viewer, input.id)),
    }),
  );

  router.get(
    '/test/questionStatistics/:id',
    route({
      summary: '试题统计: per question and per type, wrong counts, right rates and average scores',
      input: z.object({ id: examId }),
      output: contract.examQuestionStatistics,
      handler: async ({ input, viewer }) =>
        examQuestionStatistics(db, await visibleExam(store, viewer, input.id)),
    }),
  );

  router.post(
    '/test/studentStatistics',
    route({
      summary: '学员统计: one row per student of the exam (best attempt), filtered and sorted',
      input: studentFilters.extend(paging),
      output: contract.examStudents,
      handler: async ({ input, viewer }) => {
        const exam = await visibleExam(store, viewer, input.test_id);
        const { list, total } = await studentStatistics(db, exam, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/test/export',
    route({
      summary:
        'Exports 学员统计 as .xlsx (same filters and sort): a download URL only the requester can fetch, expiring',
      input: studentFilters,
      output: contract.examExport,
      handler: async ({ input, viewer, now }) => {
        const exam = await visibleExam(store, viewer, input.test_id);
        return exportStudentStatistics(db, exam, input, viewer.id, now);
      },
    }),
  );

  return router;
}
