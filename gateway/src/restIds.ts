import { GraphQLError } from 'graphql';

/** What a GraphQL caller hears for an id that is not a REST id. */
export const BAD_ID_MESSAGE = '参数不正确';

const REST_ID = /^\d{1,10}$/;

/** Several ids (at least one) joined for a REST path, or a refusal: anything else would change the path. */
export function restIds(ids: readonly string[]): string {
  if (ids.length === 0 || !ids.every((id) => REST_ID.test(id))) {
    throw new GraphQLError(BAD_ID_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return ids.join(',');
}

/** One id for a REST path, or a refusal. */
export const restId = (id: string): string => restIds([id]);
