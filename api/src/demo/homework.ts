import { publishHomework } from '../homework/homeworkCommands';
import { toViewer } from '../http/viewer';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { DEMO_NOW } from './plan';

const WEEK = 7 * 24 * 3600;
const QUESTIONS_PER_HOMEWORK = 5;

/**
 * Each class's head teacher publishes `perClass` scored homework on the class's main course, from
 * the shared bank, through the same command the publish screen uses. Publishing reaches every class
 * of that teacher taking the course, so classes sharing a course and a head teacher get more.
 */
export async function seedDemoHomework(store: Store, perClass: number): Promise<number> {
  if (perClass <= 0) return 0;
  const db = store.db;
  const questions = await db
    .selectFrom('questions')
    .select('id')
    .where('is_public', '=', 1)
    .where('deleted', '=', 0)
    .where('ques_type', '!=', 6)
    .orderBy('id')
    .limit(QUESTIONS_PER_HOMEWORK)
    .execute();
  const classes = await db
    .selectFrom('classes')
    .innerJoin('class_staff', 'class_staff.class_id', 'classes.id')
    .innerJoin('users', 'users.id', 'class_staff.user_id')
    .where('class_staff.duty', '=', 'head_teacher')
    .selectAll('users')
    .select(['classes.id as class_id', 'classes.name as class_name'])
    .orderBy('classes.id')
    .execute();
  let published = 0;
  for (const { class_id, class_name, ...head } of classes) {
    const course = await db
      .selectFrom('class_courses')
      .innerJoin('courses', 'courses.id', 'class_courses.course_id')
      .select('courses.id')
      .where('class_courses.class_id', '=', class_id)
      .where('courses.parent_id', 'is', null)
      .orderBy('courses.id')
      .executeTakeFirst();
    if (!course) continue;
    for (let n = 1; n <= perClass; n++) {
      await publishHomework(
        store,
        toViewer(head, ''),
        {
          course_basis_id: course.id,
          type: 1,
          name: `${class_name}练习${n}`.slice(0, 20),
          remark: '',
          ending_time: DEMO_NOW + n * WEEK,
          is_set_score: 2,
          publish_scope: 3,
          question: questions.map((q) => ({ id: q.id, score: 20 })),
        },
        DEMO_NOW,
        systemMeta,
      );
      published++;
    }
  }
  return published;
}
