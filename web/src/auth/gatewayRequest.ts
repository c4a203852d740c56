import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { OperationDefinitionNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { sha256Hex } from '../shared/sha256';

/**
 * One GraphQL operation over `fetch`, for the Login page, which must open without the GraphQL client
 * (Apollo Client and its cache are most of the signed-in pages' JavaScript). It speaks to the gateway
 * as the client does (same-origin cookie, the CSRF-prevention header) and fails with the client's own
 * error classes, so `errorMessage` and `errorCode` read its errors the same way.
 */
export async function gatewayRequest<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const query = print(document);
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    // Sent with its text and its hash, as the client registers a persisted query, so later calls may
    // send the hash alone.
    body: JSON.stringify({
      operationName: operation?.name?.value,
      query,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(query) } },
    }),
  });
  const bodyText = await response.text();
  if (response.status >= 300) {
    throw new ServerError(`Response not successful: Received status code ${response.status}`, {
      response,
      bodyText,
    });
  }
  const result = JSON.parse(bodyText) as { data?: Result | null; errors?: CombinedGraphQLErrors['errors'] };
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!result.data) throw new ServerError('The gateway answered without data', { response, bodyText });
  return result.data;
}
