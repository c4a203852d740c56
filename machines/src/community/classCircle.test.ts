import { describe, expect, it } from 'vitest';
import { classPostDeleteAbility, postDeleteRefusal } from './classCircle';
import { COMMUNITY_IDENTITY, COMMUNITY_MESSAGES } from './communityRules';
import { plateAbilities } from './plateAbilities';

const { student, teacher } = COMMUNITY_IDENTITY;

describe('class circle post delete', () => {
  it('lets the head teacher delete a student post', () => {
    expect(postDeleteRefusal({ own: false, headTeacher: true, userType: student })).toBeUndefined();
    expect(classPostDeleteAbility({ headTeacher: true, userType: student })).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
  });

  it('is disabled unless head teacher, and for posts with user_type 4', () => {
    const refusal = { kind: 'forbidden', message: COMMUNITY_MESSAGES.headTeacherOnly };
    expect(postDeleteRefusal({ own: false, headTeacher: false, userType: student })).toEqual(refusal);
    expect(postDeleteRefusal({ own: false, headTeacher: true, userType: teacher })).toEqual(refusal);
    expect(classPostDeleteAbility({ headTeacher: true, userType: teacher })).toEqual({
      shown: true,
      allowed: false,
      reason: COMMUNITY_MESSAGES.headTeacherOnly,
    });
  });

  it('lets an author delete their own post wherever it is', () => {
    expect(postDeleteRefusal({ own: true, headTeacher: false, userType: teacher })).toBeUndefined();
  });
});

describe('board abilities by identity', () => {
  const staffBoard = { whoCanPost: [2, 3], whoCanReplyPost: [2, 3, 4], whoCanReplyComment: [2, 3] };
  it('offers posting only to the identities the board lists, and only to members', () => {
    expect(plateAbilities(staffBoard, 'teacher', true).post.allowed).toBe(true);
    expect(plateAbilities(staffBoard, 'student', true).post.reason).toBe(COMMUNITY_MESSAGES.plateForbidsPost);
    expect(plateAbilities(staffBoard, 'teacher', false).post.reason).toBe(COMMUNITY_MESSAGES.joinFirst);
    for (const [identity, member] of [
      ['teacher', true],
      ['student', true],
      ['teacher', false],
    ] as const)
      expect(plateAbilities(staffBoard, identity, member).post.shown).toBe(true);
  });
  it('reads replies to posts and to comments from their own lists', () => {
    const student = plateAbilities(staffBoard, 'student', true);
    expect(student.replyPost.allowed).toBe(true);
    expect(student.replyComment.reason).toBe(COMMUNITY_MESSAGES.plateForbidsCommentReply);
  });
});
