import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from '@apollo/client';
import { graphqlEnumsSdl } from '@school/machines';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './apolloClient';
import { cacheTypePolicies } from './cacheTypePolicies';

const schemaDir = join(import.meta.dirname, '..', '..', '..', 'schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => readFileSync(join(schemaDir, f), 'utf8'))
    .concat(graphqlEnumsSdl())
    .join('\n'),
);

/**
 * Types whose id names one object across the school, whatever screen reads it, so the cache may
 * merge every copy of it into one. A type with an id that is neither here nor in
 * `cacheTypePolicies` fails below: decide which it is before it reaches a screen.
 */
const GLOBALLY_UNIQUE: Record<string, string> = {
  Announcement: 'an announcement id (one sequence)',
  LeaveRequest: 'a leave request id',
  PeriodAttendance: 'the period and the student, joined',
  TeamClass: 'a team class id',
  LessonTime: 'a lesson time id',
  AttendanceCell: 'the lesson time and the student, joined',
  ArrangedHomework: 'a homework id; a homework is arranged to one team class',
  User: 'a user id',
  ClassStaff: 'a staff id, with their own name and avatar only',
  SchoolClass: 'a class id',
  ClassHomeworkPeriod: "a course period's id, with its own name and course",
  StudentProfile: 'a student id, with their own details',
  CommunityGroup: 'a circle id (the caller’s membership is the caller’s own)',
  CirclePost: 'a post id',
  ClassCirclePost: 'a post id',
  CommunityAuthor: 'a user id, with their own name and avatar',
  CommunityPostDetail: 'a post id',
  CommunityPostCard: 'a post id',
  CommunityComment: 'a comment id',
  CommunityJoinedCircle: 'a circle id',
  Courseware: 'a courseware row id: every shelf numbers from one sequence',
  CoursewareClassify: 'a category id',
  ExamReviewQuestion: 'the report and the question’s number, joined',
  ExamReviewCardItem: 'the same id as its ExamReviewQuestion',
  ExamReviewAttempt: 'an exam paper report id, of one student',
  ExamReviewReport: 'an exam paper report id',
  ExamPreviewQuestion: 'the exam and the question’s number, joined',
  ExamPaperPreview: 'an exam id',
  ExamClassify: 'a classification id',
  ExamSchool: 'a school id',
  ExamRow: 'an exam id',
  ExamForEditing: 'an exam id',
  ExamHeader: 'an exam id',
  ExamAttemptRow: 'an exam paper report id',
  GradingComment: 'a comment id',
  ClassRef: 'a class id, with its name only',
  HomeworkRow: 'a homework id; its counts are over the caller’s classes, the same on every screen',
  PublishableCourse: 'a course id, with the caller’s classes taking it',
  CoursePeriod: 'a course period id',
  HistoricalHomework: 'a homework id',
  HomeworkCopy: 'the homework copied',
  PublishedHomework: 'a new homework id',
  HomeworkAnonymity: 'a homework id: anonymity is the homework’s own',
  HomeworkPreview: 'a homework id: the paper is the homework’s own',
  ClassMeeting: 'a meeting id',
  JoinedMeeting: 'a meeting id (the one a student joined by code)',
  MyPeriod: 'a course period id (the signed-in student’s own periods, one row each)',
  OperationLogRow: 'the position of its event in the log',
  StaffProfile: 'a user id',
  SubQuestion: 'a bank sub-question id (numbered with the questions)',
  Question: 'a bank question id',
  KnowledgePoint: 'a knowledge point id',
  QuestionImportPreview: 'a preview id',
  Rubric: 'a library rubric id',
  SessionWare: 'a courseware row id',
  LessonSession: 'a lesson time id',
  SessionStudent: 'the session and the student, joined',
  LessonSessionRow: 'a lesson time id',
  QuestionCorrection: 'a correction id',
  MyHomeworkReport: 'a report id, of the one student who reads it',
  MyExam: 'an exam id, as the signed-in student sees it',
  MyExamAttempt: 'an exam paper report id, of the one student who answers it',
  MyExamQuestion: 'the paper’s report and the question’s number, joined',
  MyExamSubQuestion: 'the paper’s report, the question’s number and the sub-question, joined',
  MyExamReview: 'an exam paper report id, of the one student who reads it',
  MyExamReviewQuestion: 'the paper’s report and the question’s number, joined',
  MyExamReviewCardItem: 'the same id as its MyExamReviewQuestion',
  MySavedQuestion: 'a saved-question (collect) id',
};

const typesWithId = Object.values(schema.getTypeMap())
  .filter((t) => isObjectType(t) && !t.name.startsWith('__'))
  .filter((t) => isObjectType(t) && ('id' in t.getFields() || '_id' in t.getFields()))
  .map((t) => t.name)
  .sort();

describe('the cache identity of every type with an id', () => {
  it('is either known to be unique across the school or given by a type policy', () => {
    const unclassified = typesWithId.filter(
      (name) => !(name in GLOBALLY_UNIQUE) && cacheTypePolicies[name]?.keyFields === undefined,
    );
    expect(unclassified).toEqual([]);
  });

  it('is not both', () => {
    expect(Object.keys(GLOBALLY_UNIQUE).filter((name) => name in cacheTypePolicies)).toEqual([]);
  });

  it('names only types the schema has', () => {
    const known = new Set(Object.keys(schema.getTypeMap()));
    expect(
      [...Object.keys(GLOBALLY_UNIQUE), ...Object.keys(cacheTypePolicies)].filter((n) => !known.has(n)),
    ).toEqual([]);
  });
});

describe('objects numbered within their parent', () => {
  const option = (id: number, content: string, isRight: boolean) => ({
    __typename: 'GradingOption',
    id,
    content,
    isRight,
  });
  const question = (id: string, userAnswer: string, options: ReturnType<typeof option>[]) => ({
    __typename: 'GradingQuestion',
    id,
    stem: `第${id}题`,
    userAnswer,
    options,
  });
  const REPORT = gql`
    query Report($reportId: ID!) {
      gradingReport(reportId: $reportId) {
        id
        objectiveQuestions {
          id
          stem
          userAnswer
          options {
            id
            content
            isRight
          }
        }
      }
    }
  `;

  it('keeps each question’s own options, and each report’s own answers', () => {
    const client = createApolloClient(() => undefined);
    const first = {
      __typename: 'GradingReport',
      id: '7',
      objectiveQuestions: [
        question('1', '1', [option(1, '3', true), option(2, '-3', false)]),
        question('2', '2', [option(1, '90°', false), option(2, '180°', true)]),
      ],
    };
    const second = {
      ...first,
      id: '8',
      objectiveQuestions: [question('1', '2', first.objectiveQuestions[0]?.options ?? [])],
    };
    client.cache.writeQuery({ query: REPORT, variables: { reportId: '7' }, data: { gradingReport: first } });
    client.cache.writeQuery({ query: REPORT, variables: { reportId: '8' }, data: { gradingReport: second } });
    expect(client.cache.readQuery({ query: REPORT, variables: { reportId: '7' } })).toEqual({
      gradingReport: first,
    });
    expect(client.cache.readQuery({ query: REPORT, variables: { reportId: '8' } })).toEqual({
      gradingReport: second,
    });
  });

  const PREVIEW = gql`
    query Preview($homeworkId: ID!) {
      homeworkPreview(homeworkId: $homeworkId) {
        id
        items {
          stem
          options {
            id
            content
          }
        }
      }
    }
  `;

  it('keeps each paper item’s own options in a preview', () => {
    const client = createApolloClient(() => undefined);
    const paperOption = (id: string, content: string) => ({ __typename: 'PaperOption', id, content });
    const preview = {
      __typename: 'HomeworkPreview',
      id: '3',
      items: [
        { __typename: 'PaperItem', stem: 'x²=9', options: [paperOption('1', '3'), paperOption('2', '-3')] },
        {
          __typename: 'PaperItem',
          stem: '内角和',
          options: [paperOption('1', '90°'), paperOption('2', '180°')],
        },
      ],
    };
    client.cache.writeQuery({
      query: PREVIEW,
      variables: { homeworkId: '3' },
      data: { homeworkPreview: preview },
    });
    expect(client.cache.readQuery({ query: PREVIEW, variables: { homeworkId: '3' } })).toEqual({
      homeworkPreview: preview,
    });
  });
});
