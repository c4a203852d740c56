import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGE, maskError, restError } from './errors';

describe('error masking', () => {
  it('a bug in a resolver is answered with the generic message, without its text', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const located = new GraphQLError(bug.message, { originalError: bug, path: ['me'] });
    const formatted = maskError(
      { message: bug.message, path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      located,
    );
    expect(formatted).toEqual({
      message: GENERIC_MESSAGE,
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('an error the gateway made on purpose passes unchanged', () => {
    const made = restError(403, '无权访问该接口');
    const formatted = { message: made.message, extensions: { code: 'FORBIDDEN', status: 403 } };
    expect(maskError(formatted, made)).toBe(formatted);
  });
});

describe('refusal codes', () => {
  it('a refusal of the lifecycle carries its stable code beside the spec’s message', () => {
    expect(restError(409, '作业已撤回').extensions).toEqual({ code: 'HOMEWORK_RECALLED', status: 409 });
    expect(restError(409, '作业已截止，不能调整截止时间').extensions.code).toBe('DEADLINE_PASSED');
    expect(restError(409, '作业已截止，不能调整截止时间').message).toBe('作业已截止，不能调整截止时间');
  });

  it('a refusal without a code of its own keeps the code of its status', () => {
    expect(restError(400, '请选择截止时间').extensions.code).toBe('BAD_USER_INPUT');
    expect(restError(409, '当前没有可批改的作业').extensions.code).toBe('CONFLICT');
  });

  it('only a state or one-time-answer refusal names a refusal code: a 403 stays FORBIDDEN', () => {
    expect(restError(403, '作业已撤回').extensions.code).toBe('FORBIDDEN');
  });
});
