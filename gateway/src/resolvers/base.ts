import type { Resolvers } from '../generated/resolvers-types';
import { DateTimeScalar, GradebookCellsScalar } from '../scalars';

/** Root fields of `base.graphql` and the shared scalars. */
export const baseResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  GradebookCells: GradebookCellsScalar,
  Query: {
    health: () => 'ok',
  },
};
