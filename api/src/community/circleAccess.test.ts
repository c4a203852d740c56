import { describe, expect, it } from 'vitest';
import { type ClassTie, GENERAL_CIRCLE, mayViewCircle, scopeOf } from './circleAccess';

const CLASS_CIRCLE = 2;
const classOne: ClassTie = { groupId: 101, hidden: false };

describe('who sees a circle', () => {
  it('given a general circle, when anyone signed in asks, then they see it, with or without classes', () => {
    const circle = { id: 1, groupType: GENERAL_CIRCLE };
    expect(mayViewCircle(circle, [])).toBe(true);
    expect(mayViewCircle(circle, [classOne])).toBe(true);
  });

  it("given class 1's circle, when a student or staff member of class 1 asks, then they see it", () => {
    expect(
      mayViewCircle({ id: 101, groupType: CLASS_CIRCLE }, [{ groupId: 102, hidden: false }, classOne]),
    ).toBe(true);
  });

  it("given class 1's circle, when someone of another class or of no class asks, then they do not see it", () => {
    const circle = { id: 101, groupType: CLASS_CIRCLE };
    expect(mayViewCircle(circle, [{ groupId: 102, hidden: false }])).toBe(false);
    expect(mayViewCircle(circle, [])).toBe(false);
  });

  it('given a class that hides its circle (group_hidden 2), when its own people ask, then nobody sees it', () => {
    expect(mayViewCircle({ id: 101, groupType: CLASS_CIRCLE }, [{ groupId: 101, hidden: true }])).toBe(false);
  });

  it('given a class circle that no class names, when anyone asks, then nobody sees it', () => {
    expect(mayViewCircle({ id: 4, groupType: CLASS_CIRCLE }, [classOne])).toBe(false);
  });

  it("given a viewer's classes, when the scope is read, then it lists exactly the class circles the rule lets them see", () => {
    const scope = scopeOf([classOne, { groupId: 103, hidden: true }, { groupId: 104, hidden: false }]);
    expect([...scope.classCircles].sort()).toEqual([101, 104]);
    expect(scope.sees({ id: 103, groupType: CLASS_CIRCLE })).toBe(false);
    expect(scope.sees({ id: 104, groupType: CLASS_CIRCLE })).toBe(true);
    expect(scope.sees({ id: 3, groupType: GENERAL_CIRCLE })).toBe(true);
  });
});
