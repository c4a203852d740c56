import { GRAPHQL_ENUMS } from '@school/machines';
import type { Resolvers } from '../generated/resolvers-types';

/**
 * Each documented code's enum resolves to the spec's code (machines' GRAPHQL_ENUMS): resolvers
 * return the REST code and read arguments as codes, the wire carries the enum's names.
 */
export const enumResolvers: Resolvers = { ...GRAPHQL_ENUMS };
