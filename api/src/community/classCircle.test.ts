import { COMMON_MESSAGES, COMMUNITY_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { classCircleId, DEMO_ACCOUNTS } from '../demo/scale';
import { CLASS_CIRCLE_HIDDEN } from './classCircle';

/**
 * The class circle tab over HTTP on the demo school: class 1 is headed by the demo teacher, taught
 * also by teacher 13800100001 and served by the demo assistant; its circle holds the head teacher's
 * pinned notice and three student posts. Class 2 is not the demo teacher's.
 */
let server: TestServer;
const tokens: Record<string, string> = {};
type Who = 'head' | 'teacher' | 'assistant';
const prefix: Record<Who, string> = {
  head: '/api/lector',
  teacher: '/api/lector',
  assistant: '/api/assistants',
};
const call = (who: Who, method: string, path: string) =>
  server.call(method, `${prefix[who]}${path}`, { token: tokens[who] as string });
const said = (res: { status: number; body: { msg: string } }) => ({ status: res.status, msg: res.body.msg });

interface ClassPost {
  id: number;
  user_type: number;
  title: string;
  is_top: number;
  abilities: { delete: { allowed: boolean; reason: string | null } };
}
const classPosts = async (who: Who, classId = 1) => {
  const res = await call(who, 'GET', `/community/post/class/${classId}`);
  return res.body.data as { list: ClassPost[]; total: number; extra: { is_header_teacher: number } };
};

beforeAll(async () => {
  server = await startTestServer();
  tokens.head = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.teacher = await server.login('13800100001');
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
}, 60_000);
afterAll(() => server.close());

describe('class circle posts', () => {
  it("lists the class circle's posts, pinned first, with the head teacher's delete ability", async () => {
    const page = await classPosts('head');
    expect(page.total).toBe(4);
    expect(page.extra.is_header_teacher).toBe(1);
    expect(page.list[0]).toMatchObject({ is_top: 1, user_type: 2 });
    const students = page.list.filter((p) => p.user_type === 4);
    expect(students).toHaveLength(3);
    expect(students.every((p) => p.abilities.delete.allowed)).toBe(true);
    const notice = page.list.find((p) => p.user_type === 2);
    expect(notice?.abilities.delete).toMatchObject({
      allowed: false,
      reason: COMMUNITY_MESSAGES.headTeacherOnly,
    });
  });

  it('disables delete unless head teacher, and for posts with user_type 4', async () => {
    for (const who of ['teacher', 'assistant'] as const) {
      const page = await classPosts(who);
      expect(page.total).toBe(4);
      expect(page.extra.is_header_teacher).toBe(0);
      expect(page.list.some((p) => p.abilities.delete.allowed)).toBe(false);
      const student = page.list.find((p) => p.user_type === 4);
      expect(said(await call(who, 'DELETE', `/community/post/${student?.id}`))).toEqual({
        status: 403,
        msg: COMMUNITY_MESSAGES.headTeacherOnly,
      });
    }
  });

  it("hides another class's circle", async () => {
    expect(said(await call('head', 'GET', '/community/post/class/2'))).toEqual({
      status: 404,
      msg: '班级不存在',
    });
    const other = (await classPosts('teacher', 2)).list.find((p) => p.user_type === 4);
    expect(said(await call('head', 'DELETE', `/community/post/${other?.id}`))).toEqual({
      status: 404,
      msg: '帖子不存在',
    });
  });

  it('a class whose circle is hidden (group_hidden 2) shows no posts', async () => {
    // No staff screen sets group_hidden; the class's row is changed as the school's data would be.
    await server.store.db.updateTable('classes').set({ group_hidden: 2 }).where('id', '=', 1).execute();
    try {
      expect(said(await call('head', 'GET', '/community/post/class/1'))).toEqual({
        status: 404,
        msg: CLASS_CIRCLE_HIDDEN,
      });
    } finally {
      await server.store.db.updateTable('classes').set({ group_hidden: 1 }).where('id', '=', 1).execute();
    }
    expect((await classPosts('head')).total).toBe(4);
  });

  it('deletes all or none of several posts', async () => {
    const student = (await classPosts('head')).list.find((p) => p.user_type === 4);
    const elsewhere = (await classPosts('teacher', 2)).list.find((p) => p.user_type === 4);
    expect(said(await call('head', 'DELETE', `/community/post/${student?.id},${elsewhere?.id}`))).toEqual({
      status: 404,
      msg: '帖子不存在',
    });
    expect((await classPosts('head')).total).toBe(4);
  });

  it("lets an author delete their own post, though the tab offers delete only on students' posts", async () => {
    const { list } = await classPosts('head');
    const notice = list.find((p) => p.user_type === 2);
    expect(notice?.abilities.delete.allowed).toBe(false);
    expect(said(await call('teacher', 'DELETE', `/community/post/${notice?.id}`))).toEqual({
      status: 403,
      msg: COMMUNITY_MESSAGES.headTeacherOnly,
    });
    expect(said(await call('head', 'DELETE', `/community/post/${notice?.id}`))).toEqual({
      status: 200,
      msg: '删除成功',
    });
  });

  it("the head teacher deletes a student's post, which is gone for everyone", async () => {
    const { list } = await classPosts('head');
    const student = list.find((p) => p.user_type === 4);
    expect(said(await call('head', 'DELETE', `/community/post/${student?.id}`))).toEqual({
      status: 200,
      msg: '删除成功',
    });
    expect((await classPosts('assistant')).total).toBe(2);
    expect((await classPosts('assistant')).list.map((p) => p.id)).not.toContain(student?.id);
    expect(said(await call('head', 'DELETE', `/community/post/${student?.id}`))).toEqual({
      status: 404,
      msg: '帖子不存在',
    });
  });

  it('refuses malformed ids with a clear message', async () => {
    expect(said(await call('head', 'DELETE', '/community/post/1,x'))).toEqual({
      status: 400,
      msg: '帖子不存在',
    });
    expect((await call('head', 'GET', '/community/post/class/abc')).status).toBe(400);
  });
});

describe('circle posts', () => {
  it('lists a circle with pinned posts first, by board, newest or hottest', async () => {
    const res = await call('head', 'GET', '/community/post?group_id=1&order=2');
    const list = res.body.data.list as { is_top: number; plate: number; group_id: number }[];
    expect(res.body.data.total).toBe(3);
    expect(list[0]?.is_top).toBe(1);
    const board = await call('head', 'GET', '/community/post?group_id=1&plate_id=12');
    expect((board.body.data.list as { plate: number }[]).map((p) => p.plate)).toEqual([12]);
  });

  it('keeps class circles out of the forum home', async () => {
    const home = await call('assistant', 'GET', '/community/post?limit=50');
    expect((home.body.data.list as { group_id: number }[]).every((p) => p.group_id < 100)).toBe(true);
    const circles = await call('assistant', 'GET', '/community/group?limit=50');
    expect((circles.body.data.list as { id: number }[]).every((g) => g.id < 100)).toBe(true);
  });

  it('answers 圈子不存在 for an unknown circle', async () => {
    expect(said(await call('head', 'GET', '/community/post?group_id=99999'))).toEqual({
      status: 404,
      msg: '圈子不存在',
    });
  });
});

describe("a class circle answers only to its class's students and staff", () => {
  const STUDENT = '/api/app';
  /** Demo class 2's circle: the demo teacher neither heads nor teaches class 2, the demo student sits in class 1. */
  const other = classCircleId(2);
  let otherPost: number;
  let student: string;
  const asStudent = (method: string, path: string, json?: unknown) =>
    server.call(method, `${STUDENT}${path}`, { token: student, ...(json === undefined ? {} : { json }) });

  beforeAll(async () => {
    student = await server.login(DEMO_ACCOUNTS.student);
    const post = await server.store.db
      .selectFrom('community_post')
      .select('id')
      .where('group_id', '=', other)
      .where('deleted', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherPost = Number(post.id);
  });

  it("refuses another class's circle by group_id, members, boards, detail, join and leave (圈子不存在)", async () => {
    const circleNotFound = { status: 404, msg: COMMON_MESSAGES.circleNotFound };
    for (const path of [
      `/community/post?group_id=${other}`,
      `/community/group/groupUsers/${other}`,
      `/community/group/detail/${other}`,
      `/community/plate?group_id=${other}`,
      `/community/post/recommend?group_id=${other}`,
      `/community/group/addGroup/${other}`,
      `/community/group/outGroup/${other}`,
    ]) {
      expect(said(await call('head', 'GET', path)), `teacher ${path}`).toEqual(circleNotFound);
      expect(said(await asStudent('GET', path)), `student ${path}`).toEqual(circleNotFound);
    }
    expect(
      said(
        await asStudent('POST', '/community/post', {
          group_id: other,
          title: 't',
          content: 'c',
          resource_type: 1,
        }),
      ),
    ).toEqual(circleNotFound);
  });

  it("refuses another class's posts: show, comments, comment, like, collect (帖子不存在)", async () => {
    const postNotFound = { status: 404, msg: COMMON_MESSAGES.postNotFound };
    expect(said(await asStudent('GET', `/community/post/${otherPost}`))).toEqual(postNotFound);
    expect(said(await asStudent('GET', `/community/comment?post_id=${otherPost}`))).toEqual(postNotFound);
    expect(
      said(await asStudent('POST', '/community/comment', { post_id: otherPost, content: '好' })),
    ).toEqual(postNotFound);
    expect(said(await asStudent('POST', '/community/post/like', { post_id: otherPost }))).toEqual(
      postNotFound,
    );
    expect(said(await asStudent('POST', '/community/collect', { post_id: otherPost }))).toEqual(postNotFound);
    expect(said(await asStudent('DELETE', `/community/post/${otherPost}`))).toEqual(postNotFound);
    expect(said(await call('head', 'GET', `/community/post/${otherPost}`))).toEqual(postNotFound);
    expect(said(await call('head', 'DELETE', `/community/post/${otherPost}`))).toEqual(postNotFound);
  });

  it('lets the class itself in: its student and its teacher read, list members and comment', async () => {
    const own = classCircleId(1);
    const posts = await asStudent('GET', `/community/post?group_id=${own}`);
    expect(posts.status).toBe(200);
    expect(posts.body.data.total).toBeGreaterThan(0);
    expect((await asStudent('GET', `/community/group/groupUsers/${own}`)).status).toBe(200);
    expect((await call('head', 'GET', `/community/post?group_id=${own}`)).status).toBe(200);
    const first = posts.body.data.list[0].id as number;
    expect(said(await asStudent('POST', '/community/comment', { post_id: first, content: '收到' }))).toEqual({
      status: 200,
      msg: '评论成功',
    });
  });

  it("keeps a circle out of every list once the viewer's class no longer holds them", async () => {
    // The demo student leaves class 1 (status 2): class 1's circle leaves their lists, though they
    // are still recorded as a member and wrote in it.
    const uid = (await asStudent('GET', '/community/post/statistics')).body.data;
    const own = classCircleId(1);
    const me = await server.store.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', DEMO_ACCOUNTS.student)
      .executeTakeFirstOrThrow();
    const inCircle = (list: { group_id?: number; id?: number }[], key: 'group_id' | 'id') =>
      list.some((row) => row[key] === own);
    expect(inCircle((await asStudent('GET', '/community/group/myGroup')).body.data.list, 'id')).toBe(true);
    expect(
      inCircle((await asStudent('GET', '/community/post/participated')).body.data.list, 'group_id'),
    ).toBe(true);
    await server.store.db
      .updateTable('class_students')
      .set({ status: 2 })
      .where('class_id', '=', 1)
      .where('uid', '=', me.id)
      .execute();
    try {
      expect(inCircle((await asStudent('GET', '/community/group/myGroup')).body.data.list, 'id')).toBe(false);
      expect(
        inCircle((await asStudent('GET', '/community/post/participated')).body.data.list, 'group_id'),
      ).toBe(false);
      const after = (await asStudent('GET', '/community/post/statistics')).body.data;
      expect(after.group_num).toBe(uid.group_num - 1);
      expect(after.participate_num).toBeLessThan(uid.participate_num);
      expect((await asStudent('GET', `/community/post?group_id=${own}`)).status).toBe(404);
    } finally {
      await server.store.db
        .updateTable('class_students')
        .set({ status: 1 })
        .where('class_id', '=', 1)
        .where('uid', '=', me.id)
        .execute();
    }
  });
});

describe('every class circle of the demo school belongs to a class', () => {
  it('so each one has members who may open it (a class circle no class holds is open to no one)', async () => {
    const circles = await server.store.db
      .selectFrom('community_group as g')
      .leftJoin('classes as c', 'c.group_id', 'g.id')
      .select(['g.id', 'g.name', 'c.id as class_id'])
      .where('g.group_type', '=', 2)
      .execute();
    expect(circles.length).toBeGreaterThan(0);
    expect(circles.filter((c) => c.class_id === null).map((c) => c.name)).toEqual([]);
  });
});
