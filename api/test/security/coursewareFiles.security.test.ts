import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMp4, samplePdf } from '../../src/courseware/sampleFiles';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { type Answer, type SuiteServer, send, signIn, startSuiteServer } from '../suiteServer';
import { zipFile } from '../zipFile';
import { staffCall } from './fixtures';

/**
 * Hostile courseware files through REST and the files module (issue: courseware, "Done when"): a
 * renamed executable as .pdf, a 101 MB video, a zip bomb as .pptx, a path-traversal file name, an SVG
 * with a script and another class's file are refused or served safely; a range request on a video
 * answers 206. Demo class 1 is the demo teacher's; the peer teacher serves none of its classes.
 */
let server: SuiteServer;
let teacher: string;
let peer: string;

beforeAll(async () => {
  server = await startSuiteServer();
  teacher = await signIn(server.url, DEMO_ACCOUNTS.teacher);
  const db = server.api.store.db;
  const ofClass1 = db.selectFrom('class_staff').select('user_id').where('class_id', '=', 1);
  const other = await db
    .selectFrom('users as u')
    .innerJoin('class_staff as s', 's.user_id', 'u.id')
    .select('u.mobile')
    .where('u.role', '=', 'teacher')
    .where('u.id', 'not in', ofClass1)
    .executeTakeFirstOrThrow();
  peer = await signIn(server.url, other.mobile);
});
afterAll(() => server?.close());

const upload = (data: Buffer, name: string, wareType?: number): Promise<Answer> => {
  const form = new FormData();
  if (wareType) form.set('ware_type', String(wareType));
  form.set('file', new Blob([new Uint8Array(data)]), name);
  return send(`${server.url}/api/lector/courseWare/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacher}` },
    body: form,
  });
};
const leftovers = async () => readdir(path.join(server.filesDir, 'tmp')).catch(() => []);

describe('hostile courseware files', () => {
  it('a renamed executable as .pdf is refused by its content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 0x90)]);
    const res = await upload(exe, 'lesson.pdf', 1);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件类型不支持');
    expect(await leftovers()).toEqual([]);
  });

  it('a 101 MB video is refused with 413 while it streams, and nothing is kept', async () => {
    const res = await upload(Buffer.concat([sampleMp4(0), Buffer.alloc(101 * 1024 * 1024)]), 'big.mp4', 3);
    expect(res.status).toBe(413);
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it('a zip bomb as .pptx is refused by its unpacked size before it is inflated', async () => {
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.alloc(64 * 1024 * 1024) },
    ]);
    const res = await upload(bomb, 'deck.pptx', 1);
    expect(res.status).toBe(413);
  });

  it('a zip bomb that declares small sizes is caught while inflating', async () => {
    const liar = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect((await upload(liar, 'deck.pptx', 1)).status).toBe(400);
  });

  it('a path-traversal file name is only display text; the store names files by their hash', async () => {
    const res = await upload(samplePdf(['x']), '..\\..\\windows\\system32\\evil.pdf', 1);
    expect(res.status).toBe(200);
    expect(res.body.data.originalName).toBe('evil.pdf');
    expect(res.body.data.path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.pdf$/);
    const traversal = await send(`${server.url}/api/files/..%2f..%2fetc%2fpasswd`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    expect(traversal.status).toBe(404);
  });

  it('an SVG with a script is refused as courseware', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const res = await upload(svg, 'diagram.png', 1);
    expect(res.status).toBe(400);
  });

  it("another class's courseware: its preview, edit and removal answer 404 to a teacher outside the class", async () => {
    const up = await upload(samplePdf(['class 1 only']), 'private.pdf', 1);
    const added = await staffCall(server, teacher, 'POST', '/api/lector/stateschoolcourseware', {
      class_id: 1,
      ware_name: '本班讲义',
      classify_id: 1,
      ware_type: 1,
      ware_url: up.body.data.path,
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    const preview = await staffCall(
      server,
      peer,
      'GET',
      `/api/lector/courseWare/preview/info?fid=${up.body.data.fid}`,
    );
    expect(preview.status).toBe(404);
    expect((await staffCall(server, peer, 'DELETE', `/api/lector/stateschoolcourseware/${id}`)).status).toBe(
      404,
    );
    const stolen = await staffCall(server, peer, 'PUT', `/api/lector/stateschoolcourseware/${id}`, {
      ware_name: '改',
      classify_id: 1,
      ware_type: 1,
      ware_url: up.body.data.path,
    });
    expect(stolen.status).toBe(404);
  });

  it('a range request on a video answers 206 with the asked bytes, served inline with nosniff', async () => {
    const up = await upload(sampleMp4(64 * 1024), 'clip.mp4', 3);
    const res = await fetch(server.url + up.body.data.path, {
      headers: { authorization: `Bearer ${teacher}`, range: 'bytes=1000-1999' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 1000-1999\/\d+$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
  });
});
