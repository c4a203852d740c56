import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The SDL files that codegen also reads: `schema/*.graphql` at the repository root. */
export const SCHEMA_DIR = join(import.meta.dirname, '..', '..', 'schema');

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
