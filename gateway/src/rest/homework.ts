/** Shapes of the REST homework calls (`/api/{lector|assistants}/hw/*`), as the API answers them. */

import type { HomeworkRow, Page } from '@school/api';

export type RestHomeworkRow = HomeworkRow;

export type RestHomeworkAbilities = HomeworkRow['abilities'];

export type RestPage<T> = Page<T>;

export interface RestPublishableCourse {
  id: number;
  title: string;
  course_type: number;
  /** 0 for a top-level course. */
  parent_id: number;
  classes: { id: number; name: string }[];
}

export interface RestPeriod {
  id: number;
  title: string;
  sort: number;
}

export interface RestHistoricalHomework {
  id: number;
  name: string;
  /** 1 ordinary, 2 arranged. */
  hw_type: number;
  type: number;
  periods_title: string;
  course_title: string;
  question_num: number;
  publish_time: number;
}

export interface RestHomeworkSubQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  score: number;
  /** On a copy (hw/copy) only: the library rubric to attach again, or null. */
  rubric_id?: number | null;
}

export interface RestHomeworkQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  facility_value: number;
  score: number;
  ques_item: RestHomeworkSubQuestion[];
  /** On a copy (hw/copy) only: the library rubric to attach again, or null. */
  rubric_id?: number | null;
}

export interface RestHomeworkCopy {
  hw_info: { id: number; is_set_score: number; is_anonymous: number; name: string; remark: string };
  question: RestHomeworkQuestion[];
}

export interface RestHomeworkClass {
  id: number;
  name: string;
  is_published: number;
}

export interface RestPublishButton {
  publish_type: number;
  published_class_count: number;
  class_count: number;
  is_owner: number;
  status: number;
  ending_time: number;
  arrange_type: number | null;
  abilities: HomeworkRow['abilities'];
}
