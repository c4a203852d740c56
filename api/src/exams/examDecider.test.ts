import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { ExamContent, ExamEvent, PaperQuestion } from './exam';
import { type ExamCommand, examDecider } from './examDecider';

const NOW = 1_800_000_000;
const owner = { id: '1', canDispatch: true };
const question = { question_id: 1, ques_type: 1, score: 10 } as PaperQuestion;
const content = (questions: PaperQuestion[] = [question]): ExamContent => ({
  name: '期中考试',
  classifyId: 1,
  classifyName: '数学',
  sections: [{ name: '一', introduce: '', questions }],
  score: 10,
  passScore: 6,
  limitTime: 3600,
  timeType: 2,
  startTime: 0,
  endTime: 0,
  testNum: 1,
  classIds: [1],
  schoolId: 1,
});
const drafted = (questions?: PaperQuestion[]): ExamEvent => ({
  type: 'ExamDrafted',
  data: { id: 9, content: content(questions), creator: { id: 1, role: 'teacher', name: '王老师' }, at: NOW },
});
const published: ExamEvent = { type: 'ExamPublished', data: { id: 9, by: 1, at: NOW } };
const closed: ExamEvent = { type: 'ExamClosed', data: { id: 9, by: 1, at: NOW } };
const edit = (actor = owner, questions?: PaperQuestion[]): ExamCommand => ({
  type: 'EditExam',
  data: { content: content(questions), actor, now: NOW + 1 },
});
const publish = (actor = owner): ExamCommand => ({ type: 'PublishExam', data: { actor, now: NOW + 2 } });
const close = (actor = owner): ExamCommand => ({ type: 'CloseExam', data: { actor, now: NOW + 3 } });

describe('exam decider', () => {
  it('drafting needs canDispatch: 没有发布考试的权限; an exam is drafted once', () => {
    const draft = (actor = owner): ExamCommand => ({
      type: 'DraftExam',
      data: { exam: (drafted() as Extract<ExamEvent, { type: 'ExamDrafted' }>).data, actor },
    });
    expect(given(examDecider).when(draft())).toEqual({ events: [drafted()] });
    expect(given(examDecider).when(draft({ id: '1', canDispatch: false }))).toEqual({
      refused: 'forbidden: 没有发布考试的权限',
    });
    expect(given(examDecider, [drafted()]).when(draft())).toEqual({ refused: 'conflict: 考试已存在' });
  });

  it('a command on an exam that does not exist is not found', () => {
    expect(given(examDecider).when(publish())).toMatchObject({
      refused: expect.stringMatching(/^not_found: /),
    });
  });

  it('a draft is edited by its owner only: 只能操作自己创建的考试', () => {
    expect(given(examDecider, [drafted()]).when(edit())).toEqual({
      events: [{ type: 'ExamEdited', data: { id: 9, content: content(), by: 1, at: NOW + 1 } }],
    });
    expect(given(examDecider, [drafted()]).when(edit({ id: '2', canDispatch: true }))).toEqual({
      refused: 'forbidden: 只能操作自己创建的考试',
    });
  });

  it('publishing needs questions (请添加试题), counted after the latest edit', () => {
    expect(given(examDecider, [drafted([])]).when(publish())).toEqual({ refused: 'invalid: 请添加试题' });
    expect(given(examDecider, [drafted()]).when(publish())).toEqual({
      events: [{ type: 'ExamPublished', data: { id: 9, by: 1, at: NOW + 2 } }],
    });
    const emptied: ExamEvent = { type: 'ExamEdited', data: { id: 9, content: content([]), by: 1, at: NOW } };
    expect(given(examDecider, [drafted(), emptied]).when(publish())).toEqual({
      refused: 'invalid: 请添加试题',
    });
  });

  it('a published exam keeps its questions (考试已发布，不能修改试题) and is published once', () => {
    expect(given(examDecider, [drafted(), published]).when(edit())).toEqual({
      refused: 'conflict: 考试已发布，不能修改试题',
    });
    expect(given(examDecider, [drafted(), published]).when(publish())).toMatchObject({
      refused: expect.stringMatching(/考试已发布$/),
    });
  });

  it('only a published exam closes (考试未发布); closing is irreversible (考试已关闭)', () => {
    expect(given(examDecider, [drafted()]).when(close())).toMatchObject({
      refused: expect.stringMatching(/考试未发布$/),
    });
    expect(given(examDecider, [drafted(), published]).when(close())).toEqual({
      events: [{ type: 'ExamClosed', data: { id: 9, by: 1, at: NOW + 3 } }],
    });
    for (const command of [edit(), publish(), close()]) {
      expect(given(examDecider, [drafted(), published, closed]).when(command)).toMatchObject({
        refused: expect.stringMatching(/考试已关闭$/),
      });
    }
  });

  it('someone else may not close it, nor one without canDispatch', () => {
    expect(given(examDecider, [drafted(), published]).when(close({ id: '2', canDispatch: true }))).toEqual({
      refused: 'forbidden: 只能操作自己创建的考试',
    });
    expect(given(examDecider, [drafted(), published]).when(close({ id: '1', canDispatch: false }))).toEqual({
      refused: 'forbidden: 没有发布考试的权限',
    });
  });
});

describe('released grades: an exam whose results the teacher releases', () => {
  const manual: ExamEvent = {
    type: 'ExamDrafted',
    data: {
      id: 9,
      content: { ...content(), classIds: [1, 4], releaseMode: 2 },
      creator: { id: 1, role: 'teacher', name: '王老师' },
      at: NOW,
    },
  };
  const release = (classIds: number[]): ExamCommand => ({
    type: 'ReleaseExamResults',
    data: { classIds, actor: owner, now: NOW + 60 },
  });

  it('given a published exam with release_mode 2, when a class is released, then ExamResultsReleased names it; again is refused', () => {
    expect(given(examDecider, [manual, published]).when(release([4]))).toEqual({
      events: [{ type: 'ExamResultsReleased', data: { id: 9, classIds: [4], by: 1, at: NOW + 60 } }],
    });
    const past: ExamEvent[] = [
      manual,
      published,
      { type: 'ExamResultsReleased', data: { id: 9, classIds: [4], by: 1, at: NOW } },
    ];
    expect(given(examDecider, past).when(release([1, 4]))).toEqual({
      events: [{ type: 'ExamResultsReleased', data: { id: 9, classIds: [1], by: 1, at: NOW + 60 } }],
    });
    expect(given(examDecider, past).when(release([4]))).toEqual({
      refused: 'conflict: 成绩已发布，请勿重复发布',
    });
  });

  it('a closed exam may be released; a draft has reached nobody: 考试未发布', () => {
    expect(given(examDecider, [manual, published, closed]).when(release([1]))).toMatchObject({
      events: [{ type: 'ExamResultsReleased' }],
    });
    expect(given(examDecider, [manual]).when(release([1]))).toEqual({ refused: 'conflict: 考试未发布' });
  });

  it('automatic release (the default, and exams saved before it) is refused; a class not of the exam is not found', () => {
    expect(given(examDecider, [drafted(), published]).when(release([1]))).toEqual({
      refused: 'conflict: 该考试成绩自动发布，无需手动发布',
    });
    expect(given(examDecider, [manual, published]).when(release([3]))).toEqual({
      refused: 'not_found: 考试不存在',
    });
  });
});
