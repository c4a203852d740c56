/** Shapes of the REST homework calls (`/api/{lector|assistants}/hw/*`), as the API answers them. */

export interface RestHomeworkRow {
  id: number;
  name: string;
  course_basis_id: number;
  course_title: string;
  periods_title: string;
  not_revised_homework_count: number;
  graded_homework_count: number;
  submitted_homework_count: number;
  homework_count: number;
  /** Unix seconds. */
  ending_time: number;
  publish_time: number;
  class_name: string;
  class_count: number;
  published_class_count: number;
  /** 2 multi-class. */
  publish_type: number;
  /** 1 course homework, 2 period homework. */
  type: number;
  arrange_type: number | null;
  /** 1 unscored, 2 scored. */
  is_set_score: number;
  /** 1 teacher, else assistant. */
  creator_type: number;
  teacher_name: string;
  assistant_name: string;
  is_owner: number;
  /** 2 recalled. */
  status: number;
}

export interface RestPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

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

export interface RestHomeworkQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  facility_value: number;
  score: number;
  ques_item: { id: number; ques_type: number; ques_stem: string; score: number }[];
}

export interface RestHomeworkCopy {
  hw_info: { id: number; is_set_score: number; name: string; remark: string };
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
}
