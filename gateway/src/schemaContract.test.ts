import { REFUSAL_CODES } from '@school/machines';
import {
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_MAX } from './paging';
import { sdlSchema } from './schemaDocs';

const schema = sdlSchema();
const queryFields = Object.values(schema.getQueryType()?.getFields() ?? {});

/** A type that answers rows with a count: a page, whatever its name. */
const isPageLike = (type: GraphQLNamedType) =>
  isObjectType(type) && 'list' in type.getFields() && 'total' in type.getFields();
const pageTypes = Object.values(schema.getTypeMap()).filter(isPageLike);

/** A field that reads one object of the school by its id. */
const isLookup = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && String(arg.type) === 'ID!') &&
  !isListType(isNonNullType(field.type) ? field.type.ofType : field.type) &&
  isObjectType(getNamedType(field.type)) &&
  !isPageLike(getNamedType(field.type));

describe('the schema for generic clients', () => {
  it('every list with a count answers one page shape: list, total, page, limit', () => {
    expect(pageTypes.length).toBeGreaterThan(20);
    const shapeOf = (type: GraphQLNamedType) =>
      isObjectType(type)
        ? ['list', 'total', 'page', 'limit'].map((name) => `${name}: ${type.getFields()[name]?.type ?? '-'}`)
        : [];
    const misshapen = pageTypes.filter((type) =>
      shapeOf(type).some((line, i) => (i === 0 ? !line.endsWith('!]!') : !line.endsWith(': Int!'))),
    );
    expect(misshapen.map((type) => `${type.name} { ${shapeOf(type).join(', ')} }`)).toEqual([]);
  });

  it(`every paged list takes a limit whose description gives the cap (${PAGE_LIMIT_MAX})`, () => {
    const paged = queryFields.filter((field) => isPageLike(getNamedType(field.type)));
    const limitOf = (field: GraphQLField<unknown, unknown>) => {
      const own = field.args.find((arg) => arg.name === 'limit');
      if (own) return own.description;
      const filter = getNamedType(field.args.find((arg) => arg.name === 'filter')?.type ?? null);
      return filter && isInputObjectType(filter) ? filter.getFields().limit?.description : undefined;
    };
    const uncapped = paged
      .filter((field) => !limitOf(field)?.includes(`At most ${PAGE_LIMIT_MAX}.`))
      .map((field) => field.name);
    expect(uncapped).toEqual([]);
    expect(schema.description).toContain(`1 to ${PAGE_LIMIT_MAX}`);
  });

  it('a lookup of one object is nullable, so a missing one does not wipe the rest of the answer', () => {
    const lookups = queryFields.filter(isLookup);
    expect(lookups.length).toBeGreaterThan(20);
    expect(lookups.filter((field) => isNonNullType(field.type)).map((field) => field.name)).toEqual([]);
  });

  it("lists every refusal code in the schema's description", () => {
    for (const code of Object.keys(REFUSAL_CODES)) expect(schema.description).toContain(`\`${code}\``);
  });
});
