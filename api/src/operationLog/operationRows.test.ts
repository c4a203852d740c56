import { describe, expect, it } from 'vitest';
import {
  classRows,
  homeworkRows,
  type LoggedEvent,
  operationRows,
  questionRows,
  reportRows,
  valueText,
} from './operationRows';

let position = 0;
const logged = (type: string, data: unknown, actorId: string | null = '2', role = 'teacher'): LoggedEvent => {
  position += 1;
  return {
    type,
    data,
    streamId: 's',
    meta: { actorId, role, requestId: null },
    recordedAt: 1_790_000_000_000 + position * 1000 + 999,
    position,
  };
};
const ref = { reportId: 9, hwId: 3, classId: 1, uid: 7 };
const graded = (score: number | null, graded = true, rate: number | null = null) =>
  logged('ReportQuestionGraded', {
    ...ref,
    quesId: 5,
    graded,
    result: 2,
    score,
    rate,
    remark: graded ? '' : '再想想',
    images: [],
    revision: 1,
    graderUid: 2,
    graderRole: 'teacher',
    at: 0,
  });
const submitted = () =>
  logged(
    'ReportSubmitted',
    {
      ...ref,
      answers: [{ quesId: 5, userAnswer: 'x', result: 4, score: null }],
      status: 2,
      objectiveScore: 0,
      at: 0,
      answerTime: 0,
    },
    '7',
    'student',
  );
const finished = (totalScore: number) =>
  logged('ReportGraded', {
    ...ref,
    answers: [],
    totalScore,
    rate: null,
    comment: '',
    graderUid: 2,
    graderRole: 'teacher',
    at: 0,
  });
const names = {
  users: new Map([[7, '小明']]),
  courses: new Map([[3, '初一数学']]),
  classes: new Map([[4, '初一(1)班']]),
};
const ZONE = 'Asia/Shanghai';

describe('homework trail', () => {
  it('shows a deadline change from the deadline before it to the new one, folded from the stream', () => {
    const rows = homeworkRows([
      logged('HomeworkPublished', { id: 3, name: '作业一', endingTime: 1_790_000_000, classIds: [1, 2] }),
      logged('HomeworkDeadlineAdjusted', { id: 3, endingTime: 1_790_086_400, by: 2, at: 0 }),
      logged('HomeworkDeadlineAdjusted', { id: 3, endingTime: 1_790_172_800, by: 2, at: 0 }),
    ]);
    expect(rows.map((r) => r.action)).toEqual([
      'homework.published',
      'homework.deadlineChanged',
      'homework.deadlineChanged',
    ]);
    const [, first, second] = rows;
    expect(valueText(first?.before ?? null, names, ZONE)).toBe('2026-09-21 22:13');
    expect(valueText(first?.after ?? null, names, ZONE)).toBe('2026-09-22 22:13');
    expect(valueText(second?.before ?? null, names, ZONE)).toBe('2026-09-22 22:13');
    expect(valueText(second?.after ?? null, names, ZONE)).toBe('2026-09-23 22:13');
    expect(valueText(rows[0]?.after ?? null, names, ZONE)).toBe('作业一（2个班级）');
  });

  it('shows continued publishing and a recall, with who did them', () => {
    const rows = homeworkRows([
      logged('HomeworkPublishedToClasses', { id: 3, classIds: [4], reports: [], by: 2, at: 0 }),
      logged('HomeworkRecalled', { id: 3, by: 2, at: 0 }, '2', 'assistant'),
    ]);
    expect(rows.map((r) => [r.action, r.actorId, r.actorRole])).toEqual([
      ['homework.continued', 2, 'teacher'],
      ['homework.recalled', 2, 'assistant'],
    ]);
    expect(valueText(rows[0]?.after ?? null, names, ZONE)).toBe('新增1个班级');
    // The log records milliseconds; a row tells unix seconds.
    expect((rows[1]?.at ?? 0) - (rows[0]?.at ?? 0)).toBe(1);
    expect(rows[0]?.at).toBe(Math.floor(((rows[0]?.position ?? 0) * 1000 + 1_790_000_000_999) / 1000));
  });

  it('gives no row for an event type the trail does not know', () => {
    expect(homeworkRows([logged('HomeworkSomethingNew', {})])).toEqual([]);
  });
});

describe('report trail', () => {
  it('a regrade carries the old score and the new one, folded from the stream', () => {
    const rows = reportRows([submitted(), graded(6), graded(9)]);
    expect(rows.map((r) => r.action)).toEqual(['report.submitted', 'report.graded', 'report.regraded']);
    const regrade = rows[2];
    expect(valueText(regrade?.before ?? null, names, ZONE)).toBe('6分');
    expect(valueText(regrade?.after ?? null, names, ZONE)).toBe('9分');
    expect(regrade?.quesId).toBe(5);
    expect(rows[1]?.before).toBeNull();
  });

  it('a save without a score is a remark, and the next scored save is still the first grade', () => {
    const rows = reportRows([submitted(), graded(null, false), graded(4)]);
    expect(rows.map((r) => r.action)).toEqual(['report.submitted', 'report.remarked', 'report.graded']);
    expect(valueText(rows[1]?.after ?? null, names, ZONE)).toBe('再想想');
  });

  it('finishing records the total; a review of a finished report changes the total from old to new', () => {
    const rows = reportRows([submitted(), graded(6), finished(6), graded(8), finished(8)]);
    expect(rows.map((r) => r.action)).toEqual([
      'report.submitted',
      'report.graded',
      'report.finished',
      'report.regraded',
      'report.totalChanged',
    ]);
    expect(valueText(rows[4]?.before ?? null, names, ZONE)).toBe('6分');
    expect(valueText(rows[4]?.after ?? null, names, ZONE)).toBe('8分');
  });

  it('an unscored homework shows rates', () => {
    const rows = reportRows([submitted(), graded(1, true, 100), graded(0.5, true, 50)]);
    expect(valueText(rows[2]?.before ?? null, names, ZONE)).toBe('正确率100%');
    expect(valueText(rows[2]?.after ?? null, names, ZONE)).toBe('正确率50%');
  });

  it("a student's saved answers give no row", () => {
    expect(reportRows([logged('ReportAnswersSaved', { ...ref, answers: [], at: 0 })])).toEqual([]);
  });
});

describe('question and class trails', () => {
  it('question created, edited and deleted', () => {
    const rows = questionRows([
      logged('QuestionAdded', {
        id: 1,
        ownerId: 2,
        isPublic: false,
        question: {},
        at: 0,
        source: 'import-docx',
      }),
      logged('QuestionEdited', { id: 1, question: {}, at: 0 }),
      logged('QuestionDeleted', { id: 1, at: 0 }),
    ]);
    expect(rows.map((r) => r.action)).toEqual(['question.created', 'question.edited', 'question.deleted']);
    expect(valueText(rows[0]?.after ?? null, names, ZONE)).toBe('Word导入');
  });

  it('class changes name the enrolled student and the course; a seeded event has no actor', () => {
    const rows = classRows([
      logged('ClassOpened', { id: 1, name: '一班' }, null, 'system'),
      logged('StudentEnrolled', { classId: 1, uid: 7, at: 0 }, null, 'system'),
      logged('ScheduleImageSet', { classId: 1, scheduleImage: '/x.png', at: 0 }),
    ]);
    expect(rows.map((r) => r.action)).toEqual([
      'class.opened',
      'class.studentEnrolled',
      'class.scheduleImageSet',
    ]);
    expect(rows[0]?.actorId).toBeNull();
    expect(valueText(rows[1]?.after ?? null, names, ZONE)).toBe('小明');
  });
});

describe('several streams', () => {
  it('are translated each in its own order and merged newest first', () => {
    const hw = [logged('HomeworkPublished', { id: 3, name: '作业', endingTime: 0, classIds: [1] })];
    const report = [submitted(), graded(6)];
    const later = [logged('HomeworkRecalled', { id: 3, by: 2, at: 0 })];
    const rows = operationRows([
      { kind: 'homework', events: [...hw, ...later] },
      { kind: 'report', events: report },
    ]);
    expect(rows.map((r) => r.action)).toEqual([
      'homework.recalled',
      'report.graded',
      'report.submitted',
      'homework.published',
    ]);
  });
});
