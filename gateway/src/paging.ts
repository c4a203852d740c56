import { COMMON_MESSAGES } from '@school/machines';
import { GraphQLError } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';

/**
 * The most rows one page may ask for (`limit`); every paged list of the schema obeys it, checked here
 * once (`withCheckedPaging`) and stated in each `limit`'s description and the schema's. The REST API's
 * own cap (api/src/http/fields.ts) is larger, for the spec's "all rows" calls the gateway makes itself.
 */
export const PAGE_LIMIT_MAX = 100;

interface PagingArgs {
  page?: number | null;
  limit?: number | null;
  /** Some lists take their paging inside their filter (gradingList). */
  filter?: { page?: number | null; limit?: number | null } | null;
}

const refuse = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', limitMax: PAGE_LIMIT_MAX } });

/** Refuses a page below 1 or a limit outside 1..PAGE_LIMIT_MAX, before any call upstream. */
export function checkPaging({ page, limit, filter }: PagingArgs): void {
  for (const paging of [{ page, limit }, filter ?? {}]) {
    if (paging.limit != null && (paging.limit < 1 || paging.limit > PAGE_LIMIT_MAX))
      throw refuse(COMMON_MESSAGES.badPageSize);
    if (paging.page != null && paging.page < 1) throw refuse(COMMON_MESSAGES.badPage);
  }
}

type FieldResolver = (parent: unknown, args: PagingArgs, ...rest: unknown[]) => unknown;

/** Every Query field of `resolvers`, checking its `page` and `limit` arguments first. */
export function withCheckedPaging(resolvers: Resolvers): Resolvers {
  const query = resolvers.Query as Record<string, FieldResolver> | undefined;
  if (!query) return resolvers;
  const checked = Object.fromEntries(
    Object.entries(query).map(([name, resolve]) => [
      name,
      (parent: unknown, args: PagingArgs, ...rest: unknown[]) => {
        checkPaging(args);
        return resolve(parent, args, ...rest);
      },
    ]),
  );
  return { ...resolvers, Query: checked } as Resolvers;
}
