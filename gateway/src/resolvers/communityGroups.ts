import { COMMUNITY_LIMITS } from '@school/machines';
import { GraphQLError } from 'graphql';
import type { CirclePostOrder, Resolvers } from '../generated/resolvers-types';
import type {
  RestCirclePost,
  RestCirclePostPage,
  RestClassCirclePage,
  RestClassCirclePost,
  RestCommunityGroup,
  RestCommunityGroupPage,
  RestCommunityMemberPage,
  RestCommunityPlate,
  RestCommunitySwitches,
  RestPostResource,
} from '../rest/communityGroups';
import { restId } from '../restIds';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);

export const toGroup = (g: RestCommunityGroup) => ({
  id: String(g.id),
  name: g.name,
  image: g.image,
  introduction: g.introduction,
  announcement: g.announcement,
  groupType: g.group_type,
  platesOn: (g.group_type === 2 ? g.is_open_class_plate : g.is_open_like_plate) === 1,
  postCount: g.post_num,
  memberCount: g.user_num,
  joined: g.is_user_add === 1,
  abilities: g.abilities,
});

export const groupPage = (res: RestCommunityGroupPage) => ({
  list: res.list.map(toGroup),
  total: res.total,
  page: res.page,
  limit: res.limit,
});

const toResources = (list: RestPostResource[]) => list.map((r) => ({ type: r.type, url: r.resource_url }));

const toPost = (p: RestCirclePost) => ({
  id: String(p.id),
  title: p.main.title,
  content: p.content,
  author: p.user,
  userType: p.user_type,
  createdAt: p.created_at,
  pinned: p.is_top === 1,
  featured: p.is_fine === 1,
  plateId: String(p.plate),
  plateName: p.plate_name,
  groupId: String(p.group_id),
  groupName: p.group_name,
  resources: toResources(p.resources),
  likeCount: p.like_num,
  commentCount: p.comment_num,
});

export const postPage = (res: RestCirclePostPage) => ({
  list: res.list.map(toPost),
  total: res.total,
  page: res.page,
  limit: res.limit,
});

const toClassPost = (p: RestClassCirclePost) => ({
  id: String(p.id),
  title: p.title,
  content: p.content,
  nickname: p.nickname,
  avatar: p.avatar,
  userType: p.user_type,
  createdAt: p.created_at,
  likeCount: p.like_num,
  commentCount: p.comment_num,
  pinned: p.is_top === 1,
  featured: p.is_fine === 1,
  resources: toResources(p.resources),
  abilities: p.abilities,
});

export const toPlate = (p: RestCommunityPlate) => ({
  id: String(p.id),
  name: p.name,
  whoCanPost: p.who_can_post,
  whoCanReplyPost: p.who_can_reply_post,
  whoCanReplyComment: p.who_can_reply_comment,
  abilities: {
    post: p.abilities.post,
    replyPost: p.abilities.reply_post,
    replyComment: p.abilities.reply_comment,
  },
});

export const ORDER: Record<CirclePostOrder, number> = { NEW: 1, HOT: 2 };

/** Circles, membership, members, boards, circle posts and the class circle over the caller's staff calls. */
export const communityGroupsResolvers: Resolvers = {
  Query: {
    async communityGroups(_parent, { hot, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityGroupPage>('GET', '/community/group', {
        query: { hot: hot ? 1 : undefined, page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.circlePageSize },
      });
      return groupPage(res);
    },
    async myCommunityGroups(_parent, { groupType, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityGroupPage>('GET', '/community/group/myGroup', {
        query: {
          group_type: groupType ?? undefined,
          page: page ?? 1,
          limit: limit ?? COMMUNITY_LIMITS.myGroupPageSize,
        },
      });
      return groupPage(res);
    },
    async communityGroup(_parent, { id }, ctx) {
      return toGroup(
        await ctx.staff.request<RestCommunityGroup>('GET', `/community/group/detail/${restId(id)}`),
      );
    },
    async communityGroupMembers(_parent, { groupId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityMemberPage>(
        'GET',
        `/community/group/groupUsers/${restId(groupId)}`,
        { query: { page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.memberPageSize } },
      );
      return {
        list: res.list.map((m) => ({
          id: String(m.id),
          nickname: m.nickname,
          avatar: m.avatar,
          userType: m.user_type,
          joinedAt: m.join_time,
        })),
        total: res.total,
        page: res.page,
        limit: res.limit,
      };
    },
    async communityPlates(_parent, { groupId }, ctx) {
      const plates = await ctx.staff.request<RestCommunityPlate[]>('GET', '/community/plate', {
        query: { group_id: restId(groupId) },
      });
      return plates.map(toPlate);
    },
    async circlePosts(_parent, { groupId, plateId, order, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCirclePostPage>('GET', '/community/post', {
        query: {
          group_id: optionalId(groupId),
          plate_id: optionalId(plateId),
          order: order ? ORDER[order] : undefined,
          page: page ?? 1,
          limit: limit ?? 20,
        },
      });
      return postPage(res);
    },
    async myCirclePosts(_parent, { page, limit }, ctx) {
      const res = await ctx.staff.request<RestCirclePostPage>('GET', '/community/myPost', {
        query: { page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.mySections },
      });
      return postPage(res);
    },
    async classCirclePosts(_parent, { classId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestClassCirclePage>(
        'GET',
        `/community/post/class/${restId(classId)}`,
        {
          query: { page: page ?? 1, limit: limit ?? 20 },
        },
      );
      return {
        list: res.list.map(toClassPost),
        total: res.total,
        page: res.page,
        limit: res.limit,
        groupId: String(res.extra.group_id),
        isHeadTeacher: res.extra.is_header_teacher === 1,
      };
    },
    async communitySwitches(_parent, _args, ctx) {
      const s = await ctx.staff.request<RestCommunitySwitches>('GET', '/community/setting');
      return {
        community: s.switch_community_module === 1,
        generalCircles: s.circle_module.general === 1,
        classCircles: s.circle_module.class === 1,
      };
    },
  },
  Mutation: {
    async joinCommunityGroup(_parent, { id }, ctx) {
      await ctx.staff.request('GET', `/community/group/addGroup/${restId(id)}`);
      return toGroup(
        await ctx.staff.request<RestCommunityGroup>('GET', `/community/group/detail/${restId(id)}`),
      );
    },
    async leaveCommunityGroup(_parent, { id }, ctx) {
      await ctx.staff.request('GET', `/community/group/outGroup/${restId(id)}`);
      return toGroup(
        await ctx.staff.request<RestCommunityGroup>('GET', `/community/group/detail/${restId(id)}`),
      );
    },
    async deleteClassCirclePosts(_parent, { ids }, ctx) {
      if (ids.length === 0) throw new GraphQLError('请选择帖子', { extensions: { code: 'BAD_USER_INPUT' } });
      await ctx.staff.request('DELETE', `/community/post/${ids.map(restId).join(',')}`);
      return ids;
    },
  },
};
