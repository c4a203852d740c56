import type { TypePolicies } from '@apollo/client';

/** Kept inside the object that holds it: its id names it only within that parent. */
const inParent = { keyFields: false } as const;

/**
 * How the Apollo cache knows each GraphQL type whose `id` does not name one object across the whole
 * school. By default the cache merges every object of a type that shares an id: for an id numbered
 * within a parent (a question's options 1..n) or an object whose fields depend on where it is read
 * (a homework's counts for one class), that shows one object's fields in place of another's. Every
 * other type with an id is listed, with why its id is unique, in `cacheTypePolicies.test.ts`.
 */
export const cacheTypePolicies: TypePolicies = {
  // A lesson session and a class meeting may share an id: a calendar card is known by its key,
  // and its class groups (a team class or a class) live inside it.
  CalendarCard: { keyFields: ['key'] },
  CalendarCardGroup: inParent,

  // A gradebook's column is a homework or an exam (their ids overlap) with the figures of one class,
  // and its row a student's cells in that class: both belong to their gradebook.
  Gradebook: { keyFields: ['classId'] },
  GradebookItem: inParent,
  GradebookStudent: inParent,

  // Options are numbered within their question (1 is A): every question has an option 1.
  QuestionOption: inParent,
  GradingOption: inParent,
  PaperOption: inParent,
  ExamFormOption: inParent,

  // A rubric's criteria and levels are numbered within their rubric (1, 2…), and a homework's
  // rubric is a copy: none is one object across the cache.
  RubricCriterion: inParent,
  RubricLevel: inParent,
  AttachedRubric: inParent,

  // A homework keeps its own copy of a bank question (its score): the bank id is shared by every
  // homework that took the question.
  HomeworkQuestion: inParent,
  HomeworkSubQuestion: inParent,
  // The student's report: a question carries this student's answer and marks in this report; its
  // options are numbered within it.
  MyReportQuestion: inParent,
  MyQuestionOption: inParent,
  // An exam paper's options are numbered within their question.
  MyExamOption: inParent,

  // The grading page: one question's answer, mark and grade belong to one report, named by the
  // question alone; homework reports and exam papers' reports are numbered apart.
  GradingReport: inParent,
  GradingQuestion: inParent,
  GradingCardItem: inParent,
  GradedQuestion: inParent,

  // Figures of one class (or one student) named by the id of what they count.
  HomeworkResultDetail: inParent, // the homework, for one class or all (class 0)
  ClassHomeworkRow: inParent, // the homework, with one class's counts
  HomeworkClass: inParent, // a class, and whether one homework reached it
  ClassStudent: inParent, // a student, with one class's figures over the chosen dates
  StudentPeriodStudy: inParent, // a period, as one student studied it
  AttendPeriod: inParent, // a period, with one class's counts
  AttendCourse: inParent, // a course, as one class studies it
  ClassCourse: inParent, // a course, with one class's teachers and rights
  TeamClassStudent: inParent, // a student, with one team class's contract and lessons
  CommunityMember: inParent, // a user, with one circle's role and joining date

  // Filter choices of different kinds (grades, rooms, campuses, teachers…) share one type.
  NamedOption: inParent,
  // Boards are numbered per circle: 10 is the default board of every circle.
  CommunityPlate: inParent,
  CommunityPostPlate: inParent,
  // A post's images and video are numbered by position from 1.
  CommunityPostResource: inParent,
};
