/** Shapes of the REST exam calls (`test/…`, `testDetail/…`), as the API answers them. */

export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason?: string | null;
}

export interface RestExamClassify {
  id: number;
  name: string;
  parent_id: number;
  children: RestExamClassify[];
}

export interface RestSchoolInfo {
  list: { id: number; name: string }[];
  show_school_filter: number;
}

export interface RestExamRow {
  id: number;
  name: string;
  classify_id: number;
  classify_name: string;
  time_type: number;
  start_time: number;
  end_time: number;
  limit_time: number;
  score: number;
  pass_score: number;
  test_num: number;
  question_num: number;
  status: number;
  creator_name: string;
  school_id: number;
  school_name: string;
  should_num: number;
  tested_num: number;
  abilities: { edit: RestAbility; publish: RestAbility; close: RestAbility };
}

export interface RestPaperQuestion {
  question_id: number;
  ques_id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: { id: number; content: string; is_right: number }[];
  ques_analysis: string;
  blanks: { answers: string[] }[];
  score: number;
}

export interface RestExamForEditing {
  id: number;
  class_ids: number[];
  sections: { name: string; introduce: string; questions: RestPaperQuestion[] }[];
}

export interface RestExamHeader {
  id: number;
  name: string;
  score: number;
  pass_score: number;
  number: number;
  time: number;
}

export interface RestExamAttempt {
  id: number;
  uid: number;
  nickname: string;
  mobile: string;
  org_name: string;
  score: number;
  test_status: number;
  is_pass: number;
  submit_time: number | null;
  attempt_no: number;
  isCan: number;
}

export interface RestExamScoreStatistics {
  average_right_percent: number | null;
  average_score: number | null;
  max_score: number | null;
  min_score: number | null;
  average_answer_time: number | null;
  answer_users_num: number;
  awaiting_review_num: number;
  pass_nums: number;
  pass_percent: number | null;
  chart: { percent: number | null; userNums: number[]; scoreSteps: string[] };
}

export interface RestExamStudent {
  uid: number;
  nickname: string;
  score: number;
  ranking: number | null;
  user_score: number | null;
  subjective_score: number | null;
  answer_time: number | null;
  submit_time: number | null;
  is_finish_conditions: number | null;
  is_pass: number | null;
  test_status: number | null;
  answer_nums: number;
  is_effective: number | null;
  school_name: string;
  report_id: number | null;
}

export interface RestExamQuestionStatistics {
  type_stat: {
    table_header: string[];
    table_body: {
      question_type: string;
      question_num: number;
      wrong_rate: number | null;
      average_score: number | null;
    }[];
  };
  list: {
    sort: number;
    stem: string;
    type: number;
    wrong_count: number;
    right_rate: number | null;
    score: number;
    average_score: number | null;
    wrong_option?: string;
  }[];
}

export interface RestExamExport {
  url: string;
  file_name: string;
  expires_at: number;
}
