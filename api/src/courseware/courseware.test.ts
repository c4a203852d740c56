import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { zipFile } from '../../test/zipFile';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { sampleMp4, samplePdf, sampleWav } from './sampleFiles';

/**
 * Courseware over HTTP on the demo school: demo class 1 is the demo teacher's (and the demo
 * assistant's); lesson time 1 belongs to team class 1, taught by the demo teacher and assisted by the
 * demo assistant. The demo school seeds a library, three courseware in class 1 and one on session 1.
 */
let server: TestServer;
let dir: string;
const tokens: Record<string, string> = {};
let otherClass: number;
let otherSession: number;

type Who = 'teacher' | 'assistant' | 'other';
const lector = (who: Who, method: string, p: string, json?: unknown) =>
  server.call(method, `/api/lector${p}`, {
    token: tokens[who] as string,
    ...(json === undefined ? {} : { json }),
  });
const assistants = (method: string, p: string, json?: unknown) =>
  server.call(method, `/api/assistants${p}`, {
    token: tokens.assistant as string,
    ...(json === undefined ? {} : { json }),
  });

const upload = (data: Buffer, name: string, fields: Record<string, string> = {}, who: Who = 'teacher') => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(data)]), name);
  const prefix = who === 'assistant' ? 'assistants' : 'lector';
  return server.call('POST', `/api/${prefix}/courseWare/upload`, {
    token: tokens[who] as string,
    body: form,
  });
};

const pdf = samplePdf(['Unit 2', 'Fractions']);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'courseware-'));
  process.env.FILES_DIR = dir;
  server = await startTestServer();
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  const db = server.store.db;
  const me = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', DEMO_ACCOUNTS.teacher)
    .executeTakeFirstOrThrow();
  const mine = (
    await db.selectFrom('class_staff').select('class_id').where('user_id', '=', me.id).execute()
  ).map((r) => Number(r.class_id));
  otherClass = Number(
    (await db.selectFrom('classes').select('id').where('id', 'not in', mine).executeTakeFirstOrThrow()).id,
  );
  // A teacher of neither class 1 nor team class 1.
  const ofClass1 = db.selectFrom('class_staff').select('user_id').where('class_id', '=', 1);
  const other = await db
    .selectFrom('users as u')
    .innerJoin('class_staff as s', 's.user_id', 'u.id')
    .select('u.mobile')
    .where('u.role', '=', 'teacher')
    .where('u.id', 'not in', ofClass1)
    .where('u.id', 'not in', db.selectFrom('team_classes').select('teacher_id').where('id', '=', 1))
    .executeTakeFirstOrThrow();
  tokens.other = await server.login(other.mobile);
  const session = await db
    .selectFrom('lesson_times as l')
    .innerJoin('team_classes as t', 't.id', 'l.team_class_id')
    .select('l.id')
    .where('t.teacher_id', '!=', me.id)
    .where('t.assistant_id', '!=', me.id)
    .executeTakeFirstOrThrow();
  otherSession = Number(session.id);
});
afterAll(async () => {
  await server.close();
  delete process.env.FILES_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('courseware files', () => {
  it('a PDF is told by its content and answered with its path, fid and size', async () => {
    const res = await upload(pdf, 'unit2.pdf', { ware_type: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      originalName: 'unit2.pdf',
      path: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}\.pdf$/),
      fid: expect.stringMatching(/^[0-9a-f]{64}\.pdf$/),
      ext: 'pdf',
      size: pdf.length,
    });
  });

  it('a renamed executable as .pdf is refused, and nothing is left on disk', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]);
    const res = await upload(exe, 'lesson.pdf');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件类型不支持');
    expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('a zip bomb named .pptx is refused by its unpacked size', async () => {
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.alloc(20 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await upload(bomb, 'lesson.pptx', { ware_type: '2' });
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('压缩包解压后过大，请精简后再上传');
  });

  it('an archive that lies about its unpacked size is refused when it is read', async () => {
    const liar = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.alloc(3 * 1024 * 1024), declaredSize: 1000 },
    ]);
    const res = await upload(liar, 'lesson.pptx');
    expect(res.status).toBe(400);
  });

  it('a zip holding a presentation is a pptx whatever its name; a plain zip is a zip', async () => {
    const pptx = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
    ]);
    expect((await upload(pptx, 'slides.zip')).body.data.ext).toBe('pptx');
    const plain = zipFile([{ name: 'index.html', data: Buffer.from('<p>动画</p>') }]);
    expect((await upload(plain, 'animation.pptx')).body.data.ext).toBe('zip');
    const climbing = zipFile([{ name: '../../etc/passwd', data: Buffer.from('x') }]);
    expect((await upload(climbing, 'animation.zip')).status).toBe(400);
  });

  it('an SVG with a script is no courseware kind; a type refuses formats it does not take', async () => {
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
    );
    expect(svg.status).toBe(400);
    const wav = await upload(sampleWav(0.1), 'tone.wav', { ware_type: '1' });
    expect(wav.status).toBe(400);
    expect(wav.body.msg).toBe('普通课件仅支持 ppt、pptx、doc、docx、jpg、jpeg、pdf、png、gif 格式');
  });

  it('a path-traversal file name is kept only as harmless display text', async () => {
    const res = await upload(pdf, '../../../etc/<b>passwd</b>.pdf');
    expect(res.status).toBe(200);
    // No folder and no markup survive (multipart readers keep only the part after the last slash).
    expect(res.body.data.originalName).not.toMatch(/[/\\<]|\.\./);
    expect(res.body.data.originalName).toMatch(/\.pdf$/);
    expect(res.body.data.path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.pdf$/);
  });

  it('a video answers byte ranges (206) and opens inline; office files download', async () => {
    const up = await upload(sampleMp4(4096), 'clip.mp4', { ware_type: '3' });
    expect(up.body.data.ext).toBe('mp4');
    const res = await fetch(server.url + up.body.data.path, {
      headers: { authorization: `Bearer ${tokens.teacher}`, range: 'bytes=0-99' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
    const pptx = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'ppt/presentation.xml', data: Buffer.from('<p:presentation/>') },
    ]);
    const office = await upload(pptx, 'deck.pptx');
    const got = await fetch(server.url + office.body.data.path, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(got.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  // One byte past a cap is refused by the multipart reader itself (api/src/http/multipart.test.ts).
  it('a video of exactly 100 MB is admitted', async () => {
    const limit = 100 * 1024 * 1024;
    const exact = sampleMp4(limit - sampleMp4(0).length);
    expect(exact.length).toBe(limit);
    const ok = await upload(exact, 'exact.mp4', { ware_type: '3' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ ext: 'mp4', size: limit });
  }, 120_000);

  it('a file over 100 MB is refused with 413 while it is read', async () => {
    const big = Buffer.concat([sampleMp4(0), Buffer.alloc(101 * 1024 * 1024)]);
    const res = await upload(big, 'big.mp4', { ware_type: '3' });
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('课件文件不能超过100MB');
  }, 60_000);
});

describe('the class courseware tab', () => {
  const addPdf = async (fields: Record<string, unknown>, who: Who = 'teacher') => {
    const up = await upload(pdf, 'unit2.pdf');
    return lector(who, 'POST', '/stateschoolcourseware', {
      class_id: 1,
      ware_name: '第二单元讲义',
      classify_id: 1,
      ware_type: 1,
      ware_filename: up.body.data.originalName,
      ware_url: up.body.data.path,
      ware_desc: '课前预习',
      ...fields,
    });
  };

  it('adds an uploaded courseware (is_sync defaults to 2) and lists it newest first', async () => {
    const res = await addPdf({});
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('添加成功');
    expect(res.body.data).toMatchObject({
      ware_name: '第二单元讲义',
      is_sync: 2,
      class_id: 1,
      classify_name: '课堂讲义',
    });
    const list = await lector('teacher', 'GET', '/stateschoolcourseware?class_id=1');
    expect(list.body.data.list[0].id).toBe(res.body.data.id);
    expect(list.body.data.list[0].abilities.edit.allowed).toBe(true);
    const viaAssistant = await assistants('GET', '/stateschoolcourseware?class_id=1');
    expect(viaAssistant.body.data.total).toBe(list.body.data.total);
  });

  it('the dialog rules: name required and at most 255, category, type, file, type formats', async () => {
    expect((await addPdf({ ware_name: ' ' })).body.msg).toBe('请输入');
    expect((await addPdf({ ware_name: '课'.repeat(256) })).body.msg).toBe('课件名称不能超过255个字');
    expect((await addPdf({ ware_name: '课'.repeat(255) })).status).toBe(200);
    expect((await addPdf({ classify_id: 0 })).body.msg).toBe('请选择');
    expect((await addPdf({ classify_id: 999 })).body.msg).toBe('课件分类不存在');
    expect((await addPdf({ ware_type: '' })).body.msg).toBe('请选择课件类型');
    expect((await addPdf({ ware_url: '' })).body.msg).toBe('请上传课件文件');
    const wrong = await addPdf({ ware_type: 3 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(
      '音视频课件仅支持 mp3、wav、wma、aac、flac、m4a、oga、opus、mp4、3gp、mpg、mpeg、3g2、avi、flv、wmv、h264、m4v、mj2、mov、ogg、ogv、rm、rmvb、qt、webm 格式',
    );
    expect((await addPdf({ ware_url: `/api/files/${'0'.repeat(64)}.pdf` })).body.msg).toBe(
      '课件文件不存在，请重新上传',
    );
  });

  it('is_sync 1 shares it to the library too', async () => {
    const res = await addPdf({ ware_name: '共享讲义', is_sync: 1 });
    expect(res.body.data.ware_id).toBeGreaterThan(0);
    const library = await lector('other', 'GET', '/courseWare?ware_name=共享讲义');
    expect(library.body.data.list.map((r: any) => r.ware_id)).toEqual([res.body.data.ware_id]);
  });

  it('edits and removes; another class, or another teacher, hears 404', async () => {
    const added = (await addPdf({ ware_name: '待编辑' })).body.data;
    const edited = await lector('teacher', 'PUT', `/stateschoolcourseware/${added.id}`, {
      ware_name: '已编辑',
      classify_id: 2,
      ware_type: 1,
      ware_filename: added.ware_filename,
      ware_url: added.ware_url,
      ware_desc: '',
    });
    expect(edited.body).toMatchObject({ msg: '编辑成功', data: { ware_name: '已编辑', classify_id: 2 } });
    expect((await lector('other', 'DELETE', `/stateschoolcourseware/${added.id}`)).status).toBe(404);
    expect((await lector('other', 'GET', '/stateschoolcourseware?class_id=1')).status).toBe(404);
    expect((await addPdf({ class_id: otherClass })).status).toBe(404);
    const removed = await lector('teacher', 'DELETE', `/stateschoolcourseware/${added.id}`);
    expect(removed.body.msg).toBe('移除成功');
    expect((await lector('teacher', 'DELETE', `/stateschoolcourseware/${added.id}`)).status).toBe(404);
  });

  it('picks from the library: 请选择课件 without a choice, once per courseware', async () => {
    const none = await lector('teacher', 'POST', '/stateschoolcourseware/selectware', {
      class_id: 1,
      ware_ids: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择课件');
    const library = (await lector('teacher', 'GET', '/courseWare?limit=100&picked_class_id=1')).body.data
      .list;
    const fresh = library.filter((r: any) => r.picked === 0).map((r: any) => r.ware_id);
    const picked = await lector('teacher', 'POST', '/stateschoolcourseware/selectware', {
      class_id: 1,
      ware_ids: fresh.slice(0, 2),
    });
    expect(picked.status).toBe(200);
    expect(picked.body.data.map((r: any) => r.ware_id)).toEqual(fresh.slice(0, 2));
    const again = await lector('teacher', 'POST', '/stateschoolcourseware/selectware', {
      class_id: 1,
      ware_ids: fresh.slice(0, 2),
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('所选课件已全部添加');
    expect(
      (
        await lector('teacher', 'POST', '/stateschoolcourseware/selectware', {
          class_id: 1,
          ware_ids: [999999],
        })
      ).status,
    ).toBe(404);
  });
});

describe('the library and preview', () => {
  it('lists categories and filters the library by name, category (with children) and type', async () => {
    const tree = await lector('teacher', 'GET', '/courseWareClassify');
    expect(tree.body.data.find((c: any) => c.id === 5).children.map((c: any) => c.name)).toEqual([
      '听力音频',
      '教学视频',
    ]);
    const audio = await lector('teacher', 'GET', '/courseWare?classify_id=5');
    expect(audio.body.data.list.length).toBeGreaterThan(0);
    expect(audio.body.data.list.every((r: any) => r.ware_type === 3)).toBe(true);
    const named = await assistants('GET', '/courseWare?ware_name=听力');
    expect(named.body.data.list.every((r: any) => r.ware_name.includes('听力'))).toBe(true);
  });

  it('answers a preview URL for a courseware the caller may see, and 404 for one of another class', async () => {
    const library = (await lector('teacher', 'GET', '/courseWare?ware_type=1')).body.data.list;
    const info = await lector('other', 'GET', `/courseWare/preview/info?fid=${library[0].fid}`);
    expect(info.body.data).toMatchObject({ url: library[0].ware_url, preview: 1 });
    const up = await upload(samplePdf(['only class 1']), 'private.pdf');
    await lector('teacher', 'POST', '/stateschoolcourseware', {
      class_id: 1,
      ware_name: '仅本班',
      classify_id: 1,
      ware_type: 1,
      ware_url: up.body.data.path,
    });
    expect((await lector('teacher', 'GET', `/courseWare/preview/info?fid=${up.body.data.fid}`)).status).toBe(
      200,
    );
    const hidden = await lector('other', 'GET', `/courseWare/preview/info?fid=${up.body.data.fid}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('课件不存在');
  });
});

describe('session courseware', () => {
  it('adds from an upload (ware_info) and from the library (ware_id), lists and removes', async () => {
    const up = await upload(sampleWav(0.2), 'listen.wav');
    const added = await lector('teacher', 'POST', '/courseWare', {
      times_id: 1,
      ware_info: JSON.stringify({ ware_name: '课上听力', ware_type: 3, ware_url: up.body.data.path }),
    });
    expect(added.status).toBe(200);
    expect(added.body.data[0]).toMatchObject({ times_id: 1, times_type: 1, is_sync: 2, ware_type: 3 });
    const library = (await lector('teacher', 'GET', '/courseWare?picked_times_id=1&limit=100')).body.data
      .list;
    const fresh = library.find((r: any) => r.picked === 0);
    const picked = await assistants('POST', '/courseWare', { times_id: 1, ware_id: String(fresh.ware_id) });
    expect(picked.status).toBe(200);
    const list = await lector('teacher', 'GET', '/courseWare/times/1');
    expect(list.body.data.map((r: any) => r.ware_name)).toEqual(
      expect.arrayContaining(['课上听力', fresh.ware_name]),
    );
    expect((await lector('teacher', 'POST', '/courseWare', { times_id: 1 })).body.msg).toBe('请选择课件');
    const bad = await lector('teacher', 'POST', '/courseWare', {
      times_id: 1,
      ware_info: { ware_name: '错', ware_type: 1, ware_url: up.body.data.path },
    });
    expect(bad.status).toBe(400);
    expect(
      (await lector('teacher', 'POST', '/courseWare', { times_id: otherSession, ware_id: '1' })).status,
    ).toBe(404);
    expect((await lector('other', 'DELETE', `/courseWare/${added.body.data[0].id}`)).status).toBe(404);
    expect((await lector('teacher', 'DELETE', `/courseWare/${added.body.data[0].id}`)).body.msg).toBe(
      '移除成功',
    );
  });
});
