import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSession } from '../../api/src/auth/sessions';
import { DEFAULT_SCALE } from '../../api/src/demo/scale';
import { seedDemoRoster } from '../../api/src/demo/seed';
import type { RestOptionSnapshot } from '../../api/src/homework/homework';
import { publishHomework } from '../../api/src/homework/homeworkCommands';
import { homeworkQuestions } from '../../api/src/homework/homeworkQueries';
import { toViewer } from '../../api/src/http/viewer';
import { openAppStore } from '../../api/src/modules';
import { systemMeta } from '../../api/src/store/eventStore';
import { freshPostgresDatabase } from './school';

/** One class of `students`, one homework of theirs still open, and a signed-in session for each. */
export interface RushSchool {
  url: string;
  hwId: number;
  /** The homework's choice question (its right and a wrong option) and its short answer. */
  choice: { id: number; right: number; wrong: number };
  essayId: number;
  /** Each student's report and bearer token, in the order of the class. */
  students: { reportId: number; token: string }[];
  /** Bearer tokens of the class's staff, `staffSessions` of them spread over its teachers and assistant. */
  staff: string[];
  /** The publisher's token (the head teacher): whose screens the live counts are read from. */
  publisher: string;
  seedSeconds: number;
  drop(): Promise<void>;
}

/**
 * Seeds the school through the command path (the demo plan, sent in batches), then the class's head
 * teacher publishes one scored homework (a choice question and a short answer, so submitted reports
 * await grading) due at `endingTime`. Sessions are started as sign-in starts them after the password
 * check: 10,000 scrypt checks would take the machine's two cores about ten minutes, and sign-in is
 * not what the rush measures.
 */
export async function seedRushSchool(options: {
  kind: 'sqlite' | 'postgres';
  students: number;
  staffSessions: number;
  endingTime: number;
}): Promise<RushSchool> {
  let url: string;
  let drop: () => Promise<void>;
  if (options.kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-rush-'));
    url = `sqlite:${join(dir, 'school.db')}`;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    ({ url, drop } = await freshPostgresDatabase());
  }
  const started = performance.now();
  try {
    return {
      ...(await publishedRush(url, options)),
      seedSeconds: (performance.now() - started) / 1000,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function publishedRush(
  url: string,
  options: { students: number; staffSessions: number; endingTime: number },
): Promise<Omit<RushSchool, 'seedSeconds' | 'drop'>> {
  const store = await openAppStore({ databaseUrl: url });
  try {
    await seedDemoRoster(store, {
      ...DEFAULT_SCALE,
      classes: 1,
      studentsPerClass: options.students,
      homeworkPerClass: 0,
    });
    const db = store.db;
    const staffRows = await db
      .selectFrom('class_staff')
      .innerJoin('users', 'users.id', 'class_staff.user_id')
      .selectAll('users')
      .select('class_staff.duty')
      .where('class_staff.class_id', '=', 1)
      .orderBy('users.id')
      .execute();
    const head = staffRows.find((r) => r.duty === 'head_teacher');
    if (!head) throw new Error('the class has no head teacher');
    const course = await db
      .selectFrom('class_courses')
      .innerJoin('courses', 'courses.id', 'class_courses.course_id')
      .select('courses.id')
      .where('class_courses.class_id', '=', 1)
      .where('courses.parent_id', 'is', null)
      .orderBy('courses.id')
      .executeTakeFirstOrThrow();
    const bank = await db
      .selectFrom('questions')
      .select(['id', 'ques_type'])
      .where('is_public', '=', 1)
      .where('deleted', '=', 0)
      .where('ques_type', 'in', [1, 5])
      .orderBy('id')
      .execute();
    const single = bank.find((q) => q.ques_type === 1);
    const essay = bank.find((q) => q.ques_type === 5);
    if (!single || !essay) throw new Error('the demo bank has no single-choice or short-answer question');
    const now = Math.floor(Date.now() / 1000);
    const { id: hwId } = await publishHomework(
      store,
      toViewer(head, ''),
      {
        course_basis_id: course.id,
        type: 1,
        name: '截止冲刺作业',
        remark: '',
        ending_time: options.endingTime,
        is_set_score: 2,
        publish_scope: 3,
        question: [
          { id: single.id, score: 40 },
          { id: essay.id, score: 60 },
        ],
      },
      now,
      systemMeta,
    );
    const snapshots = (await homeworkQuestions(db, [hwId])).map((q) => q.question);
    const options_ = (snapshots.find((q) => q.id === single.id)?.ques_option ?? []) as RestOptionSnapshot[];
    const right = options_.find((o) => o.is_right === 1)?.id;
    const wrong = options_.find((o) => o.is_right !== 1)?.id;
    if (right === undefined || wrong === undefined) throw new Error('the choice question lacks options');
    const reports = await db
      .selectFrom('homework_reports')
      .select(['id', 'uid'])
      .where('hw_id', '=', hwId)
      .orderBy('uid')
      .execute();
    const students = await db.transaction().execute(async (trx) => {
      const out: { reportId: number; token: string }[] = [];
      for (const r of reports) {
        out.push({ reportId: Number(r.id), token: await startSession(trx, Number(r.uid), now) });
      }
      return out;
    });
    const staff: string[] = [];
    for (let i = 0; i < options.staffSessions; i++) {
      const member = staffRows[i % staffRows.length] as (typeof staffRows)[number];
      staff.push(await startSession(db, member.id, now));
    }
    return {
      url,
      hwId,
      choice: { id: single.id, right, wrong },
      essayId: essay.id,
      students,
      staff,
      publisher: staff[staffRows.indexOf(head)] as string,
    };
  } finally {
    await store.close();
  }
}
