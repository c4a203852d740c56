/** Shapes of the REST question-bank calls (`/api/{lector|assistants}/ques/*`), as the API answers them. */

export interface RestOption {
  id: number;
  content: string;
  /** 1 right, 2 wrong. */
  is_right: 1 | 2;
}

export interface RestSubQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOption[];
  right_answer: string;
  ques_analysis: string;
}

export interface RestQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOption[];
  right_answer: string;
  ques_analysis: string;
  facility_value: number;
  remark: string;
  ques_item: RestSubQuestion[];
  point_ids: number[];
  is_public: number;
  /** Unix seconds. */
  created_at: number;
  updated_at: number;
}

export interface RestQuestionPage {
  list: RestQuestion[];
  total: number;
  page: number;
  limit: number;
}

export interface RestKnowledgePoint {
  id: number;
  name: string;
  parent_id: number;
  sort: number;
}

export interface RestImportResult {
  added: number;
  ids: number[];
}
