import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphqlEnumsSdl } from '@school/machines';
import { schemaDefinition } from './schemaDescription';

/** The SDL files that codegen also reads: `schema/*.graphql` at the repository root. */
export const SCHEMA_DIR = join(import.meta.dirname, '..', '..', 'schema');

/**
 * The SDL files, the enums of the documented codes (printed from machines' tables, declared in no
 * file) and the schema definition whose description lists paging and error codes.
 */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
  return [...files, graphqlEnumsSdl(), schemaDefinition()];
}
