import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildASTSchema,
  concatAST,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  lexicographicSortSchema,
  parse,
  printSchema,
} from 'graphql';
import { loadTypeDefs, SCHEMA_DIR } from './schema';

/** The one schema of `schema/*.graphql`, built with graphql-js alone (the same SDL the server loads). */
export function sdlSchema(dir: string = SCHEMA_DIR): GraphQLSchema {
  return buildASTSchema(concatAST(loadTypeDefs(dir).map((sdl) => parse(sdl))));
}

/** Where `npm run schema:print` writes the whole schema as one file, for clients' code generators. */
export const PRINTED_SCHEMA = join(SCHEMA_DIR, '..', 'schema.graphql');

/** The whole schema as SDL, sorted so the file changes only when the schema does. */
export const printedSchema = (dir?: string) => `${printSchema(lexicographicSortSchema(sdlSchema(dir)))}\n`;

/**
 * Every type, field, argument, input field and enum value of the schema without a description:
 * what the explorer's documentation would show empty.
 */
export function undocumented(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const has = (description: string | null | undefined) => Boolean(description?.trim());
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    const isRoot = type === schema.getQueryType() || type === schema.getMutationType();
    if (!isRoot && !has(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (!has(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!has(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues())
        if (!has(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

/** `npm run schema:print`: writes schema.graphql beside schema/. */
export function writePrintedSchema(target: string = PRINTED_SCHEMA): void {
  writeFileSync(target, printedSchema());
}
