import type { Kysely } from 'kysely';
import { invalid } from '../shared/errors';
import type { Database } from '../store/schema';

/** Knowledge points named by a question must exist. */
export async function checkKnowledgePoints(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('knowledge_points').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw invalid('知识点不存在');
}
