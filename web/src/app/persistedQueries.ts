import { type DocumentNode, Kind, print } from 'graphql';
import { createApolloClient } from './apolloClient';

/**
 * Each operation as the client sends it (its cache adds `__typename` to every selection), under the
 * SHA-256 of that text: the hash the client sends alone first. The web build writes this for the
 * documents it ships and the gateway registers them as persisted queries when it starts.
 */
export function persistedQueryManifest(
  documents: Iterable<DocumentNode>,
  sha256: (text: string) => string,
): Record<string, string> {
  const client = createApolloClient(() => undefined);
  const manifest: Record<string, string> = {};
  for (const document of documents) {
    if (!document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
    const text = print(client.documentTransform.transformDocument(document));
    manifest[sha256(text)] = text;
  }
  return manifest;
}
