/** Shapes of the staff home and the class gradebook, as the API answers them. */
import type { StaffDeskRest } from '@school/api';

export type RestWorkbench = StaffDeskRest.Workbench;
export type RestGradebook = StaffDeskRest.Gradebook;
export type RestGradebookItem = RestGradebook['items'][number];
export type RestGradebookStudent = RestGradebook['students'][number];
