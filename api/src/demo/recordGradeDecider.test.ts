import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { ReportEvent, ReportGraded } from '../submissions/report';
import { recordGradeDecider } from './grades';

const NOW = 1_800_000_000;
const ref = { reportId: 7, hwId: 3, classId: 1, uid: 42 };
const grade: ReportGraded = {
  ...ref,
  answers: [{ quesId: 13, userAnswer: '答', result: 1, score: 10 }],
  totalScore: 10,
  rate: null,
  comment: '',
  graderUid: 1,
  graderRole: 'teacher',
  at: NOW,
};
const submitted: ReportEvent = {
  type: 'ReportSubmitted',
  data: {
    ...ref,
    answers: [{ quesId: 13, userAnswer: '答', result: 4, score: null }],
    status: 2,
    objectiveScore: 0,
    at: NOW,
    answerTime: 60,
  },
};

describe("the demo school's grades", () => {
  it('a submitted report takes the grade as it is', () => {
    expect(given(recordGradeDecider, [submitted]).when(grade)).toEqual({
      events: [{ type: 'ReportGraded', data: grade }],
    });
  });

  it('a report not submitted is a fault of the generator, not a refusal a user sees', () => {
    expect(() => given(recordGradeDecider).when(grade)).toThrow('report 7 is not submitted');
  });
});
