import type { Resolvers } from '../generated/resolvers-types';
import { DateTimeScalar } from '../scalars';

/** Root fields of `base.graphql` and the shared scalars. */
export const baseResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    health: () => 'ok',
  },
};
