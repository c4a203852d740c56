import { COMMUNITY_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerOf } from '../../test/captchaAnswer';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { CAPTCHA_TTL_SECONDS } from './captcha';

/**
 * Circles and posts over HTTP on the demo school. The demo teacher (user 1) belongs to circles 1 and 2,
 * the first demo student to circle 1; circle 3 has no members. Board 11 of circle 1 is for staff only.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
type Who = 'teacher' | 'student';
const prefix: Record<Who, string> = { teacher: '/api/lector', student: '/api/app' };
const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, `${prefix[who]}${path}`, {
    token: tokens[who] as string,
    ...(json === undefined ? {} : { json }),
  });
/** Each issued captcha's answer, read from the store when it is issued (as a person reads the image). */
const answers = new Map<string, string>();
const captchaKey = async (who: Who) => {
  const key = (await call(who, 'GET', who === 'teacher' ? '/community/captcha' : '/captcha')).body.data
    .key as string;
  answers.set(key, await captchaAnswerOf(server.store.db, key));
  return key;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let image = '';

const post = async (who: Who, body: Record<string, unknown>) => {
  const key = (body.key as string | undefined) ?? (await captchaKey(who));
  return call(who, 'POST', '/community/post', {
    group_id: 1,
    plate_id: 12,
    title: '求助',
    content: '<p>这题怎么做</p>',
    resource_type: 1,
    resources: [image],
    captcha: answers.get(key),
    key,
    ...body,
  });
};
const said = (res: { status: number; body: { msg: string } }) => ({ status: res.status, msg: res.body.msg });

/** The server's clock, moved by the captcha expiry case. */
let nowMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
  const form = new FormData();
  form.set('file', new Blob([PNG]), 'a.png');
  const uploaded = await server.call('POST', '/api/lector/public/file', {
    token: tokens.teacher as string,
    body: form,
  });
  image = (uploaded.body.data.path ?? uploaded.body.data) as string;
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('community circles', () => {
  it('lists circles with the caller membership, joins and leaves', async () => {
    const list = await call('teacher', 'GET', '/community/group?limit=15');
    expect(list.body.data.total).toBe(3);
    const byId = new Map(
      (list.body.data.list as { id: number; is_user_add: number }[]).map((g) => [g.id, g]),
    );
    expect(byId.get(1)?.is_user_add).toBe(1);
    expect(byId.get(3)?.is_user_add).toBe(2);
    expect(said(await call('teacher', 'GET', '/community/group/outGroup/3'))).toEqual({
      status: 409,
      msg: COMMUNITY_MESSAGES.notJoined,
    });
    expect(said(await call('student', 'GET', '/community/group/addGroup/3'))).toEqual({
      status: 200,
      msg: '加入成功！',
    });
    expect(said(await call('student', 'GET', '/community/group/addGroup/3'))).toEqual({
      status: 409,
      msg: COMMUNITY_MESSAGES.alreadyJoined,
    });
    const members = await call('teacher', 'GET', '/community/group/groupUsers/3');
    expect(members.body.data.total).toBe(1);
    expect(said(await call('student', 'GET', '/community/group/outGroup/3'))).toEqual({
      status: 200,
      msg: '退出成功！',
    });
    expect((await call('teacher', 'GET', '/community/group/detail/3')).body.data.user_num).toBe(0);
  });

  it('lists boards with their permissions by identity', async () => {
    const plates = (await call('student', 'GET', '/community/plate?group_id=1')).body.data as {
      id: number;
      who_can_post: number[];
    }[];
    expect(plates.map((p) => p.id)).toEqual([10, 11, 12]);
    expect(plates.find((p) => p.id === 11)?.who_can_post).toEqual([2, 3]);
  });
});

describe('community posts', () => {
  it('refuses posting outside the circle, in a forbidden board, with 31 images', async () => {
    expect(said(await post('teacher', { group_id: 3, plate_id: 13 }))).toEqual({
      status: 403,
      msg: '请先加入圈子',
    });
    expect(said(await post('student', { plate_id: 11 }))).toEqual({
      status: 403,
      msg: COMMUNITY_MESSAGES.plateForbidsPost,
    });
    expect(said(await post('teacher', { resources: Array.from({ length: 31 }, () => image) }))).toEqual({
      status: 400,
      msg: '最多上传30张',
    });
    expect(said(await post('teacher', { resources: [] }))).toEqual({ status: 400, msg: '请上传图片' });
    expect(said(await post('teacher', { resource_type: 2, resources: [] }))).toEqual({
      status: 400,
      msg: '请上传视频',
    });
    expect(said(await post('teacher', { captcha: '' }))).toEqual({ status: 400, msg: '请输入验证码' });
    expect(said(await post('teacher', { plate_id: undefined }))).toEqual({ status: 400, msg: '请选择板块' });
  });

  it('spends a captcha on one check, right or wrong', async () => {
    const key = await captchaKey('teacher');
    expect(said(await post('teacher', { key, captcha: 'NOPE' }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.captchaWrong,
    });
    expect(said(await post('teacher', { key }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.captchaExpired,
    });
    const fresh = await captchaKey('teacher');
    expect(said(await post('teacher', { key: fresh }))).toEqual({ status: 200, msg: '发帖成功！' });
    expect(said(await post('teacher', { key: fresh }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.captchaExpired,
    });
  });

  it('refuses a post without a title, with a title over 100 characters, or without content', async () => {
    expect(said(await post('teacher', { title: '  ' }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.enterTitle,
    });
    expect(said(await post('teacher', { title: '题'.repeat(101) }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.titleTooLong,
    });
    expect(said(await post('teacher', { title: '题'.repeat(100), content: '<p> </p>' }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.enterContent,
    });
  });

  it('draws the captcha as paths: no text element, no character of the answer as text', async () => {
    for (const who of ['teacher', 'student'] as const) {
      for (let i = 0; i < 5; i += 1) {
        const { key, img } = (await call(who, 'GET', who === 'teacher' ? '/community/captcha' : '/captcha'))
          .body.data as { key: string; img: string };
        const answer = await captchaAnswerOf(server.store.db, key);
        expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
        const svg = Buffer.from(img.slice(img.indexOf(',') + 1), 'base64').toString('utf8');
        expect(svg).toMatch(/^<svg[^>]*>/);
        expect(svg).not.toMatch(/<text/i);
        expect(svg).toMatch(/<path /);
        // what a reader of the markup sees: text between tags, and every attribute value but path data
        const textContent = svg.replace(/<[^>]*>/g, '').trim();
        expect(textContent).toBe('');
        const attributes = [...svg.matchAll(/\s([a-z-]+)="([^"]*)"/gi)]
          .filter(([, name]) => name !== 'd')
          .map(([, , value]) => value)
          .join(' ');
        for (const ch of answer.replace(/\d/g, '')) expect(attributes).not.toContain(ch);
      }
    }
  });

  it('a captcha expires five minutes after it is issued', async () => {
    const key = await captchaKey('teacher');
    nowMs += (CAPTCHA_TTL_SECONDS + 1) * 1000;
    expect(said(await post('teacher', { key }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.captchaExpired,
    });
  });

  it('posts with images, sanitising title and content, and shows it under my posts', async () => {
    const res = await post('student', {
      title: '<script>alert(1)</script>复习',
      content: '<p onclick="x()">内容<img src=x onerror=alert(1)></p>',
      resources: [image, image],
    });
    expect(said(res)).toEqual({ status: 200, msg: '发帖成功！' });
    const mine = (await call('student', 'GET', '/community/myPost')).body.data.list[0];
    expect(mine.id).toBe(res.body.data);
    expect(mine.main.title).not.toContain('<script');
    expect(mine.content).not.toMatch(/onclick|onerror/);
    // The spec's post entity: the author (user) and resources numbered by their place.
    const me = await server.store.db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar'])
      .where('mobile', '=', DEMO_ACCOUNTS.student)
      .executeTakeFirstOrThrow();
    expect(mine.user).toEqual({ id: Number(me.id), name: me.nickname, avatar: me.avatar });
    expect(mine.resources).toEqual([
      { id: 1, type: 1, resource_url: image },
      { id: 2, type: 1, resource_url: image },
    ]);
    expect((await call('student', 'GET', '/community/group/detail/1')).body.data.post_num).toBe(5);
  });

  it("the student app reads the school's community switches", async () => {
    expect((await call('student', 'GET', '/config/community_setting')).body.data).toEqual({
      community_setting: { is_open: 1, is_open_like_plate: 1, is_open_class_plate: 1 },
    });
  });

  it('issues captcha images that are SVG without script', async () => {
    const { img } = (await call('student', 'GET', '/captcha')).body.data;
    const svg = Buffer.from(String(img).split(',')[1] ?? '', 'base64').toString();
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/script|onload|href/i);
  });
});
