import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * Community posts through GraphQL over the real REST API (in-memory SQLite, the demo school): the
 * demo teacher is a member of circle 1, whose post 1 is theirs and post 2 a student's.
 */
let server: RunningServer;
let teacher: string;
let assistant: string;

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

const DETAIL = `id title liked likeNum commentNum collectId member plateName
  canDelete { shown allowed reason } canReply { allowed reason }`;

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000003');
}, 60_000);
afterAll(() => server?.close());

describe('community posts', () => {
  it('a post carries what the caller may do: its author deletes it, others do not', async () => {
    const own = await gql(teacher, `query { communityPost(id: "1") { ${DETAIL} } }`);
    expect(own.body.data.communityPost).toMatchObject({
      title: '分享：如何讲好一元二次方程',
      plateName: '教研讨论',
      member: true,
      canDelete: { shown: true, allowed: true },
      canReply: { allowed: true },
    });
    const other = await gql(assistant, `query { communityPost(id: "2") { ${DETAIL} } }`);
    expect(other.body.data.communityPost).toMatchObject({
      member: false,
      canDelete: { shown: false, allowed: false },
      canReply: { allowed: false, reason: '请先加入圈子' },
    });
    const refused = await gql(assistant, 'mutation { deleteCommunityPost(id: "2") }');
    expect(refused.body.errors[0].message).toBe('只能删除自己发布的内容');
  });

  it('comments come in pages with their replies and abilities; a comment answers the post with its count', async () => {
    const before = await gql(
      teacher,
      `query { communityPostComments(postId: "1") { total limit list { id content replyToName
        author { name } canDelete { allowed } canReply { allowed } replies { id author { name } } } } }`,
    );
    const page = before.body.data.communityPostComments;
    expect(page.limit).toBe(10);
    expect(page.total).toBe(2);
    expect(page.list.some((c: { replies: unknown[] }) => c.replies.length === 1)).toBe(true);
    const added = await gql(
      teacher,
      'mutation($c: String!) { addCommunityComment(postId: "1", content: $c) { id commentNum } }',
      { c: '<p>补充一点</p>' },
    );
    expect(added.body.data.addCommunityComment.commentNum).toBe(4);
    const refused = await gql(
      assistant,
      'mutation { addCommunityComment(postId: "1", content: "好") { id } }',
    );
    expect(refused.body.errors[0].message).toBe('请先加入圈子');
  });

  it('likes toggle, collects appear under my collections and cancel', async () => {
    const liked = await gql(teacher, `mutation { toggleCommunityPostLike(postId: "2") { ${DETAIL} } }`);
    expect(liked.body.data.toggleCommunityPostLike).toMatchObject({ liked: false, likeNum: 1 });
    const collected = await gql(teacher, `mutation { collectCommunityPost(postId: "2") { ${DETAIL} } }`);
    const collectId = collected.body.data.collectCommunityPost.collectId;
    expect(collectId).not.toBeNull();
    const mine = await gql(
      teacher,
      'query { memberCommunityPosts(tab: COLLECTED, limit: 5) { total list { id title collectId groupName } } }',
    );
    expect(mine.body.data.memberCommunityPosts.list[0]).toMatchObject({ id: '2', collectId });
    const stats = await gql(teacher, 'query { communityPostStatistics { published collected circles } }');
    const joined = await gql(teacher, 'query { myCommunityGroups { total } }');
    expect(joined.body.data.myCommunityGroups.total).toBeGreaterThan(0);
    expect(stats.body.data.communityPostStatistics).toMatchObject({
      collected: 1,
      circles: joined.body.data.myCommunityGroups.total,
    });
    const cancelled = await gql(
      teacher,
      'mutation($c: ID!) { cancelCommunityCollect(postId: "2", collectId: $c) { collectId } }',
      { c: collectId },
    );
    expect(cancelled.body.data.cancelCommunityCollect.collectId).toBeNull();
  });

  it('the post form offers only the boards the identity may post in, and a wrong captcha is refused', async () => {
    const form = await gql(
      teacher,
      'query { communityPostForm(groupId: "1") { member plateSwitch uploadUrl plates { id name } } }',
    );
    expect(form.body.data.communityPostForm).toMatchObject({
      member: true,
      plateSwitch: true,
      uploadUrl: '/api/lector/community/upload',
    });
    expect(form.body.data.communityPostForm.plates.map((p: { id: string }) => p.id)).toEqual([
      '10',
      '11',
      '12',
    ]);
    const captcha = await gql(teacher, 'mutation { newCommunityCaptcha { key img } }');
    const { key, img } = captcha.body.data.newCommunityCaptcha;
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    const res = await gql(
      teacher,
      `mutation($input: CommunityPostInput!) { createCommunityPost(input: $input) { id } }`,
      {
        input: {
          groupId: '1',
          plateId: '12',
          title: '标题',
          content: '<p>内容</p>',
          resourceType: 'IMAGES',
          captcha: 'OOOO',
          key,
          resources: [],
        },
      },
    );
    expect(res.body.errors[0].message).toBe('请上传图片');
  });
});
