/** Shapes of the REST class calls (`stateschoolclass`, `stateschoolstudent`, …), as the API answers them. */
import type { ClassesRest } from '@school/api';
import type { Camel } from '../camel';

export type RestStaffRef = ClassesRest.StaffRef;
export type RestClass = ClassesRest.Class;
export type RestClassList = ClassesRest.ClassList;
export type RestLargeClassList = ClassesRest.LargeClassList;
export type RestClassStudent = ClassesRest.ClassStudent;
export type RestClassStudentList = ClassesRest.ClassStudentList;
export type RestClassStudyAnalysis = ClassesRest.ClassStudyAnalysis;
export type RestClassCourse = ClassesRest.ClassCourse;
export type RestClassCourseList = ClassesRest.ClassCourseList;
export type RestClassHomework = ClassesRest.ClassHomework;
export type RestClassHomeworkList = ClassesRest.ClassHomeworkList;
export type RestStudentInfo = ClassesRest.StudentInfo;
export type RestStudentCourse = ClassesRest.StudentCourse;
export type RestStudentPeriod = ClassesRest.StudentPeriod;
export type RestExport = ClassesRest.ExportFile;

/** The answers as the GraphQL types read them (`camel` converts each once, where the resolver receives it). */
export type ClassStaffAnswer = Camel<RestStaffRef>;
export type SchoolClassAnswer = Camel<RestClass>;
export type ClassStudentAnswer = Camel<RestClassStudent>;
export type ClassCourseAnswer = Camel<RestClassCourse>;
export type ClassHomeworkRowAnswer = Camel<RestClassHomework>;
export type StudentProfileAnswer = Camel<RestStudentInfo>;
export type StudentCourseStudyAnswer = Camel<RestStudentCourse>;
export type StudentPeriodStudyAnswer = Camel<RestStudentPeriod>;
