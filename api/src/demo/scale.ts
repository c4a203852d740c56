/** How big a demo school to generate; the benchmark data uses the same generator at larger scales. */
export interface DemoScale {
  classes: number;
  studentsPerClass: number;
  /** Homework each class's head teacher publishes on the class's main course (see demo/homework.ts). */
  homeworkPerClass: number;
  /** Share of the homework's reports its students submit (see demo/answers.ts). */
  submitRate: number;
  seed: number;
  /** Whether the students study their periods that have ended (see demo/study.ts); off by default. */
  study?: boolean;
  /**
   * Whether publishers grade the reports of homework past its deadline (see demo/grades.ts); on unless
   * false (the grading benchmark wants every submitted report still awaiting grading).
   */
  grades?: boolean;
  /**
   * The demo teacher also teaches in the first this many classes (beside each class's own two
   * teachers); the home benchmark wants a teacher of 30 classes. Absent: only the plan's own share.
   */
  demoTeacherClasses?: number;
}

export const DEFAULT_SCALE: DemoScale = {
  classes: 6,
  studentsPerClass: 30,
  homeworkPerClass: 0,
  submitRate: 0.8,
  seed: 2026,
};

/** What `npm start` seeds into an empty database: the default school with answered homework. */
export const FIRST_START_SCALE: DemoScale = { ...DEFAULT_SCALE, homeworkPerClass: 2, study: true };

export const DEMO_PASSWORD = 'Demo2026';
export const DEMO_ACCOUNTS = {
  teacher: '13800000001',
  assistant: '13800000002',
  /** An assistant who may grade but not publish. */
  correctingAssistant: '13800000003',
  student: '13900000001',
} as const;

/** A demo student whose nickname looks like a spreadsheet formula (exports neutralise it). */
export const FORMULA_NICKNAME_STUDENT = '13900000005';
export const FORMULA_NICKNAME = '=1+1';

/** The circle of demo class k (the class's group_id); the general circles keep the small ids. */
export const classCircleId = (classId: number) => 100 + classId;
