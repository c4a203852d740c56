/** Shapes of the REST class calls (`stateschoolclass`, `stateschoolstudent`, …), as the API answers them. */

export interface RestStaffRef {
  id: number;
  real_name: string;
  avatar: string;
}

export interface RestClass {
  id: number;
  name: string;
  grade_id: number;
  grade_name: string;
  course_classify_id: number;
  classify_name: string;
  students_count: number;
  courses_count: number;
  is_processing: number;
  status_name: string;
  large_class_id: number;
  large_class_name: string;
  valid_type: number;
  valid_time: number | null;
  schedule_image: string;
  cover_image: string;
  created_at: number;
  group_id: number;
  group_hidden: number;
  head_teacher_name: string;
  classTeacher: string;
  is_header_teacher: number;
  head_teachers: RestStaffRef[];
  teachers: RestStaffRef[];
}

export interface RestPageOf<T, E = undefined> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra: E;
}

export interface RestClassStudent {
  id: number;
  uid: number;
  class_id: number;
  nickname: string;
  mobile: string;
  avatar: string;
  status: number;
  join_time: number;
  school_id: number;
  org_name: string;
  study_length: number;
  progress_rate: number;
  attend_times: number;
  leave_times: number;
  truant_times: number;
  hw_submit_times: number;
  hw_assign_times: number;
}

export interface RestClassCourse {
  id: number;
  title: string;
  cover_img: string;
  course_type: number;
  periods_count: number;
  start_play_date: number | null;
  end_play_date: number | null;
  teachers: RestStaffRef[];
  is_view_Attendance: number;
}

export interface RestClassHomework {
  id: number;
  name: string;
  type: number;
  course_basis_id: number;
  course_title: string;
  periods_title: string;
  ending_time: number;
  publish_time: number | null;
  creator_name: string;
  submit_num: number;
  total_num: number;
  marked_num: number;
  unmarked_num: number;
}

export interface RestStudentInfo {
  id: number;
  nickname: string;
  real_name: string;
  mobile: string;
  avatar: string;
  join_time: number | null;
  join_type: number;
  join_type_name: string;
}

export interface RestStudentCourse {
  course_basis_id: number;
  title: string;
  course_type: number;
  section_num: number;
  study_length: number | null;
  progress_rate: number | null;
  attend_times: number;
  leave_times: number;
  truant_times: number;
  hw_submit_times: number;
  hw_assign_times: number;
}

export interface RestStudentPeriod {
  id: number;
  title: string;
  start_play: number;
  total_time: number;
  study_length: number | null;
  progress_rate: number | null;
  op_status: number;
  /** Left out when the student asked no leave of the period. */
  leave_cause?: string;
  leave_id?: number;
}

export interface RestExport {
  url: string;
  file_name: string;
}
