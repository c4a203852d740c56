/** Shapes of the REST courseware calls (`/api/{lector|assistants}/stateschoolcourseware`, `courseWare…`). */

import type { CoursewareRow, Page } from '@school/api';

/** A courseware row; library rows add who shared it and whether it is already on the picker's shelf. */
export type RestCourseware = CoursewareRow & { nickname?: string; picked?: number };

export type RestCoursewarePage = Page<RestCourseware>;

export interface RestCoursewareClassify {
  id: number;
  name: string;
  children: RestCoursewareClassify[];
}

export interface RestCoursewarePreview {
  url: string;
  fid: string;
  ware_name: string;
  ware_type: number;
  mime: string;
  preview: number;
}
