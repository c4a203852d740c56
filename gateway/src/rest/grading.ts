import type { RestAttachedRubric } from './rubric';
/** Shapes of the REST grading calls (`/api/{lector|assistants}/…`), as the API answers them. */

export interface RestGradingRow {
  report_id: number;
  hw_id: number;
  class_id: number;
  name: string;
  /** The student's nickname, or their alias while grading is anonymous. */
  nickname: string;
  /** 1 while the homework's grading is anonymous. */
  names_hidden: 0 | 1;
  submit_time: number | null;
  type: number;
  course_title: string;
  periods_title: string;
  publish_time: number;
  publish_name: string;
}

export interface RestGradingPage {
  list: RestGradingRow[];
  total: number;
  page: number;
  limit: number;
}

export interface RestGradingQuestion {
  ques_id: number;
  question_id: number;
  sort: number;
  ques_type: number;
  ques_stem: string;
  /** Left out on an exam paper (its questions have no parent material). */
  parent_stem?: string | null;
  ques_option: { id: number; content: string; is_right: number }[];
  right_answer: string;
  ques_analysis: string;
  score: number;
  get_score: number | null;
  /** Left out on an exam paper (always scored). */
  rate?: number | null;
  remark: string;
  user_answer: string;
  images: { url: string; draw: string }[];
  status: number;
  is_review: number;
  revision: number;
  /** The rubric copy the homework keeps for the question; null without one. */
  rubric?: RestAttachedRubric | null;
  /** Levels the grade was given with (criterion id → level id). */
  levels?: Record<string, number> | null;
}

export interface RestGradingCardGroup {
  name: string;
  children: { ques_id: number; sort: number; is_review: number; status: number; score: number }[];
}

export interface RestGradingReport {
  report_info: {
    report_id: number;
    hw_id: number;
    class_id: number;
    test_name: string;
    nickname: string;
    /** 1 while the homework's grading is anonymous. */
    names_hidden: 0 | 1;
    user_score: number | null;
    sum_score: number;
    answer_time: number;
    is_set_score: number;
    test_status: number;
    submit_time: number | null;
    comment: string;
    opened_by: number | null;
  };
  subject_card_info: RestGradingCardGroup[];
  objective_card_info: RestGradingCardGroup[];
  subject_question: RestGradingQuestion[];
  objective_question: RestGradingQuestion[];
  next_report_id: number | null;
}

export interface RestGradingComment {
  id: number;
  content: string;
  created_at: number;
}
