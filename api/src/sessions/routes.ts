import { COMMON_MESSAGES, HANDOUT_REMARK_MAX } from '@school/machines';
import { Router as createRouter, type Router } from 'express';
import { z } from 'zod';
import { ATTENDANCE_MESSAGES } from '../attendance';
import type { ApiContext } from '../context';
import * as contract from '../contract/sessions';
import { id, oneOf, optionalOneOf, optionalText, paged, paging, plainText } from '../http/fields';
import { route } from '../http/route';
import { askLeave, evaluateStudent, HANDOUT_MAX_BYTES, reviewHandout, uploadHandout } from './commands';
import { sessionDetail, sessionList, sessionStudents } from './queries';
import { loggingSmsSender, type SmsSender } from './smsOutbox';

const STAFF = ['teacher', 'assistant'] as const;
const sessionId = id(ATTENDANCE_MESSAGES.lessonNotFound);
/** Checked by the machines' rules (name at most 255, remarks at most 100 / 200): one home. */
const fileName = plainText(1000);
const remark = plainText(1000);

/** Each call's path on the teacher's prefix and on the assistant's (spec section 7, lesson sessions). */
const PATHS = {
  detail: {
    teacher: '/teacherSchedule/detailClassTime/:id',
    assistant: '/teamClass/classTime/detailClassTime/:id',
  },
  students: {
    teacher: '/teacherSchedule/getClassTimeStudent/:id',
    assistant: '/teamClass/classTime/student/getClassTimeStudent/:id',
  },
  upload: {
    teacher: '/teacherSchedule/detailClassTime/uploadNotes',
    assistant: '/teamClass/classTime/uploadNotes',
  },
  review: {
    teacher: '/teacherSchedule/detailClassTime/reviewNotes/:id',
    assistant: '/teamClass/classTime/reviewNotes/:id',
  },
} as const;

/** Lesson sessions (spec section 7): detail, students, handout upload and review, evaluation, teacher leave. */
export function sessionRoutes(
  { store, logger }: ApiContext,
  sender: SmsSender = loggingSmsSender(logger),
): Router {
  const router = createRouter();
  const db = store.db;

  for (const role of STAFF) {
    router.get(
      PATHS.detail[role],
      route({
        summary: `Shows a lesson session of the ${role}'s team classes: header, handout, counts and abilities`,
        roles: [role],
        input: z.object({ id: sessionId }),
        output: contract.sessionDetail,
        handler: ({ input, viewer, now }) => sessionDetail(db, viewer, input.id, now),
      }),
    );
    router.get(
      PATHS.students[role],
      route({
        summary: `Lists a lesson session's students with attendance and the teacher's evaluation (${role})`,
        roles: [role],
        input: z.object({ id: sessionId }),
        output: contract.sessionStudents,
        handler: ({ input, viewer, now }) => sessionStudents(db, viewer, input.id, now),
      }),
    );
    router.post(
      PATHS.upload[role],
      route({
        summary: `Uploads a lesson session's handout (a stored file's file_url, or file_base64), pending review (${role})`,
        roles: [role],
        changes: true,
        input: z.object({
          class_times_id: sessionId,
          file_name: fileName,
          file_url: optionalText(500),
          file_base64: optionalText(Math.ceil((HANDOUT_MAX_BYTES * 4) / 3) + 100),
          fid: optionalText(100),
        }),
        success: COMMON_MESSAGES.uploaded,
        output: contract.uploadedHandout,
        handler: ({ input, viewer, now, meta }) => uploadHandout(store, viewer, input, now, meta),
      }),
    );
    router.put(
      PATHS.review[role],
      route({
        summary: `Approves (file_status 1) or rejects (4, with file_remark) a pending handout; not its uploader (${role})`,
        roles: [role],
        changes: true,
        input: z.object({
          id: sessionId,
          file_status: oneOf([1, 4], '审核结果不正确'),
          file_remark: plainText(HANDOUT_REMARK_MAX * 5),
        }),
        success: '审核成功',
        output: contract.reviewedHandout,
        handler: ({ input, viewer, now, meta }) => reviewHandout(store, viewer, input, now, meta),
      }),
    );
  }

  router.put(
    '/teacherSchedule/teacherRemark/:id',
    route({
      summary: 'Evaluates one student of a completed session (teachers only, once per student, at most 100)',
      roles: ['teacher'],
      changes: true,
      input: z.object({ id: sessionId, clue_id: id(ATTENDANCE_MESSAGES.studentNotFound), remark }),
      success: '评价成功',
      output: contract.evaluation,
      handler: ({ input, viewer, now, meta }) => evaluateStudent(store, viewer, input, now, meta),
    }),
  );

  router.get(
    '/teacherSchedule/leave/:id',
    route({
      summary: "The teacher's leave: cancels an upcoming session of class type 1 or 2 and texts its students",
      roles: ['teacher'],
      changes: true,
      input: z.object({ id: sessionId }),
      success: COMMON_MESSAGES.leaveRequested,
      output: contract.teacherLeave,
      handler: ({ input, viewer, now, meta }) =>
        askLeave(store, viewer, input.id, now, meta, { sender, logger }),
    }),
  );

  router.get(
    '/classTime/sessions',
    route({
      summary: "Lists the caller's lesson sessions, newest first, with an optional status filter",
      roles: STAFF,
      input: z.object({ ...paging, status: optionalOneOf([1, 2, 3, 4], '课次状态不正确') }),
      output: contract.sessionList,
      handler: async ({ input, viewer, now }) => {
        const { list, total } = await sessionList(db, viewer, input, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  return router;
}
