import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { sniff } from './contentType';
import { isFileUrl } from './fileUrl';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let teacher: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'files-'));
  process.env.FILES_DIR = dir;
  server = await startTestServer();
  teacher = await server.login(DEMO_ACCOUNTS.teacher);
});
afterAll(async () => {
  await server.close();
  delete process.env.FILES_DIR;
  await rm(dir, { recursive: true, force: true });
});

const upload = (data: Buffer, name: string, token = teacher) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)]), name);
  return server.call('POST', '/api/lector/public/file', { token, body: form });
};

describe('the files module', () => {
  it('stores an upload under the hash of its bytes, typed by content, and answers its path', async () => {
    const first = await upload(PNG, 'photo.jpg');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      originalName: 'photo.jpg',
      path: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}\.png$/),
    });
    expect((await upload(PNG, 'again.png')).body.data.path).toBe(first.body.data.path);
  });

  it('a file whose bytes are not a kept image is refused whatever its name says', async () => {
    const res = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image.png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件类型不支持');
  });

  it('an upload over the cap is refused with 413 while it is read, and nothing is left on disk', async () => {
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]), 'big.png');
    expect(res.status).toBe(413);
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('uploads need a session and a header a page cannot send; multipart elsewhere is refused unread', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    expect((await server.call('POST', '/api/lector/public/file', { body: form })).status).toBe(401);
    const cookieOnly = await server.call('POST', '/api/lector/public/file', {
      body: form,
      headers: { cookie: `sid=${teacher}` },
    });
    expect(cookieOnly.status).toBe(403);
    const elsewhere = await server.call('POST', '/api/lector/ques/add', { token: teacher, body: form });
    expect(elsewhere.body).toEqual({ code: 400, msg: '上传内容不正确', data: null });
  });

  it('serves a file to signed-in users only, with its type, nosniff, Content-Disposition and ranges', async () => {
    const { path: url } = (await upload(PNG, 'a.png')).body.data;
    expect((await fetch(server.url + url)).status).toBe(401);
    const auth = { authorization: `Bearer ${teacher}` };
    const whole = await fetch(server.url + url, { headers: auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline; filename="[0-9a-f]{64}\.png"$/);
    const part = await fetch(server.url + url, { headers: { ...auth, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PNG.subarray(0, 8));
    const missing = await fetch(`${server.url}/api/files/${'0'.repeat(64)}.png`, { headers: auth });
    expect(missing.status).toBe(404);
  });

  it('an image pasted into rich text is moved into the files module', async () => {
    const res = await server.call('POST', '/api/lector/ques/add', {
      token: teacher,
      json: {
        ques_type: 5,
        ques_stem: `<p>看图<img src="data:image/png;base64,${PNG.toString('base64')}"></p>`,
        right_answer: '<p>答</p>',
        facility_value: 1,
      },
    });
    expect(res.status).toBe(200);
    const [q] = (await server.call('GET', `/api/lector/ques/show/${res.body.data.id}`, { token: teacher }))
      .body.data;
    const src = /src="([^"]+)"/.exec(q.ques_stem)?.[1] ?? '';
    expect(isFileUrl(src)).toBe(true);
  });

  it('tells kinds by their first bytes', () => {
    expect(sniff(PNG)).toBe('png');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniff(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniff(Buffer.from('<svg'))).toBeUndefined();
    expect(isFileUrl(`/api/files/${'a'.repeat(64)}.png`)).toBe(true);
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'))).toBe('svg');
    expect(sniff(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(isFileUrl(`/api/files/${'a'.repeat(64)}.svg`)).toBe(true);
    expect(isFileUrl(`/api/files/${'a'.repeat(64)}.html`)).toBe(false);
    expect(isFileUrl('/api/files/../lector/hw/withdraw/1')).toBe(false);
  });
});
