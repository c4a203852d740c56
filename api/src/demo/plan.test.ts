import { describe, expect, it } from 'vitest';
import { planDemoSchool } from './plan';
import { DEFAULT_SCALE, DEMO_ACCOUNTS } from './scale';

const registered = (plan: ReturnType<typeof planDemoSchool>) =>
  plan.flatMap((step) => (step.command.type === 'RegisterUser' ? [step.command.data] : []));

describe('demo school generator', () => {
  it('is deterministic from its seed', () => {
    expect(planDemoSchool(DEFAULT_SCALE, 'h')).toEqual(planDemoSchool(DEFAULT_SCALE, 'h'));
    const other = planDemoSchool({ ...DEFAULT_SCALE, seed: DEFAULT_SCALE.seed + 1 }, 'h');
    expect(registered(other).map((u) => u.realName)).not.toEqual(
      registered(planDemoSchool(DEFAULT_SCALE, 'h')).map((u) => u.realName),
    );
  });

  it('creates the demo accounts with their roles and capabilities', () => {
    const users = registered(planDemoSchool(DEFAULT_SCALE, 'h'));
    const byMobile = new Map(users.map((u) => [u.mobile, u]));
    expect(byMobile.get(DEMO_ACCOUNTS.teacher)).toMatchObject({
      role: 'teacher',
      canDispatch: true,
      canCorrect: true,
    });
    expect(byMobile.get(DEMO_ACCOUNTS.assistant)).toMatchObject({ role: 'assistant', canDispatch: true });
    expect(byMobile.get(DEMO_ACCOUNTS.correctingAssistant)).toMatchObject({
      canDispatch: false,
      canCorrect: true,
    });
    expect(byMobile.get(DEMO_ACCOUNTS.student)).toMatchObject({ role: 'student', canDispatch: false });
    expect(new Set(users.map((u) => u.mobile)).size).toBe(users.length);
  });

  it('scales classes and students', () => {
    const plan = planDemoSchool({ ...DEFAULT_SCALE, classes: 10, studentsPerClass: 7 }, 'h');
    const count = (type: string) => plan.filter((s) => s.command.type === type).length;
    expect(count('OpenClass')).toBe(10);
    expect(count('EnrollStudent')).toBe(70);
    expect(registered(plan).filter((u) => u.role === 'student')).toHaveLength(70);
    expect(count('OpenTeamClass')).toBeGreaterThan(0);
    expect(count('ScheduleLessonTime')).toBeGreaterThan(0);
    expect(count('SchedulePeriod')).toBeGreaterThan(0);
  });

  it('the demo teacher heads a class and the demo assistant serves in one', () => {
    const plan = planDemoSchool(DEFAULT_SCALE, 'h');
    const teacherId = registered(plan).find((u) => u.mobile === DEMO_ACCOUNTS.teacher)?.id;
    const assistantId = registered(plan).find((u) => u.mobile === DEMO_ACCOUNTS.assistant)?.id;
    const classes = plan.flatMap((s) => (s.command.type === 'OpenClass' ? [s.command.data] : []));
    expect(classes.some((c) => teacherId !== undefined && c.headTeacherIds.includes(teacherId))).toBe(true);
    expect(classes.some((c) => assistantId !== undefined && c.assistantIds.includes(assistantId))).toBe(true);
  });
});
