import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerIn } from '../../api/test/captchaAnswer';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * The student side's community through GraphQL over the student REST (the demo school in a temporary
 * SQLite file, so the captcha's answer can be read as a person reads the image): the first demo
 * student is a member of circle 1; posting, commenting, liking and collecting answer what the REST
 * API answers, and staff are refused.
 */
let server: RunningServer;
let dir: string;
let databaseUrl: string;
let student: string;
let teacher: string;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const ask = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
  (await post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` })).body;
const restGet = async (token: string, path: string) => {
  const res = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

const DETAIL =
  'id title content likeNum commentNum liked collectId member groupId plateName resources { type url }';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'student-community-'));
  databaseUrl = `sqlite:${join(dir, 'app.db')}`;
  server = await startOneProcess({ port: 0, databaseUrl, logLevel: 'silent' });
  student = await signIn('13900000001');
  teacher = await signIn('13800000001');
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the student community through GraphQL', () => {
  it('lists the circles the student joined and the boards open to students, with the upload address', async () => {
    const home = await ask(
      student,
      '{ studentCommunitySwitches { community } studentMyCircles { list { id name joined } } }',
    );
    expect(home.errors).toBeUndefined();
    expect(home.data.studentCommunitySwitches.community).toBe(true);
    expect(home.data.studentMyCircles.list).toContainEqual({ id: '1', name: '教学交流圈', joined: true });

    const form = await ask(
      student,
      '{ studentPostForm(groupId: "1") { member plateSwitch uploadUrl plates { id name } } }',
    );
    // 教研讨论 (board 11) takes posts of staff only.
    expect(form.data.studentPostForm).toEqual({
      member: true,
      plateSwitch: true,
      uploadUrl: '/api/app/community/upload',
      plates: [
        { id: '10', name: '综合' },
        { id: '12', name: '学习求助' },
      ],
    });
  });

  it('posts with the captcha, then comments, likes and collects as the REST API counts them', async () => {
    const wrong = await ask(student, 'mutation { newStudentCaptcha { key img } }');
    const input = {
      groupId: '1',
      plateId: '12',
      title: '求助：二次函数的最值',
      content: '<p>这道题怎么做？</p>',
      resourceType: 'IMAGES',
      resources: [] as string[],
    };
    const refused = await ask(
      student,
      'mutation($i: CommunityPostInput!) { createStudentPost(input: $i) { id } }',
      {
        i: { ...input, captcha: 'zzzz', key: wrong.data.newStudentCaptcha.key },
      },
    );
    // Without an image the posting rules refuse it before the captcha is spent.
    expect(refused.errors?.[0]?.message).toBe('请上传图片');

    const upload = new FormData();
    upload.set(
      'file',
      new Blob([
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      ]),
      'a.png',
    );
    const uploaded = await fetch(`${server.url}/api/app/community/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student}` },
      body: upload,
    });
    const path = ((await uploaded.json()) as { data: { path: string } }).data.path;
    const captcha = await ask(student, 'mutation { newStudentCaptcha { key } }');
    const { key } = captcha.data.newStudentCaptcha;
    const created = await ask(
      student,
      `mutation($i: CommunityPostInput!) { createStudentPost(input: $i) { ${DETAIL} } }`,
      { i: { ...input, resources: [path], captcha: await captchaAnswerIn(databaseUrl, key), key } },
    );
    expect(created.errors).toBeUndefined();
    const postId = created.data.createStudentPost.id as string;
    expect(created.data.createStudentPost).toMatchObject({
      title: input.title,
      plateName: '学习求助',
      member: true,
      likeNum: 0,
      commentNum: 0,
      liked: false,
      collectId: null,
      resources: [{ type: 'IMAGES', url: path }],
    });

    // The teacher comments on the staff side; the student replies to that comment.
    const comment = await fetch(`${server.url}/api/lector/community/comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}`, 'content-type': 'application/json' },
      body: JSON.stringify({ post_id: Number(postId), content: '<p>先配方，再看顶点。</p>' }),
    });
    expect(comment.status).toBe(200);
    const comments = await ask(
      student,
      'query($p: ID!) { studentPostComments(postId: $p) { total list { id content author { name } canReply { allowed } } } }',
      { p: postId },
    );
    expect(comments.data.studentPostComments.total).toBe(1);
    const [first] = comments.data.studentPostComments.list;
    expect(first).toMatchObject({ content: '<p>先配方，再看顶点。</p>', canReply: { allowed: true } });
    const replied = await ask(
      student,
      `mutation($p: ID!, $r: ID) { addStudentComment(postId: $p, content: "<p>谢谢老师</p>", replyId: $r) { ${DETAIL} } }`,
      { p: postId, r: first.id },
    );
    expect(replied.data.addStudentComment.commentNum).toBe(2);

    const liked = await ask(
      student,
      `mutation($p: ID!) { toggleStudentPostLike(postId: $p) { ${DETAIL} } }`,
      {
        p: postId,
      },
    );
    const collected = await ask(
      student,
      `mutation($p: ID!) { collectStudentPost(postId: $p) { ${DETAIL} } }`,
      {
        p: postId,
      },
    );
    const rest = await restGet(student, `/app/community/post/${postId}`);
    expect(liked.data.toggleStudentPostLike).toMatchObject({ liked: true, likeNum: rest.like_num });
    expect(rest.like_num).toBe(1);
    expect(collected.data.collectStudentPost.collectId).toBe(String(rest.collect_id));

    const cancelled = await ask(
      student,
      `mutation($p: ID!, $c: ID!) { cancelStudentCollect(postId: $p, collectId: $c) { ${DETAIL} } }`,
      { p: postId, c: collected.data.collectStudentPost.collectId },
    );
    expect(cancelled.data.cancelStudentCollect.collectId).toBeNull();
  });

  it('refuses staff: the student REST answers them FORBIDDEN', async () => {
    const refused = await ask(teacher, '{ studentCircle(id: "1") { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
