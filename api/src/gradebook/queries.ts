import { EXAM_STATUS, hidesNames } from '@school/machines';
import type { Kysely } from 'kysely';
import { type AttemptFacts, countedAttempts, round1 } from '../exams';
import { meanOf, percent, permille, score } from '../homeworkResults';
import type { Database } from '../store/schema';

/**
 * A class's gradebook (beyond the spec): its students × its homework and exams. Each column's figures
 * are those of the screen the column leads to: a homework's from its live summary row of the class
 * (`result_summary`, as the homework detail and statistics read it), an exam's from the one rule of the
 * exam's figures (`countedAttempts`: a student counts by their best reviewed paper).
 *
 * Cells travel as parallel arrays per student (status, value, report), in the items' order: a class of
 * 4,000 students and 40 items is 160,000 cells, which as objects would cost more to encode than to read.
 */

/**
 * A cell's status: 1 not submitted, 2 waiting for grading, 3 graded (the spec's student homework status);
 * 0 while an anonymous homework hides whose work is whose.
 */
export const CELL_STATUS = { notSubmitted: 1, waiting: 2, graded: 3 } as const;

export interface GradebookItem {
  key: string;
  kind: 'homework' | 'exam';
  id: number;
  name: string;
  /** Homework: 2 scored, 1 unscored (its cells hold rates); an exam is always scored. */
  is_set_score: number;
  full_score: number;
  deadline: number | null;
  publish_time: number;
  /** While an anonymous homework hides names its cells show no status and open nothing. */
  names_hidden: number;
  total: number;
  submit: number;
  revise: number;
  not_revised_count: number;
  submit_rate: number;
  /** Scored: the mean score of graded work; null while nothing is graded. */
  average_score: number | null;
  /** The mean rate (percent) of graded work; null while nothing is graded. */
  correct_rate: number | null;
}

const inClass = 1;

async function classStudents(db: Kysely<Database>, classId: number) {
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin('users as u', 'u.id', 'cs.uid')
    .select(['cs.uid', 'u.nickname', 'u.mobile'])
    .where('cs.class_id', '=', classId)
    .where('cs.status', '=', inClass)
    .orderBy('cs.uid')
    .execute();
  return rows.map((r) => ({ uid: Number(r.uid), nickname: r.nickname, mobile: r.mobile }));
}

async function homeworkColumns(db: Kysely<Database>, classId: number) {
  const rows = await db
    .selectFrom('homework_classes as hc')
    .innerJoin('homework as h', 'h.id', 'hc.hw_id')
    .leftJoin('result_summary as s', (j) =>
      j.onRef('s.hw_id', '=', 'hc.hw_id').on('s.class_id', '=', classId),
    )
    .select([
      'h.id',
      'h.name',
      'h.is_set_score',
      'h.total_score',
      'h.ending_time',
      'h.publish_time',
      'h.is_anonymous',
      'h.names_revealed_at',
      's.due',
      's.submitted',
      's.final',
      's.score_sum_tenths',
      's.rate_sum_permille',
    ])
    .where('hc.class_id', '=', classId)
    .where('hc.is_published', '=', 1)
    .where('h.status', '=', 1)
    .orderBy('h.publish_time', 'asc')
    .orderBy('h.id', 'asc')
    .execute();
  return rows.map((r): GradebookItem => {
    const due = Number(r.due ?? 0);
    const submitted = Number(r.submitted ?? 0);
    const final = Number(r.final ?? 0);
    const hidden = hidesNames({
      isAnonymous: Number(r.is_anonymous),
      revealedAt: r.names_revealed_at === null ? null : Number(r.names_revealed_at),
    });
    return {
      key: `homework-${r.id}`,
      kind: 'homework',
      id: Number(r.id),
      name: r.name,
      is_set_score: Number(r.is_set_score),
      full_score: Number(r.total_score),
      deadline: Number(r.ending_time),
      publish_time: Number(r.publish_time),
      names_hidden: hidden ? 1 : 0,
      total: due,
      submit: submitted,
      revise: final,
      not_revised_count: submitted - final,
      // The homework detail header's and the grade distribution's own formulas.
      submit_rate: percent(permille(submitted, due)),
      average_score: meanOf(Number(r.score_sum_tenths ?? 0), final, score),
      correct_rate: meanOf(Number(r.rate_sum_permille ?? 0), final, (m) => percent(Math.round(m))),
    };
  });
}

async function examColumns(db: Kysely<Database>, classId: number) {
  const rows = await db
    .selectFrom('exam_classes as ec')
    .innerJoin('exams as e', 'e.id', 'ec.exam_id')
    .select(['e.id', 'e.name', 'e.score', 'e.time_type', 'e.end_time', 'e.created_at'])
    .where('ec.class_id', '=', classId)
    .where('e.status', '!=', EXAM_STATUS.draft)
    .orderBy('e.created_at', 'asc')
    .orderBy('e.id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    score: Number(r.score),
    deadline: Number(r.time_type) === 1 ? Number(r.end_time) : null,
    publish_time: Number(r.created_at),
  }));
}

export interface GradebookStudent {
  uid: number;
  nickname: string;
  mobile: string;
  /** Mean of the graded cells' rates (percent, one decimal); null while none is graded. */
  average: number | null;
  status: number[];
  /** Score (scored work) or rate percent (unscored homework); null until graded. */
  value: (number | null)[];
  report_id: (number | null)[];
  /** 1 where the work came in after the deadline. */
  late: number[];
}

/** The whole gradebook of a class the viewer sees (checked by the caller). */
export async function gradebook(db: Kysely<Database>, classId: number) {
  const [klass, students, homework, exams] = await Promise.all([
    db.selectFrom('classes').select(['id', 'name']).where('id', '=', classId).executeTakeFirstOrThrow(),
    classStudents(db, classId),
    homeworkColumns(db, classId),
    examColumns(db, classId),
  ]);
  const uids = students.map((s) => s.uid);
  const index = new Map(uids.map((uid, i) => [uid, i]));
  const items: GradebookItem[] = [...homework];
  const width = homework.length + exams.length;
  const table = students.map(() => ({
    status: new Array<number>(width).fill(CELL_STATUS.notSubmitted),
    value: new Array<number | null>(width).fill(null),
    rate: new Array<number | null>(width).fill(null),
    report_id: new Array<number | null>(width).fill(null),
    late: new Array<number>(width).fill(0),
  }));

  const hwIds = homework.map((h) => h.id);
  const hwColumn = new Map(hwIds.map((id, i) => [id, i]));
  if (hwIds.length > 0) {
    const reports = await db
      .selectFrom('result_reports')
      .select(['report_id', 'hw_id', 'uid', 'status', 'submit_time', 'score_tenths', 'rate_permille'])
      .where('class_id', '=', classId)
      .where('hw_id', 'in', hwIds)
      .execute();
    for (const r of reports) {
      const row = table[index.get(Number(r.uid)) ?? -1];
      const col = hwColumn.get(Number(r.hw_id));
      const item = col === undefined ? undefined : homework[col];
      if (!row || col === undefined || !item) continue;
      if (item.names_hidden === 1) {
        // Anonymous grading: the gradebook tells nobody whose paper is whose until names appear.
        row.status[col] = 0;
        continue;
      }
      const status = Number(r.status);
      row.status[col] = status;
      row.report_id[col] = Number(r.report_id);
      const submitted = r.submit_time === null ? null : Number(r.submit_time);
      if (submitted !== null && item.deadline !== null && submitted > item.deadline) row.late[col] = 1;
      if (status === CELL_STATUS.graded && r.rate_permille !== null) {
        const rate = Number(r.rate_permille) / 10;
        row.rate[col] = rate;
        row.value[col] =
          item.is_set_score === 2 && r.score_tenths !== null
            ? score(Number(r.score_tenths))
            : percent(Number(r.rate_permille));
      }
    }
  }

  const examIds = exams.map((e) => e.id);
  if (examIds.length > 0) {
    const attempts = uids.length
      ? await db
          .selectFrom('exam_reports')
          .select(['id', 'exam_id', 'uid', 'attempt_no', 'test_status', 'user_score', 'submit_time'])
          .where('exam_id', 'in', examIds)
          .where('test_status', '!=', 0)
          .execute()
      : [];
    const byExam = new Map<
      number,
      Pick<AttemptFacts, 'id' | 'uid' | 'attemptNo' | 'testStatus' | 'userScore' | 'submitTime'>[]
    >(examIds.map((id) => [id, []]));
    for (const a of attempts) {
      if (!index.has(Number(a.uid))) continue;
      byExam.get(Number(a.exam_id))?.push({
        id: Number(a.id),
        uid: Number(a.uid),
        attemptNo: Number(a.attempt_no),
        testStatus: Number(a.test_status),
        userScore: Number(a.user_score),
        submitTime: Number(a.submit_time ?? 0),
      });
    }
    exams.forEach((exam, e) => {
      const col = homework.length + e;
      const { counted, waiting } = countedAttempts(byExam.get(exam.id) ?? []);
      for (const a of counted.values()) {
        const row = table[index.get(a.uid) ?? -1];
        if (!row) continue;
        row.status[col] = CELL_STATUS.graded;
        row.value[col] = a.userScore;
        row.rate[col] = exam.score > 0 ? (a.userScore / exam.score) * 100 : null;
        row.report_id[col] = a.id;
        if (exam.deadline !== null && a.submitTime > exam.deadline) row.late[col] = 1;
      }
      for (const a of waiting.values()) {
        const row = table[index.get(a.uid) ?? -1];
        if (!row) continue;
        row.status[col] = CELL_STATUS.waiting;
        row.report_id[col] = a.id;
      }
      const scores = [...counted.values()].map((a) => a.userScore);
      const takers = new Set((byExam.get(exam.id) ?? []).map((a) => a.uid)).size;
      const mean = scores.length ? scores.reduce((s, v) => s + v, 0) / scores.length : null;
      items.push({
        key: `exam-${exam.id}`,
        kind: 'exam',
        id: exam.id,
        name: exam.name,
        is_set_score: 2,
        full_score: exam.score,
        deadline: exam.deadline,
        publish_time: exam.publish_time,
        names_hidden: 0,
        total: students.length,
        submit: takers,
        revise: counted.size,
        not_revised_count: waiting.size,
        submit_rate: percent(permille(takers, students.length)),
        average_score: mean === null ? null : round1(mean),
        correct_rate:
          mean === null || exam.score <= 0 ? null : percent(permille(Math.round(mean * 10), exam.score * 10)),
      });
    });
  }

  return {
    class_id: Number(klass.id),
    class_name: klass.name,
    items,
    students: students.map((s, i) => {
      const row = table[i] as (typeof table)[number];
      const rates = row.rate.filter((r): r is number => r !== null);
      return {
        ...s,
        average: rates.length ? round1(rates.reduce((a, b) => a + b, 0) / rates.length) : null,
        status: row.status,
        value: row.value,
        report_id: row.report_id,
        late: row.late,
      };
    }),
  };
}

export type Gradebook = Awaited<ReturnType<typeof gradebook>>;
