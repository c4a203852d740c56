import { Router } from 'express';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { commonFilter } from '../contract/school';
import { text } from '../http/fields';
import { route } from '../http/route';

const FILTER_KEYS = ['classify', 'grade', 'subject', 'room'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
/** Teachers filter by classification and grade; assistants also by subject and room. */
const KEYS_OF_ROLE: Record<string, readonly FilterKey[]> = {
  teacher: ['classify', 'grade'],
  assistant: FILTER_KEYS,
};

/** Routes shared by /api/lector and /api/assistants. */
export function schoolRoutes({ store }: ApiContext): Router {
  const router = Router();

  router.get(
    '/commonFilter/:keys',
    route({
      summary: 'Filter lists for the screens (comma-joined keys: classify, grade, subject, room)',
      input: z.object({ keys: text(200) }),
      output: commonFilter,
      handler: async ({ input, viewer }) => {
        const allowed = KEYS_OF_ROLE[viewer.role] ?? [];
        const keys = input.keys.split(',').filter((k): k is FilterKey => allowed.includes(k as FilterKey));
        const db = store.db;
        const ask = <T>(key: FilterKey, list: () => Promise<T>) =>
          keys.includes(key) ? list() : Promise.resolve(undefined);
        const [classify, grade, subject, room] = await Promise.all([
          ask('classify', () => db.selectFrom('classifies').select(['id', 'name']).orderBy('id').execute()),
          ask('grade', () => db.selectFrom('grades').select(['id', 'name']).orderBy('sort').execute()),
          ask('subject', () => db.selectFrom('subjects').select(['id', 'name']).orderBy('id').execute()),
          ask('room', () =>
            db.selectFrom('rooms').select(['id', 'name', 'campus_id']).orderBy('id').execute(),
          ),
        ]);
        // One list per key asked for (and allowed to the role), in the order the keys were asked.
        const lists = { classify, grade, subject, room };
        return Object.fromEntries(keys.map((key) => [key, lists[key]])) as {
          [K in FilterKey]?: NonNullable<(typeof lists)[K]>;
        };
      },
    }),
  );

  return router;
}
