import { type Camel, camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestPage } from '../rest/classLife';
import type {
  AttachedRubricAnswer,
  RestAttachedRubric,
  RestRubric,
  RestRubricCriterion,
} from '../rest/rubric';
import { numericId } from './grading';

const maxPoints = (criteria: RestRubricCriterion[]) =>
  Math.round(criteria.reduce((sum, c) => sum + Math.max(0, ...c.levels.map((l) => l.points)), 0) * 10) / 10;

/** A grading question's rubric copy, as GraphQL shows it. */
export const toAttachedRubric = (
  r: Camel<RestAttachedRubric> | null | undefined,
): AttachedRubricAnswer | null => (r ? { ...r, maxPoints: maxPoints(r.criteria) } : null);

/** Chosen levels (criterion id → level id) as a list, in criterion order. */
export const toChosenLevels = (levels: Record<string, number> | null | undefined) =>
  levels
    ? Object.entries(levels)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([criterionId, levelId]) => ({ criterionId, levelId: String(levelId) }))
    : null;

/** Chosen levels from GraphQL as the REST body's object, or undefined when none were sent. */
export const levelsBody = (levels: readonly { criterionId: string; levelId: string }[] | null | undefined) =>
  levels
    ? Object.fromEntries(levels.map((l) => [String(numericId(l.criterionId)), numericId(l.levelId)]))
    : undefined;

const formBody = (input: {
  title: string;
  criteria: readonly { name: string; levels: readonly { text: string; points: number }[] }[];
}) => ({
  title: input.title,
  criteria: input.criteria.map((c) => ({
    name: c.name,
    levels: c.levels.map((l) => ({ text: l.text, points: l.points })),
  })),
});

export const rubricResolvers: Resolvers = {
  Query: {
    async rubrics(_parent, { status, page, limit }, ctx) {
      const answer = await ctx.staff.request<RestPage<RestRubric>>('GET', '/rubric', {
        query: { status: status ?? undefined, page: page ?? 1, limit: limit ?? 20 },
      });
      return camel(answer);
    },
  },
  Mutation: {
    async createRubric(_parent, { input }, ctx) {
      return camel(await ctx.staff.request<RestRubric>('POST', '/rubric', { body: formBody(input) }));
    },
    async updateRubric(_parent, { id, input }, ctx) {
      return camel(
        await ctx.staff.request<RestRubric>('PUT', `/rubric/${numericId(id)}`, { body: formBody(input) }),
      );
    },
    async archiveRubric(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestRubric>('PUT', `/rubric/archive/${numericId(id)}`));
    },
  },
};
