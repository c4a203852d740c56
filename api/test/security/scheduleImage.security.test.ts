import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../../src/classes/commands';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { startTestServer, type TestServer } from '../httpServer';
import { PNG } from './fixtures';

/**
 * Hostile schedule images (PUT stateschoolclass/{id}): a file is an image by its content, within
 * 5 MB, and a path names a file this product stores; anything else is refused and the class keeps
 * its image.
 */
let server: TestServer;
let token: string;

const scheduleOf = async () =>
  (
    await server.store.db
      .selectFrom('classes')
      .select('schedule_image')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
  ).schedule_image;
const putFile = (data: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new Blob([data]), name);
  return server.call('PUT', '/api/lector/stateschoolclass/1', { token, body: form });
};

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login(DEMO_ACCOUNTS.teacher);
});
afterAll(() => server.close());

describe('hostile schedule images', () => {
  it.each([
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'x.jpg'],
  ])('spoofed type: %s is refused by its content', async (_, data, name) => {
    const before = await scheduleOf();
    const res = await putFile(data, name);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(SCHEDULE_MESSAGES.badType);
    expect(await scheduleOf()).toBe(before);
  });

  it('an image over 5 MB is refused with 413 while it streams', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    const res = await putFile(big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe(SCHEDULE_MESSAGES.tooLarge);
  });

  it.each([
    'https://evil.example/a.png',
    'javascript:alert(1)',
    '/api/files/../../etc/passwd',
    `/api/files/${'a'.repeat(64)}.png?x=1`,
    `/api/files/${'a'.repeat(64)}.png`,
    '//evil.example/a.png',
    '<img src=x onerror=alert(1)>',
  ])('the path %s is refused (not a stored image)', async (path) => {
    const before = await scheduleOf();
    const res = await server.call('PUT', '/api/lector/stateschoolclass/1', {
      token,
      json: { schedule_image: path },
    });
    expect(res.status).toBe(400);
    expect(await scheduleOf()).toBe(before);
  });
});
