import {
  type HomeworkAbilities,
  type HomeworkLifecycleContext,
  homeworkAbilities,
  homeworkStateOf,
} from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';
import type { HomeworkTable } from './tables';

/** The homework detail screen (查看, 去批改) is live: both links open it. */
const DETAIL_SCREEN_LIVE = true;

type HomeworkFacts = Pick<
  Selectable<HomeworkTable>,
  'id' | 'creator_id' | 'publish_type' | 'arrange_type' | 'ending_time' | 'status'
>;

/** The lifecycle context of each homework, from the read model (its classes, reached or not). */
async function lifecycles(db: Kysely<Database>, rows: readonly HomeworkFacts[]) {
  const classes = rows.length
    ? await db
        .selectFrom('homework_classes')
        .select(['hw_id', 'class_id', 'is_published'])
        .where(
          'hw_id',
          'in',
          rows.map((r) => Number(r.id)),
        )
        .orderBy('class_id')
        .execute()
    : [];
  return new Map(
    rows.map((row) => {
      const own = classes.filter((c) => Number(c.hw_id) === Number(row.id));
      const context: HomeworkLifecycleContext = {
        ownerId: String(row.creator_id),
        publishType: Number(row.publish_type),
        arranged: row.arrange_type !== null,
        classIds: own.map((c) => String(c.class_id)),
        publishedClassIds: own.filter((c) => Number(c.is_published) === 1).map((c) => String(c.class_id)),
        endingTime: Number(row.ending_time),
      };
      return [Number(row.id), context] as const;
    }),
  );
}

/** What each homework offers the viewer now, computed by the lifecycle machine (one query for all). */
export async function abilitiesOf(
  db: Kysely<Database>,
  viewer: Viewer,
  rows: readonly HomeworkFacts[],
  now: number,
): Promise<Map<number, HomeworkAbilities>> {
  const contexts = await lifecycles(db, rows);
  const actor = { id: String(viewer.id), canDispatch: viewer.canDispatch, canCorrect: viewer.canCorrect };
  return new Map(
    rows.map((row) => {
      const context = contexts.get(Number(row.id)) as HomeworkLifecycleContext;
      const state = homeworkStateOf(context, Number(row.status) === 2);
      return [Number(row.id), homeworkAbilities(state, context, actor, now, DETAIL_SCREEN_LIVE)] as const;
    }),
  );
}
