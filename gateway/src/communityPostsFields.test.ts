import { enumOf } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { toIso } from './scalars';
import { ABILITY, DEMO_TEACHER, enumOrNull, fieldsSuite, type Raw, type Rows } from './testing/fieldsSuite';

/**
 * Community posts field by field (demo school): a post, its comments, the recommended and the member's
 * posts, the statistics and the joined circles, every field against the REST answer it comes from.
 */
const { gql, rest } = fieldsSuite({ mobile: DEMO_TEACHER, restRoot: '/lector' });

const resourceType = (code: unknown) => enumOrNull('ResourceType', code);
const AUTHOR = '{ id name avatar }';
const CARD = `id title author ${AUTHOR} createdAt groupId groupName likeNum commentNum pinned featured cover collectId`;
const COMMENT = `id content author ${AUTHOR} userType createdAt replyToName canDelete ${ABILITY} canReply ${ABILITY}`;

const author = (u: unknown) => {
  const a = u as Raw;
  return { id: String(a.id), name: a.name, avatar: a.avatar };
};
const card = (p: Raw) => ({
  id: String(p.id),
  title: (p.main as Raw).title,
  author: author(p.user),
  createdAt: toIso(p.created_at),
  groupId: String(p.group_id),
  groupName: p.group_name,
  likeNum: p.like_num,
  commentNum: p.comment_num,
  pinned: p.is_top === 1,
  featured: p.is_fine === 1,
  cover: (p.resources as Rows).find((r) => r.type === 1)?.resource_url ?? '',
  collectId: p.collect_id ? String(p.collect_id) : null,
});
const comment = (c: Raw): Raw => ({
  id: String(c.id),
  content: c.content,
  author: author(c.user),
  userType: enumOf('CommunityIdentity', c.user_type as number),
  createdAt: toIso(c.created_at),
  replyToName: (c.reply_user as Raw | null | undefined)?.name ?? null,
  canDelete: c.can_delete,
  canReply: c.can_reply,
});

describe('community posts answer the REST fields under the schema names', () => {
  it('a post and its comments', async () => {
    const data = await gql(`query {
      communityPost(id: "1") { id title content author ${AUTHOR} userType createdAt pinned featured plateId
        plateName groupId groupName resourceType resources { id type url } likeNum commentNum liked collectId
        member canDelete ${ABILITY} canReply ${ABILITY} }
      communityPostComments(postId: "1") { total page limit list { ${COMMENT} replies { ${COMMENT} } } }
    }`);
    const p = await rest('/community/post/1');
    expect(data.communityPost).toEqual({
      id: String(p.id),
      title: (p.main as Raw).title,
      content: p.content,
      author: author(p.user),
      userType: enumOf('CommunityIdentity', p.user_type as number),
      createdAt: toIso(p.created_at),
      pinned: p.is_top === 1,
      featured: p.is_fine === 1,
      plateId: String(p.plate),
      plateName: p.plate_name,
      groupId: String(p.group_id),
      groupName: p.group_name,
      resourceType: resourceType(p.resource_type),
      resources: (p.resources as Rows).map((r) => ({
        id: String(r.id),
        type: resourceType(r.type),
        url: r.resource_url,
      })),
      likeNum: p.like_num,
      commentNum: p.comment_num,
      liked: p.is_like === 1,
      collectId: p.collect_id === null ? null : String(p.collect_id),
      member: p.is_user_add === 1,
      canDelete: p.can_delete,
      canReply: p.can_reply,
    });
    const comments = await rest('/community/comment?post_id=1&page=1');
    expect(data.communityPostComments).toEqual({
      total: comments.total,
      page: comments.page,
      limit: comments.limit,
      list: (comments.list as Rows).map((c) => ({
        ...comment(c),
        replies: ((c.replies ?? []) as Rows).map(comment),
      })),
    });
    expect(data.communityPostComments.list.length).toBeGreaterThan(0);
  });

  it('the recommended and the member’s posts, the statistics and the joined circles', async () => {
    const data = await gql(`query {
      communityRecommendedPosts(groupId: "1") { ${CARD} }
      mine: memberCommunityPosts(tab: PUBLISHED, limit: 10) { total page limit list { ${CARD} } }
      participated: memberCommunityPosts(tab: PARTICIPATED, limit: 10) { total page limit list { ${CARD} } }
      communityPostStatistics { published participated collected circles }
      memberCommunityCircles(limit: 10) { total page limit list { id name image postNum userNum } }
    }`);
    const recommended = (await rest('/community/post/recommend?group_id=1')) as unknown as Rows;
    expect(data.communityRecommendedPosts).toEqual(recommended.map(card));
    expect(recommended.length).toBeGreaterThan(0);
    for (const [tab, path] of [
      ['mine', '/community/myPost'],
      ['participated', '/community/post/participated'],
    ] as const) {
      const page = await rest(`${path}?page=1&limit=10`);
      expect(data[tab]).toEqual({
        total: page.total,
        page: page.page,
        limit: page.limit,
        list: (page.list as Rows).map(card),
      });
    }
    expect(data.mine.list.length).toBeGreaterThan(0);
    const s = await rest('/community/post/statistics');
    expect(data.communityPostStatistics).toEqual({
      published: s.post_num,
      participated: s.participate_num,
      collected: s.collect_num,
      circles: s.group_num,
    });
    const circles = await rest('/community/group/myGroup?page=1&limit=10');
    expect(data.memberCommunityCircles).toEqual({
      total: circles.total,
      page: circles.page,
      limit: circles.limit,
      list: (circles.list as Rows).map((g) => ({
        id: String(g.id),
        name: g.name,
        image: g.image,
        postNum: g.post_num,
        userNum: g.user_num,
      })),
    });
    expect(data.memberCommunityCircles.list.length).toBeGreaterThan(0);
  });

  it('a collected post’s card carries its collect id', async () => {
    await gql('mutation { collectCommunityPost(postId: "2") { id } }');
    const data = await gql(
      `query { memberCommunityPosts(tab: COLLECTED, limit: 10) { total page limit list { ${CARD} } } }`,
    );
    const page = await rest('/community/collect?page=1&limit=10');
    expect(data.memberCommunityPosts).toEqual({
      total: page.total,
      page: page.page,
      limit: page.limit,
      list: (page.list as Rows).map(card),
    });
    expect(data.memberCommunityPosts.list[0].collectId).not.toBeNull();
  });
});
