import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import type { AnswerKey } from './answerFormat';
import { evolveReport, initialReportState, type ReportEvent, type ReportState } from './report';
import { decideReport, type ReportFacts } from './reportDecider';

const NOW = 1_800_000_000;
const single: AnswerKey = { quesId: 11, quesType: 1, optionIds: [1, 2], rightIds: [1], score: 5 };
const multiple: AnswerKey = { quesId: 12, quesType: 3, optionIds: [1, 2, 3, 4], rightIds: [1, 3], score: 4 };
const essay: AnswerKey = { quesId: 13, quesType: 5, optionIds: [], rightIds: [], score: 10 };

const facts = (patch: Partial<ReportFacts> = {}): ReportFacts => ({
  reportId: 7,
  hwId: 3,
  classId: 1,
  uid: 42,
  endingTime: NOW + 3600,
  recalled: false,
  keys: [single, multiple, essay],
  ...patch,
});

const fold = (events: ReportEvent[], state = initialReportState()): ReportState =>
  events.reduce(evolveReport, state);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

const save = (answers: { quesId: number; userAnswer: string | object }[], f = facts(), now = NOW) =>
  ({ type: 'SaveAnswers', data: { facts: f, answers, now } }) as const;
const submit = (f = facts(), now = NOW + 900) => ({ type: 'SubmitReport', data: { facts: f, now } }) as const;

describe('report decider', () => {
  it('saves answers in their stored form: option ids ascending, subjective JSON sanitised', () => {
    const events = decideReport(
      save([
        { quesId: 12, userAnswer: '3,1' },
        { quesId: 13, userAnswer: { content: '<b onclick="x()">答</b>', images: [] } },
      ]),
      initialReportState(),
    );
    expect(events).toEqual([
      {
        type: 'ReportAnswersSaved',
        data: {
          reportId: 7,
          hwId: 3,
          classId: 1,
          uid: 42,
          at: NOW,
          answers: [
            { quesId: 12, userAnswer: '1,3' },
            { quesId: 13, userAnswer: JSON.stringify({ content: '<b>答</b>', images: [] }) },
          ],
        },
      },
    ]);
  });

  it('marks objective questions at submit, with no partial credit; the subjective one is pending', () => {
    const state = fold(
      decideReport(
        save([
          { quesId: 11, userAnswer: '1' },
          { quesId: 12, userAnswer: '1' },
          { quesId: 13, userAnswer: '{"content":"<p>答</p>","images":[]}' },
        ]),
        initialReportState(),
      ),
    );
    const [event] = decideReport(submit(), state);
    expect(event).toMatchObject({
      type: 'ReportSubmitted',
      data: {
        status: 2,
        objectiveScore: 5,
        answerTime: 900,
        answers: [
          { quesId: 11, result: 1, score: 5 },
          { quesId: 12, result: 2, score: 0 },
          { quesId: 13, result: 4, score: null },
        ],
      },
    });
  });

  it('an empty subjective answer is no answer; unanswered questions earn nothing', () => {
    const state = fold(
      decideReport(
        save([{ quesId: 13, userAnswer: { content: '<p><br></p>', images: [] } }]),
        initialReportState(),
      ),
    );
    const [event] = decideReport(submit(), state);
    expect(event?.type === 'ReportSubmitted' && event.data.answers.map((a) => a.result)).toEqual([3, 3, 3]);
  });

  it('a homework with no subjective question is graded at submit', () => {
    const [event] = decideReport(submit(facts({ keys: [single, multiple] })), initialReportState());
    expect(event).toMatchObject({ data: { status: 3, answerTime: 0 } });
  });

  it('refused at the deadline, twice, and once recalled, with the kind of each refusal', () => {
    const late = facts({ endingTime: NOW });
    expect(refusal(() => decideReport(save([], late), initialReportState()))).toEqual({
      kind: 'conflict',
      message: '作业已截止，不能作答',
    });
    expect(refusal(() => decideReport(submit(late), initialReportState()))).toEqual({
      kind: 'conflict',
      message: '作业已截止，不能提交',
    });
    const submitted = fold(decideReport(submit(), initialReportState()));
    expect(refusal(() => decideReport(submit(), submitted)).message).toBe('作业已提交，请勿重复提交');
    expect(refusal(() => decideReport(submit(facts({ recalled: true })), initialReportState())).message).toBe(
      '作业已撤回',
    );
  });

  it('answers must fit their question', () => {
    const cases: [{ quesId: number; userAnswer: string | object }, string][] = [
      [{ quesId: 99, userAnswer: '1' }, '题目不存在'],
      [{ quesId: 11, userAnswer: '1,2' }, '只能选择一个答案'],
      [{ quesId: 12, userAnswer: '1,1' }, '答案选项不正确'],
      [{ quesId: 12, userAnswer: 'A' }, '答案选项不正确'],
      [{ quesId: 13, userAnswer: '[1]' }, '答案格式不正确'],
      [
        {
          quesId: 13,
          userAnswer: {
            content: '',
            images: Array(10).fill(
              '/api/files/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
            ),
          },
        },
        '图片最多9张',
      ],
      [{ quesId: 13, userAnswer: { content: '', images: ['/api/files/../secret.png'] } }, '图片地址不正确'],
    ];
    for (const [answer, message] of cases) {
      expect(refusal(() => decideReport(save([answer]), initialReportState()))).toEqual({
        kind: 'invalid',
        message,
      });
    }
  });
});
