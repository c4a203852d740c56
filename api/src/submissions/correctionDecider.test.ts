import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { correctionDecider } from './corrections';

const NOW = 1_800_000_000;
const report = (type: number | undefined, errorMsg: string | undefined) =>
  ({ type: 'ReportCorrection', data: { uid: 42, quesId: 7, type, errorMsg, now: NOW } }) as const;

describe('correction decider (POST /api/app/myExam/correction: ques_id, type, error_msg)', () => {
  it('a correction is recorded with its text trimmed', () => {
    expect(given(correctionDecider).when(report(2, '  选项B有误 '))).toEqual({
      events: [
        {
          type: 'QuestionCorrectionReported',
          data: { uid: 42, quesId: 7, type: 2, errorMsg: '选项B有误', at: NOW },
        },
      ],
    });
  });

  it('请选择纠错类型 when the type is missing or unknown', () => {
    expect(given(correctionDecider).when(report(undefined, '有误'))).toEqual({
      refused: 'invalid: 请选择纠错类型',
    });
    expect(given(correctionDecider).when(report(9, '有误'))).toEqual({ refused: 'invalid: 请选择纠错类型' });
  });

  it('请输入纠错内容 when the text is missing or blank; at most 500 characters', () => {
    expect(given(correctionDecider).when(report(1, undefined))).toEqual({
      refused: 'invalid: 请输入纠错内容',
    });
    expect(given(correctionDecider).when(report(1, '   '))).toEqual({ refused: 'invalid: 请输入纠错内容' });
    expect(given(correctionDecider).when(report(1, '错'.repeat(501)))).toEqual({
      refused: 'invalid: 纠错内容不能超过500个字',
    });
    expect(given(correctionDecider).when(report(1, '错'.repeat(500)))).toMatchObject({
      events: [{ type: 'QuestionCorrectionReported' }],
    });
  });
});
