import type { Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCALE } from '../demo/scale';
import { seedDemoSchool } from '../demo/seed';
import { toViewer, type Viewer } from '../http/viewer';
import { openAppStore } from '../modules';
import type { Store } from '../store/store';
import { abilitiesOf } from './homeworkAbilities';
import { type HomeworkFilters, listHomework } from './homeworkQueries';
import type { HomeworkTable } from './tables';

/**
 * The homework list (spec: homework list row) against a plain recomputation from the read model, for
 * every staff account of a demo school with answered and graded homework: which homework each sees,
 * in which order, the counts over their own classes, the names of their classes it reached, and the
 * abilities the lifecycle machine gives each row.
 */

let store: Store;
const NOW = Date.parse('2027-01-01T00:00:00+08:00') / 1000;

beforeAll(async () => {
  store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
  await seedDemoSchool(store, { ...DEFAULT_SCALE, homeworkPerClass: 2 });
}, 120_000);
afterAll(() => store.close());

async function staff(): Promise<Viewer[]> {
  const users = await store.db
    .selectFrom('users')
    .selectAll()
    .where('role', 'in', ['teacher', 'assistant'])
    .orderBy('id')
    .execute();
  return users.map((u) => toViewer(u, 'token'));
}

/** The list's rows recomputed from the tables, one homework at a time, in the list's order. */
async function recomputed(viewer: Viewer, showOther: boolean, sortNotGraded?: 'asc' | 'desc') {
  const db = store.db;
  const mine = new Set(
    (await db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewer.id).execute()).map(
      (r) => Number(r.class_id),
    ),
  );
  const taught = (
    await db.selectFrom('course_teachers').select('course_id').where('teacher_id', '=', viewer.id).execute()
  ).map((r) => Number(r.course_id));
  const courses = await db.selectFrom('courses').select(['id', 'parent_id']).execute();
  const teaches = new Set([
    ...taught,
    ...courses.filter((c) => taught.includes(Number(c.parent_id))).map((c) => Number(c.id)),
  ]);
  const classes = await db.selectFrom('homework_classes').selectAll().orderBy('class_id').execute();
  const className = new Map(
    (await db.selectFrom('classes').select(['id', 'name']).execute()).map((c) => [Number(c.id), c.name]),
  );
  const counts = await db.selectFrom('homework_report_counts').selectAll().execute();
  const reached = (h: Selectable<HomeworkTable>) =>
    classes.filter((c) => c.hw_id === h.id && c.is_published === 1 && mine.has(Number(c.class_id)));
  const sum = (h: Selectable<HomeworkTable>, of: (c: (typeof counts)[number]) => number) =>
    counts
      .filter((c) => c.hw_id === h.id && mine.has(Number(c.class_id)))
      .reduce((total, c) => total + of(c), 0);
  const rows = (await db.selectFrom('homework').selectAll().execute())
    .filter((h) => h.creator_id === viewer.id || reached(h).length > 0)
    .filter(
      (h) =>
        showOther ||
        viewer.role !== 'teacher' ||
        h.creator_id === viewer.id ||
        teaches.has(Number(h.course_basis_id)),
    )
    .map((h) => ({
      homework: h,
      row: {
        id: Number(h.id),
        not_revised_homework_count: sum(h, (c) => c.submitted - c.graded),
        graded_homework_count: sum(h, (c) => c.graded),
        submitted_homework_count: sum(h, (c) => c.submitted),
        homework_count: sum(h, (c) => c.due),
        class_name: reached(h)
          .map((c) => className.get(Number(c.class_id)))
          .join('、'),
        is_owner: h.creator_id === viewer.id ? 1 : 0,
      },
    }))
    .sort(
      (a, b) =>
        (sortNotGraded === undefined
          ? 0
          : (a.row.not_revised_homework_count - b.row.not_revised_homework_count) *
            (sortNotGraded === 'asc' ? 1 : -1)) ||
        b.homework.publish_time - a.homework.publish_time ||
        b.homework.id - a.homework.id,
    );
  const abilities = await abilitiesOf(
    db,
    viewer,
    rows.map((r) => r.homework),
    NOW,
  );
  return rows.map(({ row }) => ({ ...row, abilities: abilities.get(row.id) }));
}

const VIEWS: { label: string; showOther: boolean; sort?: 'asc' | 'desc' }[] = [
  { label: 'their courses', showOther: false },
  { label: 'with show_other', showOther: true },
  { label: 'sorted by 未批改, fewest first', showOther: true, sort: 'asc' },
  { label: 'sorted by 未批改, most first', showOther: false, sort: 'desc' },
];

describe('the homework list, recomputed from the read model', () => {
  it('the demo school has homework seen by several accounts, some reports graded and some awaiting grading', async () => {
    const counts = await store.db.selectFrom('homework_report_counts').selectAll().execute();
    expect(counts.some((c) => c.graded > 0)).toBe(true);
    expect(counts.some((c) => c.submitted > c.graded)).toBe(true);
  });

  for (const view of VIEWS) {
    it(`every staff account sees the rows, order, counts over their classes, class names and abilities (${view.label})`, async () => {
      let seen = 0;
      for (const viewer of await staff()) {
        const filters: HomeworkFilters = {
          page: 1,
          limit: 100,
          show_other: view.showOther ? 1 : 0,
          ...(view.sort ? { sort_field: 'not_revised_homework_count', sort: view.sort } : {}),
        };
        const { list, total } = await listHomework(store.db, viewer, filters, NOW);
        const expected = await recomputed(viewer, view.showOther, view.sort);
        expect(
          list.map((r) => ({
            id: r.id,
            not_revised_homework_count: r.not_revised_homework_count,
            graded_homework_count: r.graded_homework_count,
            submitted_homework_count: r.submitted_homework_count,
            homework_count: r.homework_count,
            class_name: r.class_name,
            is_owner: r.is_owner,
            abilities: r.abilities,
          })),
          `${viewer.role} ${viewer.id}`,
        ).toEqual(expected);
        expect(total).toBe(expected.length);
        seen += list.length;
      }
      expect(seen).toBeGreaterThan(0);
    });
  }

  it('a page holds the rows of the whole list from its offset', async () => {
    for (const viewer of await staff()) {
      const all = await listHomework(store.db, viewer, { page: 1, limit: 100, show_other: 1 }, NOW);
      const second = await listHomework(store.db, viewer, { page: 2, limit: 3, show_other: 1 }, NOW);
      expect(second.list).toEqual(all.list.slice(3, 6));
      expect(second.total).toBe(all.total);
    }
  });
});
