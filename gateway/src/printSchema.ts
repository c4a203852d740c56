import { relative } from 'node:path';
import { PRINTED_SCHEMA, writePrintedSchema } from './schemaDocs';

/** `npm run schema:print` (part of `npm run codegen`, so of every build): the whole schema in one file. */
writePrintedSchema();
console.log(`GraphQL schema written to ${relative(process.cwd(), PRINTED_SCHEMA)}`);
