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
