import { request } from 'node:http';
import { COMMUNITY_IDENTITY, COMMUNITY_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerOf } from '../../test/captchaAnswer';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { classCircleId, DEMO_ACCOUNTS } from '../demo/scale';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { rebuildProjections } from '../store/rebuild';
import { groupDecider } from './groupDecider';

/**
 * Showing, recommending, deleting, commenting, liking and collecting posts over HTTP on the demo
 * school. Demo circle 1 has posts 1 (the demo teacher's, board 11: only staff answer comments) and 2
 * (a student's, board 12: everyone), with seeded comments and likes; the demo teacher and the first
 * demo student are members, circle 3 has no members.
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
const said = (res: { status: number; body: { msg: string } }) => ({ status: res.status, msg: res.body.msg });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of an MP4 file (an ftyp box), enough for the files module to tell it. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);

async function upload(who: Who, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return server.call('POST', `${prefix[who]}/community/upload`, { token: tokens[who] as string, body: form });
}

async function newPost(who: Who, body: Record<string, unknown>) {
  const key = (await call(who, 'GET', who === 'teacher' ? '/community/captcha' : '/captcha')).body.data
    .key as string;
  return call(who, 'POST', '/community/post', {
    group_id: 1,
    plate_id: 12,
    title: '新帖',
    content: '<p>正文</p>',
    captcha: await captchaAnswerOf(server.store.db, key),
    key,
    ...body,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
});
afterAll(() => server.close());

describe('a post shown', () => {
  it('shows the post with its author, board, counts and what the caller may do', async () => {
    const res = await call('student', 'GET', '/community/post/1');
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post).toMatchObject({
      id: 1,
      group_id: 1,
      plate: 11,
      plate_name: '教研讨论',
      user_type: 2,
      like_num: 3,
      comment_num: 3,
      is_like: 2,
      collect_id: null,
      is_user_add: 1,
      can_delete: { shown: false, allowed: false, reason: COMMUNITY_MESSAGES.notYourContent },
      can_reply: { allowed: true },
    });
    expect(post.main.title).toBe('分享：如何讲好一元二次方程');
    expect(post.user.name).not.toBe('');
    expect((await call('teacher', 'GET', '/community/post/1')).body.data.can_delete.allowed).toBe(true);
    expect(said(await call('student', 'GET', '/community/post/999'))).toEqual({
      status: 404,
      msg: COMMUNITY_MESSAGES.postNotFound,
    });
  });

  it('recommends at most 5 other posts of the circle, never the one shown', async () => {
    const res = await call('student', 'GET', '/community/post/recommend?group_id=1&limit=50&except=1');
    const ids = (res.body.data as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(ids).not.toContain(1);
  });
});

describe('comments', () => {
  it('lists comments on the post, newest first, each with its replies', async () => {
    const page = (await call('teacher', 'GET', '/community/comment?post_id=1')).body.data;
    expect(page.total).toBe(2);
    const [newest, first] = page.list as {
      content: string;
      replies: { reply_user: { name: string } | null; content: string }[];
    }[];
    expect(newest?.replies).toEqual([]);
    expect(first?.replies).toHaveLength(1);
    expect(first?.replies[0]?.reply_user?.name).not.toBe('');
  });

  it('pages comments 10 at a time', async () => {
    for (let n = 0; n < 11; n++) {
      expect(
        said(await call('teacher', 'POST', '/community/comment', { post_id: 2, content: `第${n}条` })),
      ).toEqual({ status: 200, msg: '评论成功' });
    }
    const first = (await call('teacher', 'GET', '/community/comment?post_id=2&limit=50')).body.data;
    expect(first.list).toHaveLength(10);
    expect(first.limit).toBe(10);
    expect(first.total).toBe(13);
    const second = (await call('teacher', 'GET', '/community/comment?post_id=2&page=2')).body.data;
    expect(second.list).toHaveLength(3);
  });

  it('refuses replying to a comment where the board forbids the identity, and comments outside the circle', async () => {
    const page = (await call('student', 'GET', '/community/comment?post_id=1')).body.data;
    expect(page.list[0].can_reply).toMatchObject({
      allowed: false,
      reason: COMMUNITY_MESSAGES.plateForbidsCommentReply,
    });
    expect(
      said(
        await call('student', 'POST', '/community/comment', {
          post_id: 1,
          reply_id: page.list[0].id,
          content: '我也想问',
        }),
      ),
    ).toEqual({ status: 403, msg: COMMUNITY_MESSAGES.plateForbidsCommentReply });
    expect(said(await call('student', 'POST', '/community/comment', { post_id: 1, content: '好' }))).toEqual({
      status: 200,
      msg: '评论成功',
    });
    expect(said(await call('student', 'POST', '/community/comment', { post_id: 1, content: '  ' }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.enterContent,
    });
    // An empty editor's paragraph is no content either.
    expect(
      said(await call('student', 'POST', '/community/comment', { post_id: 1, content: '<p><br></p>' })),
    ).toEqual({ status: 400, msg: COMMUNITY_MESSAGES.enterContent });
    await call('student', 'GET', '/community/group/outGroup/1');
    expect(said(await call('student', 'POST', '/community/comment', { post_id: 1, content: '好' }))).toEqual({
      status: 403,
      msg: COMMUNITY_MESSAGES.joinFirst,
    });
    await call('student', 'GET', '/community/group/addGroup/1');
  });

  it('takes reply_id 0 (how the comment list marks a comment on the post) as a comment on the post', async () => {
    const res = await call('student', 'POST', '/community/comment', {
      post_id: 2,
      content: '顶层评论',
      reply_id: 0,
    });
    expect(said(res)).toEqual({ status: 200, msg: '评论成功' });
    const page = (await call('student', 'GET', '/community/comment?post_id=2')).body.data;
    const mine = page.list.find((c: { id: number }) => c.id === res.body.data);
    expect(mine).toMatchObject({ reply_id: 0, content: '顶层评论' });
    const asText = await call('student', 'POST', '/community/comment', {
      post_id: 2,
      content: '顶层评论二',
      reply_id: '0',
    });
    expect(said(asText)).toEqual({ status: 200, msg: '评论成功' });
    expect(said(await call('student', 'DELETE', `/community/comment/${res.body.data}`)).status).toBe(200);
    expect(said(await call('student', 'DELETE', `/community/comment/${asText.body.data}`)).status).toBe(200);
    // A negative reply_id is still refused.
    expect(
      said(await call('student', 'POST', '/community/comment', { post_id: 2, content: '好', reply_id: -1 })),
    ).toEqual({ status: 400, msg: COMMUNITY_MESSAGES.commentNotFound });
  });

  it('refuses answering a post where the board lets only staff reply', async () => {
    // A staff-only board (班级通知: only staff post and answer posts) in the circle of demo class 1,
    // which the demo teacher heads and the demo student sits in (both members already).
    const staff = tokens.teacher as string;
    const pupil = tokens.student as string;
    const circle = classCircleId(1);
    await server.store.handle(
      groupDecider,
      streamId('communityGroup', circle),
      {
        type: 'AddPlate',
        data: {
          id: 90,
          groupId: circle,
          name: '班级通知',
          whoCanPost: [COMMUNITY_IDENTITY.teacher, COMMUNITY_IDENTITY.assistant],
          whoCanReplyPost: [COMMUNITY_IDENTITY.teacher, COMMUNITY_IDENTITY.assistant],
          whoCanReplyComment: [COMMUNITY_IDENTITY.teacher, COMMUNITY_IDENTITY.assistant],
        },
      },
      systemMeta,
    );
    const key = (await server.call('GET', '/api/lector/community/captcha', { token: staff })).body.data.key;
    const posted = await server.call('POST', '/api/lector/community/post', {
      token: staff,
      json: {
        group_id: circle,
        plate_id: 90,
        title: '本周通知',
        content: '<p>周五小测。</p>',
        resource_type: 1,
        resources: [(await upload('teacher', PNG, 'n.png')).body.data.path],
        captcha: await captchaAnswerOf(server.store.db, key),
        key,
      },
    });
    expect(said(posted)).toEqual({ status: 200, msg: '发帖成功！' });
    const shown = await server.call('GET', `/api/app/community/post/${posted.body.data}`, { token: pupil });
    expect(shown.body.data.can_reply).toMatchObject({
      allowed: false,
      reason: COMMUNITY_MESSAGES.plateForbidsReply,
    });
    const answer = await server.call('POST', '/api/app/community/comment', {
      token: pupil,
      json: { post_id: posted.body.data, content: '收到' },
    });
    expect(said(answer)).toEqual({ status: 403, msg: COMMUNITY_MESSAGES.plateForbidsReply });
    const staffAnswer = await server.call('POST', '/api/lector/community/comment', {
      token: staff,
      json: { post_id: posted.body.data, content: '请准时参加' },
    });
    expect(said(staffAnswer)).toEqual({ status: 200, msg: '评论成功' });
  });

  it('deletes only one own comment, with its replies', async () => {
    const mine = await call('student', 'POST', '/community/comment', { post_id: 2, content: '问题' });
    const reply = await call('teacher', 'POST', '/community/comment', {
      post_id: 2,
      reply_id: mine.body.data,
      content: '回答',
    });
    expect(reply.status).toBe(200);
    const before = (await call('student', 'GET', '/community/post/2')).body.data.comment_num;
    expect(said(await call('teacher', 'DELETE', `/community/comment/${mine.body.data}`))).toEqual({
      status: 403,
      msg: COMMUNITY_MESSAGES.notYourContent,
    });
    expect(said(await call('student', 'DELETE', `/community/comment/${mine.body.data}`))).toEqual({
      status: 200,
      msg: '删除成功',
    });
    expect((await call('student', 'GET', '/community/post/2')).body.data.comment_num).toBe(before - 2);
    expect(said(await call('student', 'DELETE', `/community/comment/${mine.body.data}`))).toEqual({
      status: 404,
      msg: COMMUNITY_MESSAGES.commentNotFound,
    });
  });
});

describe('likes and collects', () => {
  it('likes a post and takes the like back', async () => {
    const liked = await call('student', 'POST', '/community/post/like', { post_id: 2 });
    expect(liked.body.data).toEqual({ is_like: 1, like_num: 3 });
    expect((await call('student', 'GET', '/community/post/2')).body.data.is_like).toBe(1);
    const unliked = await call('student', 'POST', '/community/post/like', { post_id: 2 });
    expect(unliked.body.data).toEqual({ is_like: 2, like_num: 2 });
  });

  it('collects once, lists the collect, cancels it', async () => {
    const collected = await call('student', 'POST', '/community/collect', { post_id: 1 });
    expect(said(collected)).toEqual({ status: 200, msg: '收藏成功' });
    const collectId = collected.body.data.collect_id as number;
    expect(said(await call('student', 'POST', '/community/collect', { post_id: 1 }))).toEqual({
      status: 409,
      msg: COMMUNITY_MESSAGES.alreadyCollected,
    });
    expect((await call('student', 'GET', '/community/post/1')).body.data.collect_id).toBe(collectId);
    const list = (await call('student', 'GET', '/community/collect?limit=5')).body.data;
    expect(list.list[0]).toMatchObject({ id: 1, collect_id: collectId });
    expect((await call('student', 'GET', '/community/post/statistics')).body.data.collect_num).toBe(1);
    expect(said(await call('teacher', 'PUT', `/community/collect/${collectId}`))).toEqual({
      status: 404,
      msg: COMMUNITY_MESSAGES.collectNotFound,
    });
    expect(said(await call('student', 'PUT', `/community/collect/${collectId}`))).toEqual({
      status: 200,
      msg: '取消收藏成功',
    });
    expect((await call('student', 'GET', '/community/collect')).body.data.total).toBe(0);
  });
});

describe('uploads and posts with media', () => {
  it('posts with two uploaded images, then deletes it (only its author may)', async () => {
    const image = await upload('teacher', PNG, 'a.png');
    expect(image.body.data).toMatchObject({ originalName: 'a.png', type: 1 });
    const created = await newPost('teacher', {
      resource_type: 1,
      resources: [image.body.data.path, image.body.data.path],
    });
    expect(said(created)).toEqual({ status: 200, msg: '发帖成功！' });
    const shown = (await call('student', 'GET', `/community/post/${created.body.data}`)).body.data;
    expect(shown.resources).toHaveLength(2);
    expect(said(await call('student', 'DELETE', `/community/post/${created.body.data}`))).toEqual({
      status: 403,
      msg: COMMUNITY_MESSAGES.notYourContent,
    });
    const posts = (await call('teacher', 'GET', '/community/group/detail/1')).body.data.post_num;
    expect(said(await call('teacher', 'DELETE', `/community/post/${created.body.data}`))).toEqual({
      status: 200,
      msg: '删除成功',
    });
    expect((await call('teacher', 'GET', '/community/group/detail/1')).body.data.post_num).toBe(posts - 1);
    expect((await call('student', 'GET', `/community/post/${created.body.data}`)).status).toBe(404);
  });

  it('posts a video; refuses images as a video and a file that is neither', async () => {
    const video = await upload('student', MP4, 'v.mp4');
    expect(video.body.data).toMatchObject({ type: 2 });
    expect(video.body.data.path).toMatch(/\.mp4$/);
    expect(said(await newPost('student', { resource_type: 2, resources: [video.body.data.path] }))).toEqual({
      status: 200,
      msg: '发帖成功！',
    });
    const image = await upload('student', PNG, 'a.png');
    expect(said(await newPost('student', { resource_type: 2, resources: [image.body.data.path] }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.badVideoFormat,
    });
    expect(said(await upload('student', Buffer.from('plain text, not media'), 'a.txt'))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.uploadKind,
    });
  });

  it('refuses two videos in one post, and a video posted as images', async () => {
    const video = (await upload('student', MP4, 'v.mp4')).body.data.path as string;
    const other = (await upload('student', Buffer.concat([MP4, Buffer.from('x')]), 'w.mp4')).body.data.path;
    expect(said(await newPost('student', { resource_type: 2, resources: [video, other] }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.oneVideo,
    });
    expect(said(await newPost('student', { resource_type: 1, resources: [video] }))).toEqual({
      status: 400,
      msg: COMMUNITY_MESSAGES.badImageFormat,
    });
  });

  it('refuses a video above 200 MB while it streams in', async () => {
    const boundary = 'b0undary';
    const url = new URL(`${server.url}/api/lector/community/upload`);
    const chunk = Buffer.alloc(1024 * 1024);
    const answer = await new Promise<{ status: number; msg: string; sentMb: number }>((resolve, reject) => {
      let sentMb = 0;
      let answered = false;
      const req = request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.teacher}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, msg: JSON.parse(text).msg, sentMb }));
      });
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      req.write(MP4);
      const pump = () => {
        while (!answered && sentMb < 201) {
          sentMb += 1;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer).toMatchObject({ status: 413, msg: COMMUNITY_MESSAGES.videoTooLarge });
    expect(answer.sentMb, 'answered before the whole 201 MB arrived').toBeGreaterThanOrEqual(200);
  }, 60_000);
});

describe('statistics and rebuilds', () => {
  it('counts the caller posts, participation, collects and circles', async () => {
    const stats = (await call('teacher', 'GET', '/community/post/statistics')).body.data;
    const joined = (await call('teacher', 'GET', '/community/group/myGroup')).body.data;
    expect(joined.total).toBeGreaterThan(0);
    expect(stats.group_num).toBe(joined.total);
    expect(stats.participate_num).toBeGreaterThanOrEqual(2);
    const participated = (await call('teacher', 'GET', '/community/post/participated')).body.data;
    expect(participated.total).toBe(stats.participate_num);
  });

  it('rebuilds the same comments, likes and collects from the log', async () => {
    const read = () =>
      Promise.all([
        call('teacher', 'GET', '/community/comment?post_id=2'),
        call('teacher', 'GET', '/community/post/2'),
        call('teacher', 'GET', '/community/post/statistics'),
      ]).then((all) => all.map((r) => r.body.data));
    const before = await read();
    await rebuildProjections(server.store);
    expect(await read()).toEqual(before);
  });
});
