/** Shapes of the REST lesson session calls (`detailClassTime`, `getClassTimeStudent`, …), as the API answers them. */

/** An ability as the API computes it (the GraphQL Ability has the same shape). */
export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

export interface RestSession {
  id: number;
  team_class_id: number;
  class_type: number;
  status: number;
  arrange_time: number;
  end_time: number;
  time_name: string;
  class_name: string;
  classify_name: string;
  grade_name: string;
  sub_name: string;
  teaching_mode: number;
  room_name: string;
  nickname: string;
  created_at: number;
  leave_type: number;
  leave_label: string;
  homework_module: number;
  file_status: number;
  file_status_label: string;
  file_name: string;
  file_url: string;
  fid: string;
  file_remark: string;
  get_ware_info: { id: number; ware_filename: string }[];
  should_arrive: number;
  arrived: number;
  leave: number;
  truants: number;
  abilities: Record<'leave' | 'enter_live' | 'evaluate' | 'homework_tab' | 'upload' | 'review', RestAbility>;
}

export interface RestSessionStudent {
  clue_id: number;
  clue_name: string;
  mobile: string;
  status: number;
  attend_type: number;
  remark: string;
  /** Absent: no call lets a student write one (docs/decisions.md, sessions). */
  student_remark?: string;
  teacher_remark: string;
  abilities: { evaluate: RestAbility };
}

export interface RestSessionRow {
  id: number;
  team_class_id: number;
  class_type: number;
  class_name: string;
  arrange_time: number;
  time_name: string;
  teaching_mode: number;
  status: number;
  leave_type: number;
  file_status: number;
  student_count: number;
  user_id: number;
}
