import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createLoaders } from './loaders';
import type { StaffClient } from './upstream';

/** A staff client that answers `ques/show/{id}` and records each call. */
function fakeStaff() {
  const calls: string[] = [];
  const staff = {
    request: async (_method: string, path: string) => {
      calls.push(path);
      const id = Number(path.split('/').at(-1));
      if (id === 404) throw new GraphQLError('题目不存在', { extensions: { code: 'NOT_FOUND' } });
      return [{ id, ques_stem: `题${id}` }];
    },
  } as unknown as StaffClient;
  return { calls, staff };
}

describe('per-request loaders', () => {
  it('one request asks for each question once, however many fields name it', async () => {
    const { calls, staff } = fakeStaff();
    const loaders = createLoaders(() => staff);
    const [a, b, c] = await Promise.all([
      loaders.question.load('1'),
      loaders.question.load('2'),
      loaders.question.load('1'),
    ]);
    expect([a?.id, b?.id, c?.id]).toEqual([1, 2, 1]);
    await loaders.question.load('2');
    expect(calls).toEqual(['/ques/show/1', '/ques/show/2']);
  });

  it('a refusal reaches only the load that asked, and a cleared question is asked again', async () => {
    const { calls, staff } = fakeStaff();
    const loaders = createLoaders(() => staff);
    await expect(loaders.question.load('404')).rejects.toThrow('题目不存在');
    await loaders.question.load('3');
    loaders.question.clear('3');
    await loaders.question.load('3');
    expect(calls).toEqual(['/ques/show/404', '/ques/show/3', '/ques/show/3']);
  });

  it('each request has its own loaders: nothing is shared between callers', async () => {
    const { calls, staff } = fakeStaff();
    await createLoaders(() => staff).question.load('5');
    await createLoaders(() => staff).question.load('5');
    expect(calls).toEqual(['/ques/show/5', '/ques/show/5']);
  });
});
