import {
  ANONYMITY_MESSAGES,
  type AnonymityEvent,
  abilityOf,
  aliasesOf,
  anonymityStateOf,
  explainAnonymityRefusal,
  hidesNames,
  IS_ANONYMOUS,
} from '@school/machines';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { refused } from '../shared/errors';
import type { Database } from '../store/schema';

/**
 * The read side of anonymous grading. Every staff read that shows a homework's students asks
 * `hiddenNames` which of its homework hide names now (the machines' `hidesNames`) and each report's
 * alias (the machines' `aliasesOf`), then passes each row through `maskStudent`: the server never
 * sends a hidden student's name, phone, avatar or user id.
 */
export interface HiddenNames {
  /** Whether the homework's students are shown by alias now. */
  hides(hwId: number): boolean;
  /** The alias of a report of a homework that hides names; undefined when names are shown. */
  aliasOf(hwId: number, reportId: number): string | undefined;
}

const SHOWN: HiddenNames = { hides: () => false, aliasOf: () => undefined };

export async function hiddenNames(db: Kysely<Database>, hwIds: readonly number[]): Promise<HiddenNames> {
  const ids = [...new Set(hwIds)];
  if (ids.length === 0) return SHOWN;
  const rows = await db
    .selectFrom('homework')
    .select(['id', 'is_anonymous', 'names_revealed_at'])
    .where('id', 'in', ids)
    .execute();
  const hidden = rows
    .filter((h) =>
      hidesNames({
        isAnonymous: Number(h.is_anonymous),
        revealedAt: h.names_revealed_at === null ? null : Number(h.names_revealed_at),
      }),
    )
    .map((h) => Number(h.id));
  if (hidden.length === 0) return SHOWN;
  const reports = await db
    .selectFrom('homework_reports')
    .select(['id', 'hw_id'])
    .where('hw_id', 'in', hidden)
    .execute();
  const byHomework = new Map<number, number[]>(hidden.map((id) => [id, []]));
  for (const r of reports) byHomework.get(Number(r.hw_id))?.push(Number(r.id));
  const aliases = new Map([...byHomework].map(([hwId, reportIds]) => [hwId, aliasesOf(reportIds)]));
  return {
    hides: (hwId) => aliases.has(hwId),
    aliasOf: (hwId, reportId) => {
      const of = aliases.get(hwId);
      return of ? (of.get(reportId) ?? '学员') : undefined;
    },
  };
}

/** The fields that name a person; a masked row keeps its shape with these emptied. */
interface StudentFields {
  nickname?: string | null;
  mobile?: string | null;
  avatar?: string | null;
  uid?: number | null;
}

/**
 * A row about a student as graders see it: with the alias in place of the name and the phone,
 * avatar and user id emptied while names are hidden; `names_hidden` tells screens to show 匿名批改.
 */
export function maskStudent<T extends StudentFields>(
  row: T,
  alias: string | undefined,
): T & { names_hidden: 0 | 1 } {
  if (alias === undefined) return { ...row, names_hidden: 0 };
  const masked: T = { ...row, nickname: alias };
  if ('mobile' in row) masked.mobile = '';
  if ('avatar' in row) masked.avatar = '';
  if ('uid' in row) masked.uid = 0;
  return { ...masked, names_hidden: 1 };
}

/**
 * The same question asked in SQL, for filters by name: a homework (aliased `h`) whose names are shown
 * now (`hidesNames` of the machines, column for column). Rows of homework hiding names never match a
 * name or phone filter.
 */
export const namesShown = (eb: ExpressionBuilder<Database & { h: Database['homework'] }, 'h'>) =>
  eb.or([eb('h.is_anonymous', '<>', IS_ANONYMOUS.on), eb('h.names_revealed_at', 'is not', null)]);

/** A name, phone or user id asked of a homework hiding names is refused: it would tell who is who. */
export function refuseNameWhileHidden(names: HiddenNames, hwId: number, ...asked: unknown[]) {
  const given = asked.some((v) => v !== undefined && v !== null && String(v).trim() !== '');
  if (given && names.hides(hwId))
    throw refused({ kind: 'conflict', message: ANONYMITY_MESSAGES.nameFilterHidden });
}

/**
 * What a homework's detail shows of anonymous grading: the form's choice, whether names are hidden
 * now, and whether the viewer may lift it (公开学员姓名: the owner, while names are hidden).
 */
export function anonymityOfHomework(
  hw: { is_anonymous: number; names_revealed_at: number | null; creator_id: number },
  viewerId: number,
) {
  const facts = {
    isAnonymous: Number(hw.is_anonymous),
    revealedAt: hw.names_revealed_at === null ? null : Number(hw.names_revealed_at),
  };
  const state = anonymityStateOf(facts);
  const lift: AnonymityEvent = { type: 'anonymity.lift', actorId: String(viewerId) };
  const context = { ownerId: String(hw.creator_id), waiting: 0, pending: 0 };
  return {
    is_anonymous: facts.isAnonymous === IS_ANONYMOUS.on ? IS_ANONYMOUS.on : IS_ANONYMOUS.off,
    names_hidden: hidesNames(facts) ? 1 : 0,
    lift_anonymity: abilityOf(state !== 'none', explainAnonymityRefusal(state, context, lift)),
  };
}
