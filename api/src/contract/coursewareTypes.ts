import type { z } from 'zod';
import type * as c from './courseware';

/** The REST answers of courseware, for clients in this repository (type-only). */
export type Courseware = z.output<typeof c.courseware>;
export type CoursewareList = z.output<typeof c.coursewareList>;
export type LibraryCourseware = z.output<typeof c.libraryCourseware>;
export type LibraryList = z.output<typeof c.libraryList>;
export type CoursewareClassify = z.output<typeof c.coursewareClassify>;
export type CoursewarePreview = z.output<typeof c.coursewarePreview>;
export type CoursewareUpload = z.output<typeof c.coursewareUpload>;
export type CoursewareRemoved = z.output<typeof c.coursewareRemoved>;
