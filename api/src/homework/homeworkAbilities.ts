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

/** One of a homework's classes, as `homework_classes` holds it. */
export interface HomeworkClassFacts {
  hw_id: number | string;
  class_id: number | string;
  is_published: number | string;
}

/** A homework's classes, in class order, for the homework given (one query for all). */
export async function classesOfHomework(
  db: Kysely<Database>,
  hwIds: readonly number[],
): Promise<HomeworkClassFacts[]> {
  if (hwIds.length === 0) return [];
  return db
    .selectFrom('homework_classes')
    .select(['hw_id', 'class_id', 'is_published'])
    .where('hw_id', 'in', hwIds)
    .orderBy('class_id')
    .execute();
}

/** The lifecycle context of a homework, from the read model (its classes, in class order, reached or not). */
function lifecycleOf(row: HomeworkFacts, own: readonly HomeworkClassFacts[]): HomeworkLifecycleContext {
  return {
    ownerId: String(row.creator_id),
    publishType: Number(row.publish_type),
    arranged: row.arrange_type !== null,
    classIds: own.map((c) => String(c.class_id)),
    publishedClassIds: own.filter((c) => Number(c.is_published) === 1).map((c) => String(c.class_id)),
    endingTime: Number(row.ending_time),
  };
}

/**
 * What each homework offers the viewer now, computed by the lifecycle machine from the homework and
 * its classes (`classes`: those of every row, in class order, as `classesOfHomework` reads them).
 */
export function abilitiesFrom(
  viewer: Viewer,
  rows: readonly HomeworkFacts[],
  classes: readonly HomeworkClassFacts[],
  now: number,
): Map<number, HomeworkAbilities> {
  const byHomework = new Map<number, HomeworkClassFacts[]>();
  for (const c of classes) {
    const own = byHomework.get(Number(c.hw_id));
    if (own) own.push(c);
    else byHomework.set(Number(c.hw_id), [c]);
  }
  const actor = { id: String(viewer.id), canDispatch: viewer.canDispatch, canCorrect: viewer.canCorrect };
  return new Map(
    rows.map((row) => {
      const context = lifecycleOf(row, byHomework.get(Number(row.id)) ?? []);
      const state = homeworkStateOf(context, Number(row.status) === 2);
      return [Number(row.id), homeworkAbilities(state, context, actor, now, DETAIL_SCREEN_LIVE)] as const;
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
  const classes = await classesOfHomework(
    db,
    rows.map((r) => Number(r.id)),
  );
  return abilitiesFrom(viewer, rows, classes, now);
}
