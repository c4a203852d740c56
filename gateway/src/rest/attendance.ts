/** Shapes of the REST leave, AttendInfo and team class calls, as the API answers them. */

export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

export interface RestLeaveRequest {
  id: number;
  uid: number;
  course_id: number;
  course_periods_id: number;
  name: string;
  mobile: string;
  created_at: number;
  leave_cause: string;
  op_status: number;
  course_basis_title: string;
  course_periods_title: string;
  course_periods_status: number;
  abilities: { approve: RestAbility; reject: RestAbility };
}

export interface RestAttendCourse {
  id: number;
  title: string;
  cover_img: string;
  course_type: number;
  study_count: number;
  chapter_num: number;
  section_num: number;
}

export interface RestStudyPeriod {
  id: number;
  title: string;
  start_play: number;
  total_time: number;
  status: number;
  attend_num: number;
  leave_num: number;
  truant_num: number;
  total_num: number;
}

export interface RestOpStatusAbilities {
  leave: RestAbility;
  approve: RestAbility;
  reject: RestAbility;
  cancel_leave: RestAbility;
  cancel_attendance: RestAbility;
  mark_attended: RestAbility;
}

export interface RestStudyStudent {
  uid: number;
  nickname: string;
  mobile: string;
  course_id: number;
  course_periods_id: number;
  op_status: number;
  /** Left out when the student asked no leave of the period. */
  leave_cause?: string;
  leave_id?: number;
  /** The reason of a manual attendance; left out without one. */
  remark?: string;
  /** The figure the student counts in: 1 attended, 2 leave, 3 truant, 0 not decided yet. */
  attendance: number;
  abilities: RestOpStatusAbilities;
}

export interface RestTeamClass {
  id: number;
  class_name: string;
  org_name: string;
  school_id: number;
  in_number: number;
  grade_name: string;
  classify_name: string;
  sub_name: string;
  teacher_name: string;
  assistant_name: string;
  teaching_mode: number;
  room_name: string;
  status: number;
  /** Left out: the product records no enrolment type. */
  sign_type_name?: string;
  schedule: string;
  created_at: number;
  start_time: number;
  remarks: string;
  /** Only on the single team class (teamClass/{id}). */
  arrange_lesson?: RestLessonTime | null;
}

export interface RestTeamClassStudent {
  id: number;
  clue_id: number;
  clue_name: string;
  mobile: string;
  created_at: number;
  first_time: number;
  org_name: string;
  contracts_number?: string;
  /** Left out: the product records no enrolment type. */
  sign_type_name?: string;
  time: number;
  /** Left out: the product records no lesson price. */
  periods_price?: number;
  class_time_hour: number;
}

export interface RestLessonTime {
  id: number;
  time_name: string;
  arrange_time: number;
  teacher_name: string;
}

export interface RestCellAbilities {
  leave: RestAbility;
  cancel_leave: RestAbility;
  cancel_attendance: RestAbility;
  manual: RestAbility;
}

/** A cell as REST answers it, with its student's id added by the row (REST keeps it on the row). */
export interface RestAttendanceCell {
  id: number;
  clue_id: number;
  arrange_time: number;
  attendance: number;
  status: number;
  remarks: string;
  abilities: RestCellAbilities;
}

export interface RestAttendanceRow {
  clue_id: number;
  clue_name: string;
  mobile: string;
  times: Omit<RestAttendanceCell, 'clue_id'>[];
}

export interface RestArrangedHomework {
  hw_id: number;
  hw_name: string;
  publish_time: number | null;
  ending_time: number;
  creator_name: string;
  status: number;
  question_num: number;
}
