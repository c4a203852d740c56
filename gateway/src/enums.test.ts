import { GRAPHQL_ENUM_DESCRIPTIONS, GRAPHQL_ENUMS, type GraphqlEnumName } from '@school/machines';
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
  'MemberPostsTab',
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
    '%s is printed from its machines table, each value described after its code',
    (name, table: Record<string, number>) => {
      const type = schema.getType(name);
      expect(type && isEnumType(type), `${name} is not an enum of the schema`).toBe(true);
      const values = (type as GraphQLEnumType).getValues();
      expect(values.map((v) => v.name)).toEqual(Object.keys(table));
      for (const value of values)
        expect(value.description, `${name}.${value.name}`).toMatch(new RegExp(`^${table[value.name]}: \\S`));
      expect(type?.description).toBe(GRAPHQL_ENUM_DESCRIPTIONS[name as GraphqlEnumName].description);
    },
  );

  it('every other enum of the schema is declared not to be a code', () => {
    const codes = new Set(Object.keys(GRAPHQL_ENUMS));
    const strays = sdlEnums.map((e) => e.name).filter((n) => !codes.has(n) && !NOT_CODE_TABLES.has(n));
    expect(strays).toEqual([]);
  });
});
