import { describe, expect, it } from 'vitest';
import {
  clampBatchScore,
  type PublishForm,
  publishFormRefusal,
  publishInfoRefusals,
  sanitizeNumericInput,
} from './publishRules';

const NOW = 1_800_000_000;
const valid: PublishForm = {
  course_basis_id: 1,
  type: 1,
  name: '第一次作业',
  ending_time: NOW + 86_400,
  is_set_score: 2,
  publish_scope: 1,
  question: [{ id: 1, score: 5 }],
};
const facts = { now: NOW, hasChildCourses: true };
const refusal = (patch: Partial<PublishForm>, f = facts) => publishFormRefusal({ ...valid, ...patch }, f);

describe('publish form rules', () => {
  it('a complete form passes', () => {
    expect(refusal({})).toBeUndefined();
  });

  it.each([
    ['course: 请选择课程', { course_basis_id: undefined }, '请选择课程'],
    ['type required', { type: undefined }, '请选择'],
    ['type 2 needs a period', { type: 2 }, '请选择'],
    ['name required', { name: '  ' }, '请输入'],
    ['name at most 20', { name: '一'.repeat(21) }, '作业名称不能超过20个字'],
    ['remark at most 200', { remark: '字'.repeat(201) }, '备注不能超过200个字'],
    ['ending time required', { ending_time: undefined }, '请选择'],
    ['ending time not before yesterday', { ending_time: NOW - 86_401 }, '截止时间不能早于昨天'],
    ['score option required', { is_set_score: undefined }, '请选择'],
    ['publish scope required', { publish_scope: 4 }, '请选择'],
    ['specified child courses need a choice', { publish_scope: 2, child_course_basis_ids: [] }, '请选择'],
    ['arrange_id required when arrange_type is 4', { arrange_type: 4 }, '请选择'],
    ['no questions: 请选择题目', { question: [] }, '请选择题目'],
    ['per-question score 1 to 100', { question: [{ id: 1, score: 101 }] }, '每题分值为1-100分'],
    [
      'sub-question scores too',
      { question: [{ id: 1, ques_item: [{ id: 2, score: 0 }] }] },
      '每题分值为1-100分',
    ],
  ])('%s', (_rule, patch, message) => {
    expect(refusal(patch as Partial<PublishForm>)).toBe(message);
  });

  it('a name of exactly 20 characters and a remark of 200 pass', () => {
    expect(refusal({ name: '一'.repeat(20), remark: '字'.repeat(200) })).toBeUndefined();
  });

  it('scores are not checked when scoring is off', () => {
    expect(refusal({ is_set_score: 1, question: [{ id: 1 }] })).toBeUndefined();
  });

  it('a course without child courses: 暂无子课程 unless publishing to the current course only', () => {
    expect(refusal({}, { now: NOW, hasChildCourses: false })).toBe('暂无子课程');
    expect(refusal({ publish_scope: 3 }, { now: NOW, hasChildCourses: false })).toBeUndefined();
  });

  it('arrange mode needs no publish scope; arrange_type 1 to 3 need no arrange_id', () => {
    expect(refusal({ publish_scope: undefined, arrange_type: 2 })).toBeUndefined();
    expect(refusal({ publish_scope: undefined, arrange_type: 4, arrange_id: 7 })).toBeUndefined();
  });

  it('every failing field is listed, for the messages beside the fields', () => {
    expect(publishInfoRefusals({}, facts).map((r) => r.field)).toEqual([
      'course_basis_id',
      'type',
      'name',
      'ending_time',
      'is_set_score',
      'publish_scope',
    ]);
  });
});

describe('numbers', () => {
  it('the batch-score dialog clamps to 1 to 100 with one decimal', () => {
    expect(clampBatchScore(0)).toBe(1);
    expect(clampBatchScore(250)).toBe(100);
    expect(clampBatchScore(2.46)).toBe(2.5);
    expect(clampBatchScore(Number.NaN)).toBe(1);
  });

  it('numeric keyboard input: digits, one point, two decimals, no leading zeros, clamped to max', () => {
    expect(sanitizeNumericInput('007', 100)).toBe('7');
    expect(sanitizeNumericInput('1.2.3', 100)).toBe('1.23');
    expect(sanitizeNumericInput('3.14159', 100)).toBe('3.14');
    expect(sanitizeNumericInput('abc12', 100)).toBe('12');
    expect(sanitizeNumericInput('.5', 100)).toBe('0.5');
    expect(sanitizeNumericInput('250', 100)).toBe('100');
  });
});
