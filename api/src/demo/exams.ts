import { seedExamsWithAttempts } from '../exams';
import { toViewer } from '../http/viewer';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { DEMO_NOW } from './plan';

const HOUR = 3_600;
const STUDENTS_WHO_SIT = 4;

/**
 * Two exams of the first class's head teacher, through the same commands as the screens: 期中测验
 * (choice and fill-in-the-blank questions, marked at submit) and 作文测验 (a short answer, awaiting
 * review), each published to the class and sat by its first students. Returns the commands sent.
 */
export async function seedDemoExams(store: Store): Promise<number> {
  const db = store.db;
  const head = await db
    .selectFrom('classes')
    .innerJoin('class_staff', 'class_staff.class_id', 'classes.id')
    .innerJoin('users', 'users.id', 'class_staff.user_id')
    .where('class_staff.duty', '=', 'head_teacher')
    .selectAll('users')
    .select('classes.id as class_id')
    .orderBy('classes.id')
    .executeTakeFirst();
  const bank = await db
    .selectFrom('questions')
    .select(['id', 'ques_type', 'ques_option'])
    .where('is_public', '=', 1)
    .where('deleted', '=', 0)
    .where('ques_type', 'in', [1, 5])
    .orderBy('id')
    .execute();
  const single = bank.find((q) => q.ques_type === 1);
  const essay = bank.find((q) => q.ques_type === 5);
  if (!head || !single || !essay) return 0;
  const { class_id, ...user } = head;
  const students = await db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.uid')
    .selectAll('users')
    .where('class_students.class_id', '=', class_id)
    .where('class_students.status', '=', 1)
    .orderBy('users.id')
    .limit(STUDENTS_WHO_SIT)
    .execute();
  const options = JSON.parse(single.ques_option) as { id: number; is_right: number }[];
  const right = String(options.find((o) => o.is_right === 1)?.id ?? options[0]?.id ?? '');
  const wrong = String(options.find((o) => o.is_right !== 1)?.id ?? right);
  return seedExamsWithAttempts(store, {
    author: toViewer(user, ''),
    classId: class_id,
    students: students.map((s) => toViewer(s, '')),
    now: DEMO_NOW + HOUR,
    meta: systemMeta,
    exams: [
      {
        name: '期中测验',
        classify_id: 3,
        questions: [
          { id: single.id, score: 6 },
          {
            ques_type: 7,
            ques_stem: '<p>中国的首都是____。</p>',
            blanks: [{ answers: ['北京', '北京市'] }],
            score: 4,
          },
        ],
        answers: (n) => [
          { question_id: 1, user_answer: n % 2 === 0 ? right : wrong },
          { question_id: 2, user_answer: [n % 3 === 0 ? '上海' : '北京'] },
        ],
      },
      {
        name: '作文测验',
        classify_id: 1,
        questions: [{ id: essay.id, score: 10 }],
        answers: () => [{ question_id: 1, user_answer: '<p>我的作文。</p>' }],
      },
    ],
  });
}
