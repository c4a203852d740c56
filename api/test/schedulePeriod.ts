import { courseDecider } from '../src/school/course';
import { coursesProjection } from '../src/school/projections';
// The school's tables join the database type (declaration merging), as in the API.
import type {} from '../src/school/tables';
import { parseDatabaseUrl } from '../src/store/config';
import { createDatabase } from '../src/store/database';
import { streamId } from '../src/store/decider';
import { systemMeta } from '../src/store/eventStore';
import { Store } from '../src/store/store';

/**
 * Schedules one more period of a course in a running server's store (the browser tests' servers run
 * on the real clock, after the demo term): through the course decider, as the demo school's periods
 * are, so the event log and the read model agree (the courses projection is the only one that reads
 * PeriodScheduled; the server has migrated the database). Answers the new period's id.
 */
export async function schedulePeriodIn(
  databaseUrl: string,
  period: { courseId: number; title: string; startPlay: number; endPlay: number },
): Promise<number> {
  const config = parseDatabaseUrl(databaseUrl);
  const store = new Store(createDatabase(config), config, [coursesProjection]);
  try {
    const last = await store.db
      .selectFrom('course_periods')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const id = Number(last?.id ?? 0) + 1;
    const sort = await store.db
      .selectFrom('course_periods')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('course_id', '=', period.courseId)
      .executeTakeFirst();
    await store.handle(
      courseDecider,
      streamId('course', period.courseId),
      {
        type: 'SchedulePeriod',
        data: {
          id,
          courseId: period.courseId,
          title: period.title,
          sort: Number(sort?.sort ?? 0) + 1,
          startPlay: period.startPlay,
          endPlay: period.endPlay,
        },
      },
      systemMeta,
    );
    return id;
  } finally {
    await store.close();
  }
}
