import { defineProjection } from '../store/projection';
import type { KnowledgePointEvent } from './knowledgePoints';
import type { QuestionEvent } from './question';
import { contentColumns } from './restShape';

/** The `questions` table: one row per question, the whole question in each event. */
export const questionsProjection = defineProjection<QuestionEvent>({
  name: 'questions',
  tables: ['questions'],
  handlers: {
    QuestionAdded: async (trx, { data }) => {
      await trx
        .insertInto('questions')
        .values({
          id: data.id,
          owner_id: data.ownerId,
          is_public: data.isPublic ? 1 : 0,
          ...contentColumns(data.question),
          source: data.source,
          deleted: 0,
          created_at: data.at,
          updated_at: data.at,
        })
        .execute();
    },
    QuestionEdited: async (trx, { data }) => {
      await trx
        .updateTable('questions')
        .set({ ...contentColumns(data.question), updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
    QuestionDeleted: async (trx, { data }) => {
      await trx
        .updateTable('questions')
        .set({ deleted: 1, updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
  },
});

export const knowledgePointsProjection = defineProjection<KnowledgePointEvent>({
  name: 'knowledgePoints',
  tables: ['knowledge_points'],
  handlers: {
    KnowledgePointAdded: async (trx, { data }) => {
      await trx
        .insertInto('knowledge_points')
        .values({ id: data.id, name: data.name, parent_id: data.parentId, sort: data.sort })
        .execute();
    },
  },
});
