import {
  ATTEMPT_MESSAGES,
  attemptStartAbility,
  COMMON_MESSAGES,
  EXAM_MESSAGES,
  FILL_BLANK_TYPE,
} from '@school/machines';
import { Router } from 'express';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/exams';
import { INT_COLUMN_MAX, id, int, jsonField, paged, paging, payload } from '../http/fields';
import { route } from '../http/route';
import type { SavedAnswer } from './attempt';
import { myAttempt, saveExamAnswers, startAttempt, submitExamAttempt, timeOutIfDue } from './attemptCommands';
import type { PaperSection } from './exam';
import { referenceAnswer } from './reviewQueries';
import { schoolInfo } from './schools';
import { releaseFields, studentExamAnswer } from './studentAnswers';
import type { ExamReportsTable } from './tables';

const STUDENTS = ['student'] as const;
const examId = id(EXAM_MESSAGES.notFound);
const reportId = id(ATTEMPT_MESSAGES.notYours);
const BAD_ANSWERS = COMMON_MESSAGES.badAnswer;

const answersInput = z.object({
  id: reportId,
  answers: jsonField(
    z
      .array(
        z.object({
          question_id: int(0, INT_COLUMN_MAX, BAD_ANSWERS),
          user_answer: payload('The answer, by its question type').optional(),
          is_sign: int(0, INT_COLUMN_MAX, BAD_ANSWERS).optional(),
        }),
        { error: BAD_ANSWERS },
      )
      .max(500, { error: BAD_ANSWERS }),
    BAD_ANSWERS,
  ),
});

/** The paper as a student reads it: what the answer rule hides is taken out by `studentExamAnswer`. */
const paperForStudent = (sections: PaperSection[]) =>
  sections.map((s) => ({
    name: s.name,
    introduce: s.introduce,
    questions: s.questions.map((q) => ({
      question_id: q.question_id,
      ques_type: q.ques_type,
      ques_stem: q.ques_stem,
      ques_option: q.ques_option,
      right_answer: referenceAnswer(q),
      ques_analysis: q.ques_analysis,
      blank_count: q.ques_type === FILL_BLANK_TYPE ? q.blanks.length : 0,
      ques_item: q.ques_item,
      score: q.score,
    })),
  }));

const attemptView = (r: Selectable<ExamReportsTable>, now: number) => ({
  report_id: Number(r.id),
  exam_id: Number(r.exam_id),
  attempt_no: Number(r.attempt_no),
  test_status: Number(r.test_status),
  started_at: Number(r.started_at),
  due_at: Number(r.due_at),
  /** Seconds left, or null when unlimited. */
  remaining: Number(r.due_at) > 0 ? Math.max(0, Number(r.due_at) - now) : null,
  submit_time: r.submit_time === null ? null : Number(r.submit_time),
  answer_time: Number(r.answer_time),
  objective_score: Number(r.objective_score),
  user_score: Number(r.user_score),
  is_pass: Number(r.is_pass),
  answers: JSON.parse(r.answers) as Record<string, SavedAnswer>,
  marks: JSON.parse(r.marks),
});

/** The student app's exam calls (students only). */
export function attemptRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/app/getSchool',
    route({
      summary:
        "The schools, as the student app lists them (the staff screens' school filter uses the same list)",
      roles: STUDENTS,
      output: contract.schoolInfo,
      handler: () => schoolInfo(),
    }),
  );

  router.get(
    '/app/exam',
    route({
      summary: "The student's exams: published or closed exams of their classes, with attempts used",
      roles: STUDENTS,
      input: z.object({ ...paging }),
      output: contract.studentExams,
      handler: async ({ input, viewer, now }) => {
        const exams = await db
          .selectFrom('exams')
          .selectAll('exams')
          .where('exams.status', 'in', [2, 3])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('exam_classes')
                .innerJoin('class_students', 'class_students.class_id', 'exam_classes.class_id')
                .select('exam_classes.exam_id')
                .whereRef('exam_classes.exam_id', '=', 'exams.id')
                .where('class_students.uid', '=', viewer.id)
                .where('class_students.status', '=', 1),
            ),
          )
          .orderBy('exams.published_at', 'desc')
          .orderBy('exams.id', 'desc')
          .execute();
        const released = await db
          .selectFrom('exam_classes as ec')
          .innerJoin('class_students as cs', 'cs.class_id', 'ec.class_id')
          .select('ec.exam_id')
          .where('cs.uid', '=', viewer.id)
          .where('ec.results_released_at', 'is not', null)
          .where('ec.exam_id', 'in', exams.length ? exams.map((e) => Number(e.id)) : [-1])
          .execute();
        const releasedIds = new Set(released.map((r) => Number(r.exam_id)));
        const reports = await db
          .selectFrom('exam_reports')
          .selectAll()
          .where('uid', '=', viewer.id)
          .where('exam_id', 'in', exams.length ? exams.map((e) => Number(e.id)) : [-1])
          .orderBy('attempt_no')
          .execute();
        const list = exams.map((e) => {
          const mine = reports.filter((r) => Number(r.exam_id) === Number(e.id));
          const running = mine.find(
            (r) => Number(r.test_status) === 0 && !(Number(r.due_at) > 0 && now >= Number(r.due_at)),
          );
          const finished = mine.filter((r) => Number(r.test_status) !== 0);
          return {
            id: Number(e.id),
            name: e.name,
            score: Number(e.score),
            pass_score: Number(e.pass_score),
            limit_time: Number(e.limit_time),
            time_type: Number(e.time_type),
            start_time: Number(e.time_type) === 1 ? Number(e.start_time) : null,
            end_time: Number(e.time_type) === 1 ? Number(e.end_time) : null,
            test_num: Number(e.test_num),
            status: Number(e.status),
            attempts_used: mine.length,
            answering_report_id: running ? Number(running.id) : null,
            report_ids: finished.map((r) => Number(r.id)),
            ...releaseFields({
              releaseMode: Number(e.release_mode),
              released: releasedIds.has(Number(e.id)),
            }),
            abilities: {
              start: running
                ? { shown: true, allowed: true, reason: null }
                : attemptStartAbility({
                    examStatus: Number(e.status),
                    timeType: Number(e.time_type),
                    startTime: Number(e.start_time),
                    endTime: Number(e.end_time),
                    testNum: Number(e.test_num),
                    // A running attempt past its time is submitted on its next read: it counts.
                    attemptsUsed: mine.length,
                    now,
                  }),
            },
          };
        });
        const start = (input.page - 1) * input.limit;
        return paged(list.slice(start, start + input.limit), list.length, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/app/exam/:id/start',
    route({
      summary: 'Starts an attempt at an exam (or continues the running one); answers its report_id',
      roles: STUDENTS,
      changes: true,
      input: z.object({ id: examId }),
      success: '开始考试',
      output: contract.startedAttempt,
      handler: ({ input, viewer, now, meta }) => startAttempt(store, viewer, input.id, now, meta),
    }),
  );

  router.get(
    '/app/exam/report/:id',
    route({
      summary:
        "One of the student's own attempts: the paper, saved answers, time left; late attempts are submitted",
      roles: STUDENTS,
      input: z.object({ id: reportId }),
      output: contract.studentAttempt,
      handler: async ({ input, viewer, now, meta }) => {
        let row = await myAttempt(db, viewer, input.id);
        if (await timeOutIfDue(store, row, now, meta)) row = await myAttempt(db, viewer, input.id);
        const exam = await db
          .selectFrom('exams')
          .select(['name', 'score', 'pass_score', 'limit_time', 'sections'])
          .where('id', '=', row.exam_id)
          .executeTakeFirstOrThrow();
        return studentExamAnswer(db, viewer.id, Number(row.exam_id), now, {
          exam: {
            name: exam.name,
            score: Number(exam.score),
            pass_score: Number(exam.pass_score),
            limit_time: Number(exam.limit_time),
          },
          sections: paperForStudent(JSON.parse(exam.sections) as PaperSection[]),
          ...attemptView(row, now),
        });
      },
    }),
  );

  router.put(
    '/app/exam/report/:id/answers',
    route({
      summary: 'Saves answers (and flags) of a running attempt; refused once its time is up',
      roles: STUDENTS,
      changes: true,
      input: answersInput,
      success: COMMON_MESSAGES.saved,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        await saveExamAnswers(store, viewer, input.id, input.answers, now, meta);
        return null;
      },
    }),
  );

  router.post(
    '/app/exam/report/:id/submit',
    route({
      summary: 'Submits an attempt: objective and fill-in-the-blank questions are marked at once',
      roles: STUDENTS,
      changes: true,
      input: z.object({ id: reportId }),
      success: COMMON_MESSAGES.submitted,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        await submitExamAttempt(store, viewer, input.id, now, meta);
        return null;
      },
    }),
  );

  return router;
}
