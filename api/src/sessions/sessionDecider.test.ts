import type { SessionStateValue, StaffRole } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { SessionEvent } from './session';
import { type SessionCommand, sessionDecider } from './sessionDecider';

const NOW = 1_800_000_000;
const facts = (by: number, role: StaffRole = 'teacher', edgeState: SessionStateValue = 'upcoming') => ({
  sessionId: 6,
  by,
  role,
  at: NOW,
  edgeState,
});
const act = (by: number) => ({ sessionId: 6, by, at: NOW });
const upload = (
  by = 2,
  fileName = '讲义.pdf',
  edgeState: SessionStateValue = 'upcoming',
): SessionCommand => ({
  type: 'UploadHandout',
  data: { ...facts(by, 'assistant', edgeState), fileName, fileUrl: '/files/h.pdf', fid: 'f1' },
});
const review = (by: number, approve: boolean, remark = ''): SessionCommand => ({
  type: 'ReviewHandout',
  data: { ...facts(by), approve, remark },
});
const uploaded: SessionEvent = {
  type: 'HandoutUploaded',
  data: { ...act(2), fileName: '讲义.pdf', fileUrl: '/files/h.pdf', fid: 'f1' },
};
const context = { startsAt: NOW + 3600, endsAt: NOW + 7200, classType: 1 };
const leave = (
  role: StaffRole = 'teacher',
  edgeState: SessionStateValue = 'upcoming',
  classType = 1,
): SessionCommand => ({
  type: 'AskLeave',
  data: {
    ...facts(1, role, edgeState),
    context: { ...context, classType },
    students: [42],
    className: '班课',
    arrangeTime: NOW + 3600,
    timeName: '第1次课',
  },
});
const cancelled: SessionEvent = {
  type: 'SessionCancelled',
  data: {
    ...act(1),
    leaveType: 1,
    students: [42],
    className: '班课',
    arrangeTime: NOW + 3600,
    timeName: '第1次课',
  },
};
const evaluate = (
  remark: string,
  role: StaffRole = 'teacher',
  edgeState: SessionStateValue = 'completed',
  uid = 42,
): SessionCommand => ({
  type: 'EvaluateStudent',
  data: { ...facts(1, role, edgeState), uid, remark },
});

describe('lesson session decider (handout, teacher leave, evaluation)', () => {
  it('a handout is uploaded, then waits for review (讲义待审核，不能重复上传)', () => {
    expect(given(sessionDecider).when(upload(2, ' 讲义.pdf '))).toEqual({ events: [uploaded] });
    expect(given(sessionDecider, [uploaded]).when(upload())).toEqual({
      refused: 'conflict: 讲义待审核，不能重复上传',
    });
    expect(given(sessionDecider).when(upload(2, ' '))).toMatchObject({
      refused: expect.stringMatching(/^invalid: /),
    });
  });

  it('a pending handout is approved or rejected with a reason, not by its uploader', () => {
    expect(given(sessionDecider, [uploaded]).when(review(1, true))).toEqual({
      events: [{ type: 'HandoutApproved', data: act(1) }],
    });
    expect(given(sessionDecider, [uploaded]).when(review(1, false, ' 不清晰 '))).toEqual({
      events: [{ type: 'HandoutRejected', data: { ...act(1), remark: '不清晰' } }],
    });
    expect(given(sessionDecider, [uploaded]).when(review(1, false, ''))).toEqual({
      refused: 'invalid: 请输入驳回原因',
    });
    expect(given(sessionDecider, [uploaded]).when(review(2, true))).toMatchObject({
      refused: expect.stringMatching(/不能审核自己上传的讲义$/),
    });
    expect(given(sessionDecider).when(review(1, true))).toMatchObject({
      refused: expect.stringMatching(/只能审核待审核的讲义$/),
    });
  });

  it('an approved handout is not replaced (讲义已审核通过，不能再上传); a rejected one is', () => {
    const approved: SessionEvent = { type: 'HandoutApproved', data: act(1) };
    const rejected: SessionEvent = { type: 'HandoutRejected', data: { ...act(1), remark: '不清晰' } };
    expect(given(sessionDecider, [uploaded, approved]).when(upload())).toEqual({
      refused: 'conflict: 讲义已审核通过，不能再上传',
    });
    expect(given(sessionDecider, [uploaded, rejected]).when(upload())).toEqual({ events: [uploaded] });
  });

  it('teacher leave: class types 1 and 2 at status 2 (upcoming), teacher only; it cancels the session', () => {
    expect(given(sessionDecider).when(leave())).toEqual({ events: [cancelled] });
    expect(given(sessionDecider).when(leave('teacher', 'upcoming', 2))).toMatchObject({
      events: [{ type: 'SessionCancelled' }],
    });
    expect(given(sessionDecider).when(leave('assistant'))).toEqual({
      refused: 'forbidden: 只有讲师可以请假',
    });
    expect(given(sessionDecider).when(leave('teacher', 'upcoming', 3))).toEqual({
      refused: 'conflict: 该课次不支持老师请假',
    });
    expect(given(sessionDecider).when(leave('teacher', 'playing'))).toEqual({
      refused: 'conflict: 课次已开始，不能请假',
    });
    expect(given(sessionDecider).when(leave('teacher', 'completed'))).toEqual({
      refused: 'conflict: 课次已结束，不能请假',
    });
    expect(given(sessionDecider, [cancelled]).when(leave())).toEqual({ refused: 'conflict: 课次已取消' });
  });

  it('a cancelled session takes no handout', () => {
    expect(given(sessionDecider, [cancelled]).when(upload())).toEqual({ refused: 'conflict: 课次已取消' });
    expect(given(sessionDecider).when(upload(2, '讲义.pdf', 'cancelled'))).toEqual({
      refused: 'conflict: 课次已取消',
    });
  });

  it('evaluating students: teacher only, once the session is completed, once per student, remark 1 to 100', () => {
    expect(given(sessionDecider).when(evaluate(' 认真 '))).toEqual({
      events: [{ type: 'StudentEvaluated', data: { ...act(1), uid: 42, remark: '认真' } }],
    });
    const evaluated: SessionEvent = {
      type: 'StudentEvaluated',
      data: { ...act(1), uid: 42, remark: '认真' },
    };
    expect(given(sessionDecider, [evaluated]).when(evaluate('再评'))).toEqual({
      refused: 'conflict: 该学员已评价，不能重复评价',
    });
    expect(given(sessionDecider, [evaluated]).when(evaluate('评', 'teacher', 'completed', 43))).toMatchObject(
      { events: [{ data: { uid: 43 } }] },
    );
    expect(given(sessionDecider).when(evaluate('好', 'assistant'))).toEqual({
      refused: 'forbidden: 只有讲师可以评价学员',
    });
    expect(given(sessionDecider).when(evaluate('好', 'teacher', 'playing'))).toEqual({
      refused: 'conflict: 课次结束后才能评价',
    });
    expect(given(sessionDecider).when(evaluate(' '))).toEqual({ refused: 'invalid: 请输入评价内容' });
    expect(given(sessionDecider).when(evaluate('评'.repeat(101)))).toEqual({
      refused: 'invalid: 评价内容不能超过100个字',
    });
  });
});
