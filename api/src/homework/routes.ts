import { firstRefusal, homeworkActorRules, PUBLISH_MESSAGES, ROW_ACTION_MESSAGES } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { idList, intField, paged, paging } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { invalid, notFound, refused } from '../shared/errors';
import type { Store } from '../store/store';
import { courseClasses, findCourseTree } from './courseClasses';
import { listPeriods, listPublishableCourses } from './courseQueries';
import { abilitiesOf } from './homeworkAbilities';
import {
  adjustDeadline,
  COURSE_NOT_FOUND,
  publishHomework,
  publishToMoreClasses,
  recallHomework,
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

/** An optional number in a query or form: empty means absent; anything else must be a number. */
const optionalNumber = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z.number({ error: message }).optional(),
  );
const filterNumber = optionalNumber('筛选条件不正确');
const hwId = intField(HOMEWORK_NOT_FOUND).positive({ error: HOMEWORK_NOT_FOUND });

const listFilters = z.object({
  publish_time_start: filterNumber,
  publish_time_end: filterNumber,
  ending_time_start: filterNumber,
  ending_time_end: filterNumber,
  course_title: z.string().optional(),
  name: z.string().optional(),
  type: filterNumber,
  periods_title: z.string().optional(),
  publish_name: z.string().optional(),
  show_other: filterNumber,
  course_basis_id: filterNumber,
  sort_field: z.string().optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  ...paging,
});

const historyFilters = z.object({
  name: z.string().optional(),
  type: filterNumber,
  course_title: z.string().optional(),
  periods_title: z.string().optional(),
  publish_time_start: filterNumber,
  publish_time_end: filterNumber,
  ...paging,
});

const courseFilters = z.object({
  title: z.string().optional(),
  parent_id: filterNumber,
  course_id: filterNumber,
  is_create_hw: filterNumber,
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

  router.get(
    '/hw/index',
    route({
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
      input: z.object({ courseId: intField(COURSE_NOT_FOUND) }),
      handler: async ({ input, viewer }) => {
        if (!(await mayPublishFor(store, viewer.id, input.courseId))) throw notFound(COURSE_NOT_FOUND);
        return listPeriods(db, input.courseId);
      },
    }),
  );

  router.get(
    '/hw/history',
    route({
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
      input: z.object({ id: hwId }),
      handler: async ({ input, viewer }) => {
        const homework = await ownHomework(store, viewer, input.id);
        const rows = await homeworkQuestions(db, [input.id]);
        return {
          hw_info: {
            id: Number(homework.id),
            is_set_score: Number(homework.is_set_score),
            name: homework.name,
            remark: homework.remark,
          },
          question: rows.map((r) => r.question),
        };
      },
    }),
  );

  router.get(
    '/hw/publish/button/:hwId',
    route({
      input: z.object({ hwId }),
      handler: async ({ input, viewer, now }) => {
        const homework = await visibleHomework(store, viewer, input.hwId);
        const abilities = await abilitiesOf(db, viewer, [homework], now);
        return {
          publish_type: Number(homework.publish_type),
          published_class_count: Number(homework.published_class_count),
          class_count: Number(homework.class_count),
          is_owner: Number(homework.creator_id) === viewer.id ? 1 : 0,
          status: Number(homework.status),
          ending_time: Number(homework.ending_time),
          arrange_type: homework.arrange_type === null ? null : Number(homework.arrange_type),
          abilities: abilities.get(Number(homework.id)),
        };
      },
    }),
  );

  router.get(
    '/hw/class/published/:id',
    route({
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
      input: z.object({ id: hwId, classIds: idList(PUBLISH_MESSAGES.pickClasses) }),
      success: ROW_ACTION_MESSAGES.published,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleHomework(store, viewer, input.id);
        await publishToMoreClasses(store, viewer, input.id, input.classIds, now, meta);
        return homeworkRow(db, viewer, input.id, now);
      },
    }),
  );

  router.put(
    '/hw/update/ending_time/:hwId/:seconds',
    route({
      input: z.object({
        hwId,
        seconds: z.coerce.number({ error: DEADLINE_REQUIRED }).int({ error: DEADLINE_REQUIRED }),
      }),
      success: ROW_ACTION_MESSAGES.adjusted,
      handler: async ({ input, viewer, now, meta }) => {
        if (input.seconds <= 0) throw invalid(DEADLINE_REQUIRED);
        await visibleHomework(store, viewer, input.hwId);
        await adjustDeadline(store, viewer, input.hwId, input.seconds, now, meta);
        return homeworkRow(db, viewer, input.hwId, now);
      },
    }),
  );

  router.get(
    '/hw/withdraw/:id',
    route({
      input: z.object({ id: hwId }),
      success: ROW_ACTION_MESSAGES.recalled,
      handler: async ({ input, viewer, now, meta }) => {
        await visibleHomework(store, viewer, input.id);
        await recallHomework(store, viewer, input.id, now, meta);
        return homeworkRow(db, viewer, input.id, now);
      },
    }),
  );

  router.get('/hw/correct/quantity', route({ handler: ({ viewer }) => pendingGradingCount(db, viewer) }));

  const publish = (arranged: boolean) =>
    route({
      input: publishFormInput,
      success: PUBLISH_MESSAGES.published,
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
