import { enumOf } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { toIso } from './scalars';
import { ABILITY, DEMO_TEACHER, enumOrNull, fieldsSuite, type Raw, type Rows } from './testing/fieldsSuite';

/**
 * Community circles field by field (demo school): circles, one circle, its members, boards and posts,
 * and a class circle, every field against the REST answer it comes from.
 */
const { gql, rest } = fieldsSuite({ mobile: DEMO_TEACHER, restRoot: '/lector' });

const resourceType = (code: unknown) => enumOrNull('ResourceType', code);
const groupType = (code: unknown) => enumOrNull('GroupType', code);
const GROUP = `id name image introduction announcement groupType platesOn postCount memberCount joined
  abilities { join ${ABILITY} leave ${ABILITY} }`;
const RESOURCES = 'resources { type url }';

const group = (g: Raw) => ({
  id: String(g.id),
  name: g.name,
  image: g.image,
  introduction: g.introduction,
  announcement: g.announcement,
  groupType: groupType(g.group_type),
  platesOn: (g.group_type === 2 ? g.is_open_class_plate : g.is_open_like_plate) === 1,
  postCount: g.post_num,
  memberCount: g.user_num,
  joined: g.is_user_add === 1,
  abilities: g.abilities,
});
const resources = (list: unknown) =>
  (list as Rows).map((r) => ({ type: resourceType(r.type), url: r.resource_url }));
const page = (res: Raw, row: (r: Raw) => unknown) => ({
  total: res.total,
  page: res.page,
  limit: res.limit,
  list: (res.list as Rows).map(row),
});

describe('community circles answer the REST fields under the schema names', () => {
  it('the circles, one circle, its members and boards', async () => {
    const data = await gql(`query {
      communityGroups(limit: 50) { total page limit list { ${GROUP} } }
      communityGroup(id: "1") { ${GROUP} }
      communityGroupMembers(groupId: "1", limit: 50) { total page limit list { id nickname avatar userType joinedAt } }
      communityPlates(groupId: "1") { id name whoCanPost whoCanReplyPost whoCanReplyComment
        abilities { post ${ABILITY} replyPost ${ABILITY} replyComment ${ABILITY} } }
    }`);
    expect(data.communityGroups).toEqual(page(await rest('/community/group?page=1&limit=50'), group));
    expect(data.communityGroups.list.length).toBeGreaterThan(0);
    expect(data.communityGroup).toEqual(group(await rest('/community/group/detail/1')));
    const members = await rest('/community/group/groupUsers/1?page=1&limit=50');
    expect(data.communityGroupMembers).toEqual(
      page(members, (m) => ({
        id: String(m.id),
        nickname: m.nickname,
        avatar: m.avatar,
        userType: enumOf('CommunityIdentity', m.user_type as number),
        joinedAt: toIso(m.join_time),
      })),
    );
    expect(data.communityGroupMembers.list.length).toBeGreaterThan(0);
    const plates = (await rest('/community/plate?group_id=1')) as unknown as Rows;
    expect(data.communityPlates).toEqual(
      plates.map((p) => {
        const a = p.abilities as Raw;
        return {
          id: String(p.id),
          name: p.name,
          whoCanPost: p.who_can_post,
          whoCanReplyPost: p.who_can_reply_post,
          whoCanReplyComment: p.who_can_reply_comment,
          abilities: { post: a.post, replyPost: a.reply_post, replyComment: a.reply_comment },
        };
      }),
    );
    expect(plates.length).toBeGreaterThan(0);
  });

  it('a circle’s posts and a class circle', async () => {
    const data = await gql(`query {
      circlePosts(groupId: "1", limit: 50) { total page limit list { id title content author { name avatar }
        userType createdAt pinned featured plateId plateName groupId groupName ${RESOURCES} likeCount commentCount } }
      classCirclePosts(classId: "1", limit: 50) { total page limit groupId isHeadTeacher list { id title content
        nickname avatar userType createdAt likeCount commentCount pinned featured ${RESOURCES}
        abilities { delete ${ABILITY} } } }
    }`);
    const posts = await rest('/community/post?group_id=1&page=1&limit=50');
    expect(data.circlePosts).toEqual(
      page(posts, (p) => ({
        id: String(p.id),
        title: (p.main as Raw).title,
        content: p.content,
        author: { name: (p.user as Raw).name, avatar: (p.user as Raw).avatar },
        userType: enumOf('CommunityIdentity', p.user_type as number),
        createdAt: toIso(p.created_at),
        pinned: p.is_top === 1,
        featured: p.is_fine === 1,
        plateId: String(p.plate),
        plateName: p.plate_name,
        groupId: String(p.group_id),
        groupName: p.group_name,
        resources: resources(p.resources),
        likeCount: p.like_num,
        commentCount: p.comment_num,
      })),
    );
    expect(data.circlePosts.list.length).toBeGreaterThan(0);
    const classPosts = await rest('/community/post/class/1?page=1&limit=50');
    const extra = classPosts.extra as Raw;
    expect(data.classCirclePosts).toEqual({
      ...page(classPosts, (p) => ({
        id: String(p.id),
        title: p.title,
        content: p.content,
        nickname: p.nickname,
        avatar: p.avatar,
        userType: enumOf('CommunityIdentity', p.user_type as number),
        createdAt: toIso(p.created_at),
        likeCount: p.like_num,
        commentCount: p.comment_num,
        pinned: p.is_top === 1,
        featured: p.is_fine === 1,
        resources: resources(p.resources),
        abilities: p.abilities,
      })),
      groupId: String(extra.group_id),
      isHeadTeacher: extra.is_header_teacher === 1,
    });
    expect(data.classCirclePosts.list.length).toBeGreaterThan(0);
  });
});
