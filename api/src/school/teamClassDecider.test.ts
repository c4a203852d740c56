import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import {
  type TeamClassCommand,
  type TeamClassEvent,
  type TeamClassOpened,
  teamClassDecider,
} from './teamClass';

const NOW = 1_800_000_000;
const opened: TeamClassOpened = {
  id: 1,
  className: '数学班课',
  campusId: 1,
  gradeId: 1,
  classifyId: 1,
  subjectId: 1,
  teacherId: 1,
  assistantId: 2,
  teachingMode: 2,
  roomId: 1,
  startTime: NOW,
  remarks: '',
  openedAt: NOW,
};
const open = (patch: Partial<TeamClassOpened> = {}): TeamClassCommand => ({
  type: 'OpenTeamClass',
  data: { ...opened, ...patch },
});
const teamClassOpened: TeamClassEvent = { type: 'TeamClassOpened', data: opened };
const joining = { teamClassId: 1, uid: 42, at: NOW };
const joined: TeamClassEvent = { type: 'TeamClassStudentJoined', data: joining };
const time = { id: 3, teamClassId: 1, teacherId: 1, arrangeTime: NOW, timeName: '第1次课' };
const scheduled: TeamClassEvent = { type: 'LessonTimeScheduled', data: time };

describe('team class decider', () => {
  it('a team class is opened once (班课已存在) with a name (请输入班级名称)', () => {
    expect(given(teamClassDecider).when(open())).toEqual({ events: [teamClassOpened] });
    expect(given(teamClassDecider, [teamClassOpened]).when(open())).toEqual({
      refused: 'conflict: 班课已存在',
    });
    expect(given(teamClassDecider).when(open({ className: '' }))).toEqual({
      refused: 'invalid: 请输入班级名称',
    });
  });

  it('a student joins once (学员已在班课中); a lesson time is scheduled once (课次已存在)', () => {
    expect(given(teamClassDecider, [teamClassOpened]).when({ type: 'JoinTeamClass', data: joining })).toEqual(
      { events: [joined] },
    );
    expect(
      given(teamClassDecider, [teamClassOpened, joined]).when({ type: 'JoinTeamClass', data: joining }),
    ).toEqual({
      refused: 'conflict: 学员已在班课中',
    });
    expect(
      given(teamClassDecider, [teamClassOpened]).when({ type: 'ScheduleLessonTime', data: time }),
    ).toEqual({
      events: [scheduled],
    });
    expect(
      given(teamClassDecider, [teamClassOpened, scheduled]).when({ type: 'ScheduleLessonTime', data: time }),
    ).toEqual({
      refused: 'conflict: 课次已存在',
    });
  });

  it('a command on a team class that does not exist is not found', () => {
    expect(given(teamClassDecider).when({ type: 'JoinTeamClass', data: joining })).toMatchObject({
      refused: expect.stringMatching(/^not_found: /),
    });
  });

  it('a name of blanks is no name (请输入班级名称)', () => {
    expect(given(teamClassDecider).when(open({ className: '   ' }))).toEqual({
      refused: 'invalid: 请输入班级名称',
    });
  });
});
