// @ts-check
/**
 * `npm run test:mutation`: StrykerJS over the lifecycle machines and the deciders, judged by the fast
 * unit tests of vitest.mutation.config.ts. Incremental: results are kept in reports/mutation/ (checked
 * in), so a run after a change tests only the mutants of the changed code and the tests that changed.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/src/**/*.ts',
    '!machines/src/**/*.test.ts',
    '!machines/src/**/*.scenarios.ts',
    '!machines/src/testing/**',
    '!machines/src/index.ts',
    '!machines/src/messages.ts',
    'api/src/announcements/announcement.ts',
    'api/src/attendance/lessonAttendance.ts',
    'api/src/attendance/periodAttendance.ts',
    'api/src/auth/userDecider.ts',
    'api/src/calendar/playback.ts',
    'api/src/classes/study.ts',
    'api/src/community/groupDecider.ts',
    'api/src/community/postDecider.ts',
    'api/src/courseware/shelf.ts',
    'api/src/exams/attemptDecider.ts',
    'api/src/exams/examDecider.ts',
    'api/src/exams/markingDecider.ts',
    'api/src/grading/commentBank.ts',
    'api/src/homework/homeworkDecider.ts',
    'api/src/meetings/meeting.ts',
    'api/src/questionBank/knowledgePoints.ts',
    'api/src/questionBank/questionDecider.ts',
    'api/src/rubric/rubric.ts',
    'api/src/school/catalogue.ts',
    'api/src/school/course.ts',
    'api/src/school/schoolClass.ts',
    'api/src/school/teamClass.ts',
    'api/src/sessions/sessionDecider.ts',
    'api/src/submissions/collections.ts',
    'api/src/submissions/corrections.ts',
    'api/src/submissions/reportDecider.ts',
  ],
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  // the first run of every test with coverage, on 2 shared cores
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
