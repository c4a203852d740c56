import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/** Circles and the class circle through GraphQL over the real REST API (in-memory SQLite, the demo school). */
let server: RunningServer;
let head: string;
let teacher: string;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  head = await signIn('13800000001');
  teacher = await signIn('13800100001');
}, 60_000);
afterAll(() => server?.close());

const GROUP = 'id joined memberCount abilities { join { shown allowed } leave { shown allowed } }';

describe('community circles', () => {
  it('lists the general circles with the caller membership and abilities', async () => {
    const res = await gql(head, `query { communityGroups { total list { ${GROUP} groupType platesOn } } }`);
    const { total, list } = res.body.data.communityGroups;
    expect(total).toBe(3);
    expect(list.every((g: { groupType: string }) => g.groupType === 'GENERAL')).toBe(true);
    const first = list.find((g: { id: string }) => g.id === '1');
    expect(first).toMatchObject({ joined: true, abilities: { leave: { shown: true, allowed: true } } });
  });

  it('joins and leaves a circle, answering the circle as it now is', async () => {
    const join = await gql(teacher, `mutation { joinCommunityGroup(id: "3") { ${GROUP} } }`);
    expect(join.body.data.joinCommunityGroup).toMatchObject({
      joined: true,
      memberCount: 1,
      abilities: { join: { shown: false }, leave: { allowed: true } },
    });
    const again = await gql(teacher, 'mutation { joinCommunityGroup(id: "3") { id } }');
    expect(again.body.errors[0].message).toBe('已加入该圈子');
    const leave = await gql(teacher, `mutation { leaveCommunityGroup(id: "3") { ${GROUP} } }`);
    expect(leave.body.data.leaveCommunityGroup).toMatchObject({ joined: false, memberCount: 0 });
  });

  it('answers members, boards with the identity permissions, posts and my circles', async () => {
    const res = await gql(
      head,
      `query {
        communityGroupMembers(groupId: "1") { total list { nickname userType } }
        communityPlates(groupId: "1") { id name whoCanPost abilities { post { allowed reason } } }
        circlePosts(groupId: "1", order: HOT) { total list { title pinned featured resources { type url } author { name } } }
        myCommunityGroups { list { id groupType } }
      }`,
    );
    const data = res.body.data;
    expect(data.communityGroupMembers.total).toBeGreaterThan(0);
    expect(data.communityPlates.map((p: { id: string }) => p.id)).toEqual(['10', '11', '12']);
    expect(data.communityPlates[1].abilities.post).toEqual({ allowed: true, reason: null });
    expect(data.circlePosts.list[0].pinned).toBe(true);
    expect(data.circlePosts.list.some((p: { resources: unknown[] }) => p.resources.length === 2)).toBe(true);
    expect(
      data.myCommunityGroups.list.some((g: { groupType: string }) => g.groupType === 'CLASS_CIRCLE'),
    ).toBe(true);
  });
});

describe('class circle', () => {
  const LIST =
    'query($id: ID!) { classCirclePosts(classId: $id) { total isHeadTeacher list { id userType abilities { delete { allowed reason } } } } }';

  it('offers delete only to the head teacher on students posts, and deletes', async () => {
    const mine = (await gql(head, LIST, { id: '1' })).body.data.classCirclePosts;
    expect(mine.isHeadTeacher).toBe(true);
    const student = mine.list.find((p: { userType: string }) => p.userType === 'STUDENT');
    expect(student.abilities.delete).toEqual({ allowed: true, reason: null });
    const theirs = (await gql(teacher, LIST, { id: '1' })).body.data.classCirclePosts;
    expect(
      theirs.list.every((p: { abilities: { delete: { allowed: boolean } } }) => !p.abilities.delete.allowed),
    ).toBe(true);
    const refused = await gql(teacher, 'mutation($ids: [ID!]!) { deleteClassCirclePosts(ids: $ids) }', {
      ids: [student.id],
    });
    expect(refused.body.errors[0]).toMatchObject({
      message: '仅班主任可删除学生的帖子',
      extensions: { code: 'FORBIDDEN' },
    });
    const deleted = await gql(head, 'mutation($ids: [ID!]!) { deleteClassCirclePosts(ids: $ids) }', {
      ids: [student.id],
    });
    expect(deleted.body.data.deleteClassCirclePosts).toEqual([student.id]);
    expect((await gql(head, LIST, { id: '1' })).body.data.classCirclePosts.total).toBe(mine.total - 1);
  });

  it('answers the community switches and hides another class', async () => {
    const res = await gql(head, 'query { communitySwitches { community generalCircles classCircles } }');
    expect(res.body.data.communitySwitches).toEqual({
      community: true,
      generalCircles: true,
      classCircles: true,
    });
    const other = await gql(head, LIST, { id: '2' });
    expect(other.body.errors[0].message).toBe('班级不存在');
  });
});
