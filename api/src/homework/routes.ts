import {
  ANONYMITY_MESSAGES,
  COMMON_MESSAGES,
  firstRefusal,
  homeworkActorRules,
  IS_ANONYMOUS,
  PUBLISH_MESSAGES,
  RELEASE_MESSAGES,
  RELEASE_MODE,
  ROW_ACTION_MESSAGES,
} from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/homework';
import {
  choice,
  filterText,
  id,
  idList,
  int,
  isWithinTimeWindow,
  optionalId,
  optionalInt,
  optionalUnixTime,
  paged,
  paging,
  TIME_OUT_OF_RANGE,
} from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { withRubricIdsToAttachAgain } from '../rubric';
import { invalid, notFound, refused } from '../shared/errors';
import type { Store } from '../store/store';
import { anonymityOfHomework } from './anonymity';
import { courseClasses, findCourseTree } from './courseClasses';
import { listPeriods, listPublishableCourses } from './courseQueries';
import { abilitiesOf } from './homeworkAbilities';
import {
  adjustDeadline,
  COURSE_NOT_FOUND,
  liftAnonymity,
  publishHomework,
  publishToMoreClasses,
  recallHomework,
  releaseResults,
} from './homeworkCommands';
import { HOMEWORK_NOT_FOUND } from './homeworkDecider';
import {
  findHomework,
  homeworkClasses,
  homeworkQuestions,
  homeworkRow,
  listHistory,
  listHomework,
  maySee,
  pendingGradingCount,
} from './homeworkQueries';
import { publishFormInput } from './publishInput';

const DEADLINE_REQUIRED = ROW_ACTION_MESSAGES.deadlineRequired;

const FILTER = COMMON_MESSAGES.badFilter;
const filterCode = optionalInt(0, 100, FILTER);
const filterTime = optionalUnixTime(FILTER);
const filterId = optionalId(FILTER);
const hwId = id(HOMEWORK_NOT_FOUND);

const listFilters = z.object({
  publish_time_start: filterTime,
  publish_time_end: filterTime,
  ending_time_start: filterTime,
  ending_time_end: filterTime,
  course_title: filterText(),
  name: filterText(),
  type: filterCode,
  periods_title: filterText(),
  publish_name: filterText(),
  show_other: filterCode,
  course_basis_id: filterId,
  sort_field: filterText(),
  sort: choice(['asc', 'desc'], FILTER).optional(),
  ...paging,
});

const historyFilters = z.object({
  name: filterText(),
  type: filterCode,
  course_title: filterText(),
  periods_title: filterText(),
  publish_time_start: filterTime,
  publish_time_end: filterTime,
  ...paging,
});

const courseFilters = z.object({
  title: filterText(),
  parent_id: filterId,
  course_id: filterId,
  is_create_hw: filterCode,
  ...paging,
});

/** The homework, visible to the viewer, or 404 作业不存在. */
async function visibleHomework(store: Store, viewer: Viewer, id: number) {
  const homework = await findHomework(store.db, id);
  if (!homework || !(await maySee(store.db, viewer, id))) throw notFound(HOMEWORK_NOT_FOUND);
  return homework;
}

/** Copy needs canDispatch and ownership (spec section 6), checked here as for every other action. */
async function ownHomework(store: Store, viewer: Viewer, id: number) {
  const homework = await visibleHomework(store, viewer, id);
  const actor = { id: String(viewer.id), canDispatch: viewer.canDispatch };
  const refusal = firstRefusal(homeworkActorRules, {
    context: { ownerId: String(homework.creator_id) },
    event: { actor },
  });
  if (refusal) throw refused(refusal);
  return homework;
}

/** Whether a course is one the viewer can publish for: one of their classes takes it or a child of it. */
async function mayPublishFor(store: Store, viewerId: number, courseId: number): Promise<boolean> {
  const tree = await findCourseTree(store.db, courseId);
  if (!tree) return false;
  if ((await courseClasses(store.db, viewerId, tree)).size > 0) return true;
  return tree.parentId !== null && mayPublishFor(store, viewerId, tree.parentId);
}

/** Homework calls, served on both /api/lector and /api/assistants. */
export function homeworkRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;
  /** The row a change answers with: the homework as its actor sees it now. */
  const changedRow = async (viewer: Viewer, id: number, now: number) => {
    const row = await homeworkRow(db, viewer, id, now);
    if (!row) throw notFound(HOMEWORK_NOT_FOUND);
    return row;
  };

  router.get(
    '/hw/index',
    route({
      summary: 'Homework list: one page, filtered by times, course, name, type, period and publisher',
      output: contract.homeworkPage,
      input: listFilters,
      handler: async ({ input, viewer, now }) => {
        const filters = { ...input, show_other: viewer.role === 'teacher' ? input.show_other : 1 };
        const { list, total } = await listHomework(db, viewer, filters, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  // The course picker: teachers call lector/teacher/myCourse, assistants hw/courses/choose.
  const courses = (role: 'teacher' | 'assistant') =>
    route({
      summary: 'The courses the caller may publish homework for (the course picker)',
      output: contract.publishableCoursePage,
      roles: [role],
      input: courseFilters,
      handler: async ({ input, viewer }) => {
        const { list, total } = await listPublishableCourses(db, viewer.id, input);
        return paged(list, total, input.page, input.limit);
      },
    });
  router.get('/teacher/myCourse', courses('teacher'));
  router.get('/hw/courses/choose', courses('assistant'));

  router.get(
    '/hw/choose/periods/:courseId',
    route({
      summary: 'The periods of a course the caller may publish homework for',
      output: z.array(contract.period),
      input: z.object({ courseId: id(COURSE_NOT_FOUND) }),
      handler: async ({ input, viewer }) => {
        if (!(await mayPublishFor(store, viewer.id, input.courseId))) throw notFound(COURSE_NOT_FOUND);
        return listPeriods(db, input.courseId);
      },
    }),
  );

  router.get(
    '/hw/history',
    route({
      summary: 'Homework the caller published before, to pick questions from',
      output: contract.historicalHomeworkPage,
      input: historyFilters,
      handler: async ({ input, viewer }) => {
        const { list, total } = await listHistory(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/hw/choose/:ids',
    route({
      summary: "The questions of the caller's homework (comma-joined ids), each once",
      output: z.array(contract.homeworkQuestion),
      input: z.object({ ids: idList(PUBLISH_MESSAGES.pickHomework) }),
      handler: async ({ input, viewer }) => {
        for (const id of input.ids) {
          const homework = await findHomework(db, id);
          if (!homework || Number(homework.creator_id) !== viewer.id) throw notFound(HOMEWORK_NOT_FOUND);
        }
        // In the order chosen; a question in two chosen homework comes once, as first met.
        const rows = await homeworkQuestions(db, input.ids);
        const seen = new Set<number>();
        const list = [];
        for (const id of input.ids) {
          for (const row of rows.filter((r) => r.hwId === id)) {
            if (seen.has(row.question.id)) continue;
            seen.add(row.question.id);
            list.push(row.question);
          }
        }
        return list;
      },
    }),
  );

  router.get(
    '/hw/copy/:id',
    route({
      summary:
        "A homework of the caller's, with its questions, to publish again the same way (anonymity and each question's rubric)",
      output: contract.homeworkCopy,
      input: z.object({ id: hwId }),
      handler: async ({ input, viewer }) => {
        const homework = await ownHomework(store, viewer, input.id);
        const rows = await homeworkQuestions(db, [input.id]);
        return {
          hw_info: {
            id: Number(homework.id),
            is_set_score: Number(homework.is_set_score),
            is_anonymous:
              Number(homework.is_anonymous) === IS_ANONYMOUS.on ? IS_ANONYMOUS.on : IS_ANONYMOUS.off,
            // The copy publishes with its source's 成绩发布.
            release_mode:
              Number(homework.release_mode) === RELEASE_MODE.manual ? RELEASE_MODE.manual : RELEASE_MODE.auto,
            name: homework.name,
            remark: homework.remark,
          },
          question: await withRubricIdsToAttachAgain(
            db,
            viewer.id,
            rows.map((r) => r.question),
          ),
        };
      },
    }),
  );

  router.get(
    '/hw/publish/button/:hwId',
    route({
      summary: 'What the publish button of a homework shows and allows',
      output: contract.publishButton,
      input: z.object({ hwId }),
      handler: async ({ input, viewer, now }) => {
        const homework = await visibleHomework(store, viewer, input.hwId);
        const abilities = (await abilitiesOf(db, viewer, [homework], now)).get(Number(homework.id));
        if (!abilities) throw notFound(HOMEWORK_NOT_FOUND);
        return {
          publish_type: Number(homework.publish_type),
          published_class_count: Number(homework.published_class_count),
          class_count: Number(homework.class_count),
          is_owner: Number(homework.creator_id) === viewer.id ? 1 : 0,
          status: Number(homework.status),
          ending_time: Number(homework.ending_time),
          arrange_type: homework.arrange_type === null ? null : Number(homework.arrange_type),
          abilities,
        };
      },
    }),
  );

  router.get(
    '/hw/class/published/:id',
    route({
      summary: 'The classes a homework is published to',
      output: z.array(contract.homeworkClass),
      input: z.object({ id: hwId }),
      handler: async ({ input, viewer }) => {
        await visibleHomework(store, viewer, input.id);
        return homeworkClasses(db, input.id);
      },
    }),
  );

  router.get(
    '/hw/class/publish/:id/:classIds',
    route({
      summary: 'Publish a homework to more classes (comma-joined class ids)',
      input: z.object({ id: hwId, classIds: idList(PUBLISH_MESSAGES.pickClasses) }),
      changes: true,
      success: ROW_ACTION_MESSAGES.published,
      output: contract.homeworkRow,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleHomework(store, viewer, input.id);
        await publishToMoreClasses(store, viewer, input.id, input.classIds, now, meta);
        return changedRow(viewer, input.id, now);
      },
    }),
  );

  router.put(
    '/hw/update/ending_time/:hwId/:seconds',
    route({
      summary: "Move a homework's deadline (unix seconds)",
      input: z.object({
        hwId,
        seconds: int(0, Number.MAX_SAFE_INTEGER, DEADLINE_REQUIRED),
      }),
      changes: true,
      success: ROW_ACTION_MESSAGES.adjusted,
      output: contract.homeworkRow,
      handler: async ({ input, viewer, now, meta }) => {
        if (input.seconds <= 0) throw invalid(DEADLINE_REQUIRED);
        if (!isWithinTimeWindow(input.seconds)) throw invalid(TIME_OUT_OF_RANGE);
        await visibleHomework(store, viewer, input.hwId);
        await adjustDeadline(store, viewer, input.hwId, input.seconds, now, meta);
        return changedRow(viewer, input.hwId, now);
      },
    }),
  );

  router.get(
    '/hw/withdraw/:id',
    route({
      summary: 'Recall a homework from its students',
      input: z.object({ id: hwId }),
      changes: true,
      success: ROW_ACTION_MESSAGES.recalled,
      output: contract.homeworkRow,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleHomework(store, viewer, input.id);
        await recallHomework(store, viewer, input.id, now, meta);
        return changedRow(viewer, input.id, now);
      },
    }),
  );

  router.put(
    '/hw/anonymous/lift/:hwId',
    route({
      summary:
        'Lift anonymous grading of a homework (its owner only): graders see the students’ names from now on',
      input: z.object({ hwId }),
      changes: true,
      success: ANONYMITY_MESSAGES.lifted,
      output: contract.homeworkAnonymity,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleHomework(store, viewer, input.hwId);
        await liftAnonymity(store, viewer, input.hwId, now, meta);
        const homework = await visibleHomework(store, viewer, input.hwId);
        return { id: input.hwId, ...anonymityOfHomework(homework, viewer.id) };
      },
    }),
  );

  const release = <I extends z.ZodType<{ hwId: number; classId?: number }>>(summary: string, input: I) =>
    route({
      summary,
      input,
      changes: true,
      success: RELEASE_MESSAGES.released,
      output: contract.homeworkRelease,
      handler: async ({ input: { hwId, classId }, viewer, now, meta }) => {
        const homework = await visibleHomework(store, viewer, hwId);
        await releaseResults(store, viewer, hwId, classId, now, meta);
        return {
          id: hwId,
          release_mode: Number(homework.release_mode) === 2 ? 2 : 1,
          classes: await homeworkClasses(db, hwId),
        };
      },
    });
  router.put(
    '/hw/results/release/:hwId',
    release(
      'Release a homework’s results (release_mode 2) to every class the grader works in',
      z.object({ hwId }),
    ),
  );
  router.put(
    '/hw/results/release/:hwId/:classId',
    release(
      'Release a homework’s results (release_mode 2) to one class: its students see scores and feedback',
      z.object({ hwId, classId: id(HOMEWORK_NOT_FOUND) }),
    ),
  );

  router.get(
    '/hw/correct/quantity',
    route({
      summary: 'How many submitted reports wait for the caller’s grading',
      output: contract.pendingCount,
      handler: ({ viewer }) => pendingGradingCount(db, viewer),
    }),
  );

  const publish = (arranged: boolean) =>
    route({
      summary: arranged
        ? 'Publish a homework by arrangement (arrange_type): to classes at their class times'
        : 'Publish a homework: its questions, scores, classes or students, and times',
      input: publishFormInput,
      changes: true,
      success: PUBLISH_MESSAGES.published,
      output: contract.publishedHomework,
      handler: ({ input, viewer, now, meta }) => {
        // Arrange mode is the arrangement call, or any publish that names an arrange_type.
        if (arranged && input.arrange_type === undefined) throw invalid(PUBLISH_MESSAGES.choose);
        return publishHomework(store, viewer, input, now, meta);
      },
    });
  router.post('/hw/publish', publish(false));
  router.post('/arrangeHomework/homework/publish', publish(true));

  return router;
}
