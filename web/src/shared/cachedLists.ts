import type { ApolloCache } from '@apollo/client';

/**
 * For a change that adds or removes items of a paged list (a question added, homework published):
 * the cached list is dropped, so the queries showing it fetch it again. A change to one item needs
 * nothing: the mutation returns the item and the normalised cache updates it.
 */
export const dropCachedList = (fieldName: string) => (cache: ApolloCache) => {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
};
