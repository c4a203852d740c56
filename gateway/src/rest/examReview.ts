import type { RestGradingCardGroup, RestGradingQuestion } from './grading';

/** Shapes of the REST exam review, marking and preview calls (`/api/{lector|assistants}/…`). */

export interface RestOption {
  id: number;
  content: string;
  is_right: number;
}

export interface RestExamReviewQuestion {
  id: number;
  sort: number;
  section: string;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOption[];
  ques_analysis: string;
  right_answer?: string;
  user_answer: string;
  average_rate?: number;
  user_score: number | null;
  score: number;
  status: number;
  is_sign: number;
  review_comment?: string;
  attachments: { url: string; name: string; ext: string }[];
}

export interface RestExamReview {
  report_info: {
    id: number;
    exam_id: number;
    test_name: string;
    nickname: string;
    ranking: number | null;
    user_count: number;
    answer_time: number;
    test_status: number;
    is_pass: number;
    sum_score: number;
    pass_score: number;
    user_score: number | null;
    objective_score: number;
    subjective_score: number | null;
    submit_time: number | null;
    attempt_no: number;
    comment?: string;
    abilities: { mark: { shown: boolean; allowed: boolean; reason: string | null } };
  };
  report_list: { id: number; attempt_no: number; submit_time: number | null; test_status: number }[];
  card_info: {
    name: string;
    introduce: string;
    items: { id: number; sort: number; status: number; is_sign: number; question_type: number }[];
  }[];
  question: RestExamReviewQuestion[];
}

/** The marking page's report data: the grading page's shape, with the exam's codes. */
export interface RestExamMarking {
  report_info: {
    report_id: number;
    exam_id: number;
    test_name: string;
    nickname: string;
    user_score: number | null;
    sum_score: number;
    answer_time: number;
    is_set_score: number;
    /** 2 awaiting review, 1 reviewed. */
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

export interface RestExamPreview {
  exam: {
    id: number;
    name: string;
    limit_time: number;
    score: number;
    pass_score: number;
    type: number;
    classify_name: string;
    question_num: number;
  };
  detail: {
    section: { name: string; introduce: string };
    list: {
      question_id: number;
      ques_type: number;
      ques_stem: string;
      ques_option: RestOption[];
      right_answer: string;
      ques_analysis: string;
      blank_count: number;
      score: number;
    }[];
  }[];
}
