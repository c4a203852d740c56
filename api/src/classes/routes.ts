import { CLASS_STUDENT_STATUS, COMMON_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/classes';
import {
  filterText,
  id,
  int,
  oneOf,
  optionalId,
  optionalOneOf,
  optionalUnixTime,
  paged,
  paging,
  TIME_WINDOW_SECONDS,
} from '../http/fields';
import { route } from '../http/route';
import { ownClass, studentClasses } from './access';
import { classHomework } from './classHomework';
import { CLASS_COLUMN_SWITCHES, classDetail, largeClasses, listClasses } from './classQueries';
import {
  recordStudy,
  SCHEDULE_IMAGE_MAX_BYTES,
  SCHEDULE_MESSAGES,
  scheduleImagePath,
  setScheduleImage,
} from './commands';
import { classStudySheet, studentStudySheets } from './exportSheets';
import { studyExport } from './exports';
import {
  classCampuses,
  classCourses,
  classStudents,
  courseOfClasses,
  studentCourses,
  studentInfo,
  studentPeriods,
} from './studyQueries';
import { SLICE_SECONDS, STUDY_MESSAGES, STUDY_MODES, type StudyMode } from './studyRules';

const STAFF = ['teacher', 'assistant'] as const;
const classId = id(COMMON_MESSAGES.classNotFound);
const studentId = id(COMMON_MESSAGES.studentNotFound);

const studentFilters = {
  nickname: filterText(50),
  mobile: filterText(20),
  school_id: optionalId(),
};

/** Class list, class detail and its tabs, student study detail and exports (spec section 7). */
export function classesRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/stateschoolclass',
    route({
      summary: 'Lists the classes the caller teaches, heads or serves in, with filters',
      roles: STAFF,
      input: z.object({
        ...paging,
        name: filterText(50),
        grade_id: optionalId(),
        course_classify_id: optionalId(),
        is_processing: optionalOneOf([1, 2]),
        created_at_start: optionalUnixTime(),
        created_at_end: optionalUnixTime(),
        large_class_id: optionalId(),
        only_manager: optionalOneOf([0, 1]),
      }),
      output: contract.classList,
      handler: async ({ input, viewer, now }) => {
        const { list, total } = await listClasses(db, viewer, input, input, now);
        return { ...paged(list, total, input.page, input.limit), extra: { switches: CLASS_COLUMN_SWITCHES } };
      },
    }),
  );

  router.get(
    '/stateschoolclass/large/list',
    route({
      summary: "Lists the large classes of the caller's classes (the class list's filter)",
      roles: STAFF,
      output: contract.largeClassList,
      handler: ({ viewer }) => largeClasses(db, viewer),
    }),
  );

  router.get(
    '/stateschoolclass/:id',
    route({
      summary: "Shows one of the caller's classes with its teachers, head teachers and group_hidden",
      roles: STAFF,
      input: z.object({ id: classId }),
      output: contract.schoolClass,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.id);
        return classDetail(db, viewer, input.id, now);
      },
    }),
  );

  router.put(
    '/stateschoolclass/:large_class_id',
    route({
      summary:
        "Sets the schedule image of one of the caller's classes (an uploaded image's path, or the image)",
      roles: STAFF,
      changes: true,
      upload: {
        maxFileBytes: SCHEDULE_IMAGE_MAX_BYTES,
        maxFiles: 1,
        tooLargeMessage: SCHEDULE_MESSAGES.tooLarge,
      },
      input: z.object({ large_class_id: classId, schedule_image: filterText(300) }),
      success: COMMON_MESSAGES.uploaded,
      output: contract.scheduleImageSet,
      handler: async ({ input, viewer, files, now, meta }) => {
        await ownClass(db, viewer, input.large_class_id);
        const image = await scheduleImagePath(
          input.schedule_image,
          files.find((f) => f.field === 'file'),
        );
        return setScheduleImage(store, input.large_class_id, image, now, meta);
      },
    }),
  );

  router.get(
    '/stateschoolstudent',
    route({
      summary: "Lists a class's students with attendance, leave and truancy counts",
      roles: STAFF,
      input: z.object({
        ...paging,
        class_id: classId,
        ...studentFilters,
        status: optionalOneOf([CLASS_STUDENT_STATUS.inClass, CLASS_STUDENT_STATUS.left]),
      }),
      output: contract.classStudentList,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.class_id);
        const { list, total } = await classStudents(db, input.class_id, input, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/stateschoolcourse',
    route({
      summary: "Lists a class's courses with periods, play range and teachers",
      roles: STAFF,
      input: z.object({ ...paging, class_id: classId }),
      output: contract.classCourseList,
      handler: async ({ input, viewer }) => {
        await ownClass(db, viewer, input.class_id);
        const all = await classCourses(db, input.class_id);
        const start = (input.page - 1) * input.limit;
        return paged(all.slice(start, start + input.limit), all.length, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/class/homework/:classId',
    route({
      summary: 'Lists the homework published to one class with its submitted and marked counts',
      roles: STAFF,
      input: z.object({
        ...paging,
        classId,
        publish_time_start: optionalUnixTime(),
        publish_time_end: optionalUnixTime(),
        ending_time_start: optionalUnixTime(),
        ending_time_end: optionalUnixTime(),
        course_basis_id: optionalId(),
        name: filterText(50),
        type: optionalOneOf([1, 2]),
        course_periods_id: optionalId(),
        creator_id: optionalId(),
      }),
      output: contract.classHomeworkList,
      handler: async ({ input, viewer }) => {
        await ownClass(db, viewer, input.classId);
        const { list, total, extra } = await classHomework(db, input.classId, input, input);
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );

  router.get(
    '/stateschoolclass/studyanalysis/:classId',
    route({
      summary: "Lists a class's study statistics per student, with the campuses of its students",
      roles: STAFF,
      input: z.object({ ...paging, classId, ...studentFilters }),
      output: contract.classStudyAnalysis,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        const [{ list, total }, school_list] = await Promise.all([
          classStudents(db, input.classId, input, input, now),
          classCampuses(db, input.classId),
        ]);
        return { ...paged(list, total, input.page, input.limit), extra: { school_list } };
      },
    }),
  );

  router.post(
    '/stateschoolclass/studyanalysis/export',
    route({
      summary: "Exports a class's study statistics as an .xlsx file and answers its private URL",
      roles: STAFF,
      changes: true,
      input: z.object({ class_id: classId, ...studentFilters }),
      output: contract.exportFile,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.class_id);
        const sheet = await classStudySheet(db, input.class_id, input, now);
        return studyExport(db, viewer.id, sheet.name, [sheet], now);
      },
    }),
  );

  router.get(
    '/stateschoolstudent/studycourses/:id',
    route({
      summary: "Lists a student's courses (in the caller's classes) with the student's study figures",
      roles: STAFF,
      input: z.object({ id: studentId, class_id: optionalId() }),
      output: contract.studentCourses,
      handler: async ({ input, viewer, now }) => {
        const classes = await studentClasses(db, viewer, input.id, input.class_id);
        return studentCourses(db, input.id, classes, now);
      },
    }),
  );

  router.get(
    '/stateschoolstudent/studyperiods/:id',
    route({
      summary: "Lists the periods of one of a student's courses with the student's study of each",
      roles: STAFF,
      input: z.object({
        id: studentId,
        course_id: id(COMMON_MESSAGES.courseNotFound),
        class_id: optionalId(),
      }),
      output: contract.studentPeriods,
      handler: async ({ input, viewer, now }) => {
        const classes = await studentClasses(db, viewer, input.id, input.class_id);
        await courseOfClasses(db, input.course_id, classes);
        return studentPeriods(db, input.id, input.course_id, now);
      },
    }),
  );

  router.post(
    '/stateschoolstudent/exportStudy',
    route({
      summary: "Exports a student's study (courses and periods) as an .xlsx file and answers its private URL",
      roles: STAFF,
      changes: true,
      input: z.object({ id: studentId, class_id: optionalId() }),
      output: contract.exportFile,
      handler: async ({ input, viewer, now }) => {
        const classes = await studentClasses(db, viewer, input.id, input.class_id);
        const { fileName, sheets } = await studentStudySheets(db, input.id, classes, now);
        return studyExport(db, viewer.id, fileName, sheets, now);
      },
    }),
  );

  router.get(
    '/stateschoolstudent/:id',
    route({
      summary: "Shows a student of one of the caller's classes (nickname, mobile, join time and type)",
      roles: STAFF,
      input: z.object({ id: studentId, class_id: optionalId() }),
      output: contract.studentInfo,
      handler: async ({ input, viewer }) => {
        const classes = await studentClasses(db, viewer, input.id, input.class_id);
        return studentInfo(db, input.id, classes);
      },
    }),
  );

  return router;
}

/** The student app's study reports, and the download of an export by the one who asked for it. */
export function studyAppRoutes({ store }: ApiContext): Router {
  const router = Router();

  router.post(
    '/app/study/progress',
    route({
      summary: 'Records one five-minute slice of a student studying a course period (idempotent per slice)',
      roles: ['student'],
      changes: true,
      input: z.object({
        period_id: id(STUDY_MESSAGES.periodNotFound),
        slice_start: int(0, Number.MAX_SAFE_INTEGER, STUDY_MESSAGES.badSlice).refine(
          (s) => Math.abs(s - Date.now() / 1000) <= TIME_WINDOW_SECONDS,
          { message: STUDY_MESSAGES.badSlice },
        ),
        seconds: int(0, SLICE_SECONDS, STUDY_MESSAGES.badSeconds),
        position: int(0, 24 * 3600, STUDY_MESSAGES.badPosition),
        mode: oneOf(STUDY_MODES, '学习方式不正确'),
      }),
      success: COMMON_MESSAGES.submitted,
      output: contract.studyRecorded,
      handler: ({ input, viewer, now, meta }) =>
        recordStudy(store, viewer, { ...input, mode: input.mode as StudyMode }, now, meta),
    }),
  );

  return router;
}
