import { RUBRIC_MESSAGES, RUBRIC_STATUS, type RubricDraft } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import * as contract from '../contract/rubric';
import { decimal, id, jsonField, optionalOneOf, paged, paging, text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { sanitizePlainText } from '../shared/richText';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { listRubrics, ownRubric } from './queries';
import { rubricDecider } from './rubric';
import { RUBRIC_ID_TABLE } from './tables';

const STAFF = ['teacher', 'assistant'] as const;
const rubricId = id(RUBRIC_MESSAGES.notFound);
/** Texts are cleaned of markup; emptiness and lengths are the rubric rule table's to answer (in the decider). */
const cleanText = (message: string) => text(2000, message).transform(sanitizePlainText);
/** Points as a number (its range is the rubric rule's to say). */
const points = decimal(-1_000_000, 1_000_000, RUBRIC_MESSAGES.pointsOutOfRange);

/** The rubric form: a title and criteria, each with levels (a short text and points). */
const form = {
  title: cleanText(RUBRIC_MESSAGES.enterTitle),
  criteria: jsonField(
    z
      .array(
        z.object({
          name: cleanText(RUBRIC_MESSAGES.enterCriterion),
          levels: z
            .array(z.object({ text: cleanText(RUBRIC_MESSAGES.enterLevel), points }), {
              error: RUBRIC_MESSAGES.noLevels,
            })
            .max(100, { error: RUBRIC_MESSAGES.tooManyLevels }),
        }),
        { error: RUBRIC_MESSAGES.noCriteria },
      )
      .max(100, { error: RUBRIC_MESSAGES.tooManyCriteria }),
    RUBRIC_MESSAGES.noCriteria,
  ),
};

const draftOf = (input: { title: string; criteria: RubricDraft['criteria'] }): RubricDraft => ({
  title: input.title,
  criteria: input.criteria,
});

async function usedCount(store: Store, viewer: Viewer, id: number) {
  return (await ownRubric(store.db, viewer, id)).used_count;
}

const facts = async (store: Store, viewer: Viewer, id: number) => ({
  actorId: viewer.id,
  usedCount: await usedCount(store, viewer, id),
});

async function archive(store: Store, viewer: Viewer, id: number, now: number, meta: EventMeta) {
  await store.handle(
    rubricDecider,
    streamId('rubric', id),
    { type: 'ArchiveRubric', facts: await facts(store, viewer, id), data: { id, at: now } },
    meta,
  );
  return ownRubric(store.db, viewer, id);
}

/** The rubric library: each staff member's own rubrics, attached to subjective questions when publishing. */
export function rubricRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/rubric',
    route({
      summary:
        "Lists the caller's own rubrics, newest first, with status (1 draft, 2 in use, 3 archived) and abilities",
      roles: STAFF,
      input: z.object({
        ...paging,
        status: optionalOneOf([RUBRIC_STATUS.draft, RUBRIC_STATUS.inUse, RUBRIC_STATUS.archived]),
      }),
      output: contract.rubricPage,
      handler: async ({ input, viewer }) => {
        const { list, total } = await listRubrics(db, viewer, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.post(
    '/rubric',
    route({
      summary:
        'Creates a rubric in the caller’s library: a title and criteria, each with levels (text and points)',
      roles: STAFF,
      changes: true,
      input: z.object(form),
      success: RUBRIC_MESSAGES.created,
      output: contract.rubric,
      handler: async ({ input, viewer, now, meta }) => {
        const [newId] = (await store.nextIds(RUBRIC_ID_TABLE, 1)) as [number];
        await store.handle(
          rubricDecider,
          streamId('rubric', newId),
          { type: 'CreateRubric', data: { id: newId, ownerId: viewer.id, draft: draftOf(input), at: now } },
          meta,
        );
        return ownRubric(db, viewer, newId);
      },
    }),
  );

  router.put(
    '/rubric/archive/:id',
    route({
      summary: 'Archives one of the caller’s rubrics: it can no longer be attached or edited',
      roles: STAFF,
      changes: true,
      input: z.object({ id: rubricId }),
      success: RUBRIC_MESSAGES.archivedDone,
      output: contract.rubric,
      handler: ({ input, viewer, now, meta }) => archive(store, viewer, input.id, now, meta),
    }),
  );

  router.put(
    '/rubric/:id',
    route({
      summary: 'Edits one of the caller’s rubrics while no published homework uses it (draft only)',
      roles: STAFF,
      changes: true,
      input: z.object({ ...form, id: rubricId }),
      success: RUBRIC_MESSAGES.updated,
      output: contract.rubric,
      handler: async ({ input, viewer, now, meta }) => {
        await store.handle(
          rubricDecider,
          streamId('rubric', input.id),
          {
            type: 'EditRubric',
            facts: await facts(store, viewer, input.id),
            data: { id: input.id, draft: draftOf(input), at: now },
          },
          meta,
        );
        return ownRubric(db, viewer, input.id);
      },
    }),
  );

  return router;
}
