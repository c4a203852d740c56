/** Shapes of the REST courseware calls (`/api/{lector|assistants}/stateschoolcourseware`, `courseWare…`). */
import type { CoursewareRest } from '@school/api';
import type { Camel } from '../camel';

/** A courseware row; library rows add who shared it and whether it is already on the picker's shelf. */
export type RestCourseware = CoursewareRest.Courseware | CoursewareRest.LibraryCourseware;
export type RestCoursewarePage = CoursewareRest.CoursewareList;
export type RestLibraryPage = CoursewareRest.LibraryList;
export type RestCoursewareClassify = CoursewareRest.CoursewareClassify;
export type RestCoursewarePreview = CoursewareRest.CoursewarePreview;
export type RestCoursewareUpload = CoursewareRest.CoursewareUpload;
export type CoursewareAnswer = Camel<RestCourseware>;
