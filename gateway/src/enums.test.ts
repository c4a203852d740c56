import { GRAPHQL_ENUMS } from '@school/machines';
import { type GraphQLEnumType, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sdlSchema } from './schemaDocs';

const schema = sdlSchema();
const sdlEnums = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLEnumType => isEnumType(type) && !type.name.startsWith('__'),
);

/**
 * Enums that are not a documented code of the spec: the API's own choices (sorts, groups, actions,
 * kinds), and statuses whose resolver names each value itself from the REST answer.
 */
const NOT_CODE_TABLES = new Set([
  'AnswerGroup',
  'CalendarCardKind',
  'CirclePostOrder',
  'ExamStudentOrder',
  'ExamStudentSort',
  'GradebookCellStatus',
  'GradebookItemKind',
  'OpStatusAction',
  'OperationSubjectType',
  'QuestionAnalysisSort',
  'QuestionImportFormat',
  'QuestionImportPreviewStatus',
  'Role',
  'SortOrder',
]);

describe('the documented codes as enums', () => {
  it.each(Object.entries(GRAPHQL_ENUMS))(
    '%s declares exactly the values of its machines table',
    (name, table) => {
      const type = schema.getType(name);
      expect(type && isEnumType(type), `${name} is not an enum of schema/*.graphql`).toBe(true);
      const values = (type as GraphQLEnumType).getValues().map((v) => v.name);
      expect([...values].sort()).toEqual(Object.keys(table).sort());
    },
  );

  it('every value carries a description naming its code', () => {
    for (const name of Object.keys(GRAPHQL_ENUMS)) {
      const table: Record<string, number> = GRAPHQL_ENUMS[name as keyof typeof GRAPHQL_ENUMS];
      for (const value of (schema.getType(name) as GraphQLEnumType).getValues()) {
        expect(value.description ?? '', `${name}.${value.name}`).toMatch(
          new RegExp(`(^|[^0-9-])${table[value.name]}([^0-9]|$)`),
        );
      }
    }
  });

  it('every other enum of the schema is declared not to be a code', () => {
    const codes = new Set(Object.keys(GRAPHQL_ENUMS));
    const strays = sdlEnums.map((e) => e.name).filter((n) => !codes.has(n) && !NOT_CODE_TABLES.has(n));
    expect(strays).toEqual([]);
  });
});
