import { z } from 'zod';
import { ability, count, entity, page, rowId, unixTime } from './shapes';

/**
 * Lesson sessions (classes-community.md, section 3: lesson session, session student; section 7:
 * lesson sessions), on the teacher's prefix (teacherSchedule/…) and the assistant's (teamClass/classTime/…).
 */

const sessionStatus = z.int().min(1).max(4).describe('1 completed, 2 upcoming, 3 playing, 4 cancelled');
const classType = z.int().min(1).max(3).describe('1 team class, 2 one-to-one, 3 communication session');
const teachingMode = z.int().min(1).max(2).describe('1 live, 2 in person');
const leaveType = z
  .int()
  .min(0)
  .max(2)
  .describe('Why a cancelled session was cancelled: 1 teacher’s leave, 2 students’ leave; 0 not cancelled');
const fileStatus = z.int().min(1).max(4).describe('1 approved, 2 not uploaded, 3 pending review, 4 rejected');

/** Spec: lesson session (detailClassTime/{id}). */
export const sessionDetail = entity(
  {
    id: rowId.describe('The lesson time'),
    class_type: classType,
    status: sessionStatus,
    arrange_time: unixTime.describe('When it starts'),
    time_name: z.string().describe('e.g. 18:00-19:30'),
    class_name: z.string(),
    classify_name: z.string().describe('Empty when the team class has none'),
    grade_name: z.string().describe('Empty when the team class has none'),
    sub_name: z.string().describe('Empty when the team class has none'),
    teaching_mode: teachingMode,
    room_name: z.string().describe('Empty when the team class has none'),
    nickname: z.string().describe('The lesson time’s teacher'),
    created_at: unixTime.describe('When the team class was created'),
    file_status: fileStatus,
    file_name: z.string().describe('The handout’s name; empty before one is uploaded'),
    file_remark: z.string().describe('Why the handout was rejected; empty otherwise'),
    get_ware_info: z.array(z.strictObject({ id: rowId, ware_filename: z.string() })),
    should_arrive: count,
    arrived: count,
    leave: count,
    truants: count,
  },
  {
    team_class_id: rowId,
    name: z.string().describe('The team class’s name (as class_name)'),
    subject_name: z.string().describe('As sub_name'),
    end_time: unixTime,
    leave_type: leaveType,
    leave_label: z.string().describe('老师请假 or 学员请假 for a cancelled session; empty otherwise'),
    homework_module: z.int().min(1).max(1).describe('The class homework module setting: on (1)'),
    file_status_label: z.string(),
    file_url: z.string().describe('The handout’s address; empty before one is uploaded'),
    fid: z.string(),
    abilities: z.strictObject({
      leave: ability,
      enter_live: ability,
      evaluate: ability,
      homework_tab: ability,
      upload: ability,
      review: ability,
    }),
  },
);

/** Spec: session student (getClassTimeStudent/{id}); `student_remark` is absent (docs/decisions.md). */
export const sessionStudent = entity(
  {
    clue_id: rowId.describe('The student'),
    clue_name: z.string(),
    status: z.int().min(1).max(2).describe('Attendance: 1 marked, 2 not marked'),
    attend_type: z.int().min(0).max(3).describe('1 present, 2 leave, 3 truant; 0 not decided (or cancelled)'),
    remark: z.string().describe('The attendance remark'),
    teacher_remark: z.string().describe('The teacher’s evaluation; empty before one is written'),
  },
  { mobile: z.string(), abilities: z.strictObject({ evaluate: ability }) },
);
export const sessionStudents = z.array(sessionStudent);

export const uploadedHandout = z.strictObject({
  file_status: z.int().min(3).max(3).describe('3 pending review'),
  file_name: z.string(),
  file_url: z.string(),
  fid: z.string(),
});

export const reviewedHandout = z.strictObject({
  file_status: z.int().min(1).max(4).describe('1 approved, 4 rejected'),
  file_remark: z.string().describe('Why it was rejected; empty when approved'),
});

export const evaluation = z.strictObject({ clue_id: rowId, teacher_remark: z.string() });

export const teacherLeave = z.strictObject({
  id: rowId,
  status: z.int().min(4).max(4).describe('4 cancelled'),
  leave_type: z.int().min(1).max(1).describe('1 the teacher’s leave'),
  notified: count.describe('Students texted'),
});

/** A row of the caller's sessions (classTime/sessions, beyond the spec: how the session screens are reached). */
export const sessionRow = z.strictObject({
  id: rowId,
  team_class_id: rowId,
  class_type: classType,
  class_name: z.string(),
  arrange_time: unixTime,
  time_name: z.string(),
  teaching_mode: teachingMode,
  status: sessionStatus,
  leave_type: leaveType,
  file_status: fileStatus,
  student_count: count,
  user_id: rowId.nullable().describe('The one student of a one-to-one session; null otherwise'),
});
export const sessionList = page(sessionRow);
