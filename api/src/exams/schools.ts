/**
 * The schools an exam and its students belong to. The product serves one school (id 1, 本校) until it
 * serves several; the exam screens show their school filter only when more than one exists, and that
 * rule lives here (docs/decisions.md, section exams).
 */
export interface School {
  id: number;
  name: string;
}

export const SCHOOL_ID = 1;
export const SCHOOL_NAME = '本校';

export const SCHOOLS: readonly School[] = [{ id: SCHOOL_ID, name: SCHOOL_NAME }];

/** `test/getSchoolInfo` and `/api/app/getSchool`: the schools, and whether a school filter is worth showing. */
export const schoolInfo = () => ({
  list: SCHOOLS.map((s) => ({ ...s })),
  show_school_filter: SCHOOLS.length > 1 ? 1 : 0,
});

/** Whether a `school_id` filter keeps rows of `schoolId` (no filter keeps everything). */
export const schoolMatches = (filter: number | undefined, schoolId = SCHOOL_ID) =>
  filter === undefined || filter === schoolId;
