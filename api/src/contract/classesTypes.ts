import type { z } from 'zod';
import type * as c from './classes';

/** The REST answers of classes, for clients in this repository (type-only). */
export type Class = z.output<typeof c.schoolClass>;
export type ClassList = z.output<typeof c.classList>;
export type StaffRef = Class['teachers'][number];
export type LargeClassList = z.output<typeof c.largeClassList>;
export type ScheduleImageSet = z.output<typeof c.scheduleImageSet>;
export type ClassStudent = z.output<typeof c.classStudent>;
export type ClassStudentList = z.output<typeof c.classStudentList>;
export type ClassStudyAnalysis = z.output<typeof c.classStudyAnalysis>;
export type ClassCourse = z.output<typeof c.classCourse>;
export type ClassCourseList = z.output<typeof c.classCourseList>;
export type ClassHomework = z.output<typeof c.classHomework>;
export type ClassHomeworkList = z.output<typeof c.classHomeworkList>;
export type ExportFile = z.output<typeof c.exportFile>;
export type StudentInfo = z.output<typeof c.studentInfo>;
export type StudentCourse = z.output<typeof c.studentCourse>;
export type StudentPeriod = z.output<typeof c.studentPeriod>;
