import { COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/homeworkResults';
import { HOMEWORK_NOT_FOUND } from '../homework';
import {
  choice,
  FIELD_INVALID,
  filterText,
  INT_COLUMN_MAX,
  id,
  int,
  optionalId,
  optionalInt,
  optionalUnixTime,
  paged,
  paging,
} from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import {
  type AnswerGroup,
  answerDetail,
  answerStudents,
  perQuestionStatistics,
  questionAnalysis,
  typeStatistics,
} from './analysisQueries';
import { homeworkDetail, listStudents, reviewReportId } from './detailQueries';
import { exportPaper } from './export/paperExport';
import { exportTranscript } from './export/transcriptExport';
import { homeworkPreview } from './previewQueries';
import { staffReportView } from './reportView';
import { resultScope } from './scope';
import { bandStudents, gradeDistribution, transcript, transcriptSummary } from './transcriptQueries';

const FILTER = COMMON_MESSAGES.badFilter;
const hwId = id(HOMEWORK_NOT_FOUND);
/** Class id 0 (or none) means all classes the viewer may see. */
const classId = z.preprocess((v) => (v === undefined || v === '' ? 0 : v), int(0, INT_COLUMN_MAX, FILTER));
const studentFilters = {
  name: filterText(),
  mobile: filterText(),
  status: optionalInt(1, 3, FILTER),
  submit_time_start: optionalUnixTime(FILTER),
  submit_time_end: optionalUnixTime(FILTER),
  ...paging,
};
/** The student list also takes the spec's names: `nickname`, and `start_at`/`end_at` for the submit time. */
const studentListFilters = {
  ...studentFilters,
  nickname: filterText(),
  start_at: optionalUnixTime(FILTER),
  end_at: optionalUnixTime(FILTER),
};
const sortInput = {
  sort_field: choice(['right_count', 'wrong_count', 'average_right_rate'], FILTER).optional(),
  sort: choice(['asc', 'desc'], FILTER).optional(),
};

/** Homework results for staff (spec section 7: detail, detail tabs, statistics, answer statistics). */
export function homeworkResultRoutes(ctx: ApiContext): Router {
  const router = Router();
  const db = ctx.store.db;
  const scopeOf = (viewer: Viewer, hw: number, cls: number) => resultScope(db, viewer, hw, cls);

  // Header: teachers call class/homework/detail/{classId}/{hwId}, assistants homework/{hwId}?class_id.
  const detail = (arranged: boolean, roles?: readonly ('teacher' | 'assistant')[]) =>
    route({
      ...(roles && { roles }),
      summary: 'Homework detail header: figures, rates, deadline and what the viewer may do',
      input: z.object({ hwId, classId, class_id: classId, from: filterText() }),
      output: contract.homeworkDetail,
      handler: async ({ input, viewer, now }) =>
        homeworkDetail(
          db,
          viewer,
          await scopeOf(viewer, input.hwId, input.classId || input.class_id),
          now,
          arranged || input.from === 'arrange',
        ),
    });
  router.get('/class/homework/detail/:classId/:hwId', detail(false, ['teacher']));
  router.get('/homework/:hwId', detail(false, ['assistant']));
  router.get('/arrangeHomework/homework/:hwId', detail(true));

  const students = route({
    summary: 'Students of a homework with their report status and actions (submission tab, student list)',
    input: z.object({ hwId, classId, ...studentListFilters }),
    output: contract.homeworkStudents,
    handler: async ({ input, viewer }) => {
      const { list, total } = await listStudents(
        db,
        viewer,
        await scopeOf(viewer, input.hwId, input.classId),
        {
          ...input,
          name: input.nickname ?? input.name,
          submit_time_start: input.start_at ?? input.submit_time_start,
          submit_time_end: input.end_at ?? input.submit_time_end,
        },
      );
      return paged(list, total, input.page, input.limit);
    },
  });
  router.get('/class/homework/students/:classId/:hwId', students);
  router.get('/arrangeHomework/homework/students/:hwId', students);

  const analysis = route({
    summary: 'Question analysis of a homework: per-question figures and item analysis, sortable',
    input: z.object({ hwId, classId, ...sortInput }),
    output: z.array(contract.questionAnalysisRow),
    handler: async ({ input, viewer }) =>
      questionAnalysis(db, await scopeOf(viewer, input.hwId, input.classId), {
        field: input.sort_field,
        direction: input.sort,
      }),
  });
  router.get('/homework/question/analysis/:hwId', analysis);
  router.get('/class/homework/question/analysis/:hwId/:classId', analysis);

  const transcriptHead = route({
    summary: 'Transcript summary: question counts and scores, objective and subjective, average answer time',
    input: z.object({ hwId, classId }),
    output: contract.transcriptSummary,
    handler: async ({ input, viewer }) =>
      transcriptSummary(db, await scopeOf(viewer, input.hwId, input.classId)),
  });
  router.get('/homework/transcripts/detail/:hwId', transcriptHead);
  router.get('/homework/transcripts/detail/:hwId/:classId', transcriptHead);

  const transcriptRoute = route({
    summary: 'Transcript of a homework: ranked scores or rates per student, paged',
    input: z.object({ hwId, classId, ...studentFilters }),
    output: contract.transcript,
    handler: async ({ input, viewer }) => {
      const { list, total } = await transcript(db, await scopeOf(viewer, input.hwId, input.classId), input);
      return paged(list, total, input.page, input.limit);
    },
  });
  router.get('/homework/transcripts/:hwId', transcriptRoute);
  router.get('/homework/transcripts/:hwId/:classId', transcriptRoute);

  const exportRoute = route({
    summary: 'Exports the transcript as .xlsx: answers a download URL only the requester can fetch, expiring',
    input: z.object({ hwId, classId }),
    output: contract.download,
    handler: async ({ input, viewer, now }) =>
      exportTranscript(db, await scopeOf(viewer, input.hwId, input.classId), viewer.id, now),
  });
  router.get('/homework/export/transcripts/:hwId', exportRoute);
  router.get('/homework/export/transcripts/:hwId/:classId', exportRoute);

  const distribution = route({
    summary: 'Grade distribution of a homework: the six bands with their summary',
    input: z.object({ hwId, classId }),
    output: contract.gradeDistribution,
    handler: async ({ input, viewer }) =>
      gradeDistribution(db, await scopeOf(viewer, input.hwId, input.classId)),
  });
  router.get('/homework/grade/distribution/:hwId', distribution);
  router.get('/homework/grade/distribution/:hwId/:classId', distribution);

  const band = route({
    summary: 'Students of one grade band (rate from min to max; min -1 for those who did not submit)',
    input: z.object({
      hwId,
      classId,
      min: int(-1, 100, FILTER),
      max: int(-1, 100, FILTER),
    }),
    output: z.array(contract.bandStudent),
    handler: async ({ input, viewer }) =>
      bandStudents(db, await scopeOf(viewer, input.hwId, input.classId), input.min, input.max),
  });
  router.get('/homework/distribution/students/:hwId', band);
  router.get('/homework/distribution/students/:hwId/:classId', band);

  router.post(
    '/hw/review/id',
    route({
      summary: 'The report to open for a homework: a student’s, or the first awaiting grading',
      input: z.object({ hw_id: hwId, class_id: classId, uid: optionalId(FILTER) }),
      output: contract.reviewReportId,
      handler: async ({ input, viewer }) => {
        const reportId = await reviewReportId(
          db,
          await scopeOf(viewer, input.hw_id, input.class_id),
          input.uid,
        );
        if (reportId === undefined) throw notFound(HOMEWORK_NOT_FOUND);
        return { report_id: reportId };
      },
    }),
  );

  // HomeworkStatis: teachers call homework/questions…Statistics/{hwId}, assistants homework/class/… with hw_id.
  const typeStats = (role: 'teacher' | 'assistant') =>
    route({
      roles: [role],
      summary: 'Per-type statistics of a homework (统计表) with the statistics page header',
      input: z.object({ hwId: hwId.optional(), hw_id: hwId.optional(), class_id: classId }),
      output: contract.typeStatistics,
      handler: async ({ input, viewer }) =>
        typeStatistics(db, await scopeOf(viewer, requireHw(input.hwId ?? input.hw_id), input.class_id)),
    });
  const questionStats = (role: 'teacher' | 'assistant') =>
    route({
      roles: [role],
      summary: 'Per-question statistics of a homework (统计图: correct rate per question)',
      input: z.object({ hwId: hwId.optional(), hw_id: hwId.optional(), class_id: classId }),
      output: contract.questionStatistics,
      handler: async ({ input, viewer }) =>
        perQuestionStatistics(
          db,
          await scopeOf(viewer, requireHw(input.hwId ?? input.hw_id), input.class_id),
        ),
    });
  router.get('/homework/questionsTypeStatistics/:hwId', typeStats('teacher'));
  router.get('/homework/questionsStatistics/:hwId', questionStats('teacher'));
  router.get('/homework/class/questionTypeStatistics', typeStats('assistant'));
  router.get('/homework/class/questionStatistics', questionStats('assistant'));

  const answers = route({
    summary: 'Answer statistics of a homework: right, wrong, answered and unanswered per question',
    input: z.object({ hw_id: hwId, class_id: classId }),
    output: contract.answerDetail,
    handler: async ({ input, viewer }) =>
      answerDetail(db, await scopeOf(viewer, input.hw_id, input.class_id)),
  });
  router.get('/homework/answer/detail/:hw_id', answers);
  router.get('/class/homework/answer/detail/:hw_id/:class_id', answers);

  const who = (group: AnswerGroup) =>
    route({
      summary: `Students ${group === 'unanswered' ? 'who left' : `with a ${group}`} answer to one question of a homework`,
      input: z.object({ hw_id: hwId, class_id: classId, ques_id: id(FILTER) }),
      output: z.array(contract.answerStudent),
      handler: async ({ input, viewer }) =>
        answerStudents(db, await scopeOf(viewer, input.hw_id, input.class_id), input.ques_id, group),
    });
  router.get('/homework/answer/right/students', who('right'));
  router.get('/homework/answer/wrong/students', who('wrong'));
  router.get('/homework/answered/students', who('answered'));
  router.get('/homework/unanswer/students', who('unanswered'));

  router.get(
    '/hw/preview/:hwId',
    route({
      summary: 'Preview of a homework: its paper with answers, and counts and scores per question type',
      input: z.object({ hwId }),
      output: contract.homeworkPreview,
      handler: async ({ input, viewer }) => homeworkPreview(db, await scopeOf(viewer, input.hwId, 0)),
    }),
  );

  router.get(
    '/teacher/homework/download/:hwId',
    route({
      summary:
        'The paper of a homework as .docx (teachers): a download URL only the requester can fetch, expiring; the teacher version (answers and analysis) unless version=student',
      roles: ['teacher'],
      input: z.object({ hwId, version: choice(['teacher', 'student'], FIELD_INVALID).optional() }),
      output: contract.download,
      handler: async ({ input, viewer, now }) =>
        exportPaper(db, await scopeOf(viewer, input.hwId, 0), viewer.id, now, input.version),
    }),
  );

  const report = route({
    summary: 'One student’s report as staff see it (class report view)',
    input: z.object({ report_id: id(HOMEWORK_NOT_FOUND), class_id: classId }),
    output: contract.staffReportView,
    handler: ({ input, viewer }) => staffReportView(db, viewer, input.report_id, input.class_id),
  });
  router.get('/class/student/report/:report_id', report);
  router.get('/class/student/report/:report_id/:class_id', report);

  return router;
}

const requireHw = (value: number | undefined) => {
  if (value === undefined) throw notFound(HOMEWORK_NOT_FOUND);
  return value;
};
