/** Shapes of the staff home and the class gradebook, as the API answers them. */
import type { StaffDeskRest } from '@school/api';
import type { Camel } from '../camel';

export type RestWorkbench = StaffDeskRest.Workbench;
export type RestGradebook = StaffDeskRest.Gradebook;
export type RestGradebookItem = RestGradebook['items'][number];
export type RestGradebookStudent = RestGradebook['students'][number];

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
export type WorkbenchAnswer = Camel<RestWorkbench>;
export type WorkbenchGradingAnswer = WorkbenchAnswer['grading']['list'][number];
export type WorkbenchMarkingAnswer = WorkbenchAnswer['examMarking']['list'][number];
export type WorkbenchLeaveAnswer = WorkbenchAnswer['leave']['list'][number];
export type WorkbenchHandoutAnswer = WorkbenchAnswer['handouts']['list'][number];
export type WorkbenchDeadlineAnswer = WorkbenchAnswer['recentDeadlines']['list'][number];
/** A section of the home: how many things wait (`total`), in how many items (`groups`), the items. */
type Section<T> = { total: number; groups: number; list: T[] };
export type WorkbenchGradingSectionAnswer = Section<WorkbenchGradingAnswer>;
export type WorkbenchMarkingSectionAnswer = Section<WorkbenchMarkingAnswer>;
export type WorkbenchLeaveSectionAnswer = Section<WorkbenchLeaveAnswer>;
export type WorkbenchHandoutSectionAnswer = Section<WorkbenchHandoutAnswer>;
export type WorkbenchDeadlineSectionAnswer = Section<WorkbenchDeadlineAnswer>;
/** The gradebook converted once but for its students, whose cells go to `GradebookCells` as REST sends them. */
export type GradebookAnswer = Omit<Camel<RestGradebook>, 'students'> & { students: RestGradebookStudent[] };
export type GradebookItemAnswer = Camel<RestGradebookItem>;
export type GradebookStudentAnswer = RestGradebookStudent;
