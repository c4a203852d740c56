/** How big a demo school to generate; the benchmark data uses the same generator at larger scales. */
export interface DemoScale {
  classes: number;
  studentsPerClass: number;
  /** Homework each class's head teacher publishes on the class's main course (see demo/homework.ts). */
  homeworkPerClass: number;
  seed: number;
}

export const DEFAULT_SCALE: DemoScale = { classes: 6, studentsPerClass: 30, homeworkPerClass: 0, seed: 2026 };

export const DEMO_PASSWORD = 'Demo2026';
export const DEMO_ACCOUNTS = {
  teacher: '13800000001',
  assistant: '13800000002',
  /** An assistant who may grade but not publish. */
  correctingAssistant: '13800000003',
  student: '13900000001',
} as const;
