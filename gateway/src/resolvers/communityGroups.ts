import { COMMUNITY_LIMITS } from '@school/machines';
import { GraphQLError } from 'graphql';
import { camel } from '../camel';
import type { CirclePostOrder, Resolvers } from '../generated/resolvers-types';
import type {
  RestCirclePostPage,
  RestClassCirclePage,
  RestCommunityGroup,
  RestCommunityGroupPage,
  RestCommunityMemberPage,
  RestCommunityPlate,
  RestCommunitySwitches,
} from '../rest/communityGroups';
import { restId } from '../restIds';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);

export const ORDER: Record<CirclePostOrder, number> = { NEW: 1, HOT: 2 };

/** Circles, membership, members, boards, circle posts and the class circle over the caller's staff calls. */
export const communityGroupsResolvers: Resolvers = {
  CommunityGroup: {
    platesOn: (g) => (g.groupType === 2 ? g.isOpenClassPlate : g.isOpenLikePlate) === 1,
    postCount: (g) => g.postNum,
    memberCount: (g) => g.userNum,
    joined: (g) => g.isUserAdd === 1,
  },
  CommunityMember: { joinedAt: (m) => m.joinTime },
  CirclePostResource: { url: (r) => r.resourceUrl },
  CirclePost: {
    title: (p) => p.main.title,
    author: (p) => p.user,
    pinned: (p) => p.isTop === 1,
    featured: (p) => p.isFine === 1,
    plateId: (p) => String(p.plate),
    likeCount: (p) => p.likeNum,
    commentCount: (p) => p.commentNum,
  },
  ClassCirclePost: {
    pinned: (p) => p.isTop === 1,
    featured: (p) => p.isFine === 1,
    likeCount: (p) => p.likeNum,
    commentCount: (p) => p.commentNum,
  },
  Query: {
    async communityGroups(_parent, { hot, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityGroupPage>('GET', '/community/group', {
        query: { hot: hot ? 1 : undefined, page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.circlePageSize },
      });
      return camel(res);
    },
    async myCommunityGroups(_parent, { groupType, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityGroupPage>('GET', '/community/group/myGroup', {
        query: {
          group_type: groupType ?? undefined,
          page: page ?? 1,
          limit: limit ?? COMMUNITY_LIMITS.myGroupPageSize,
        },
      });
      return camel(res);
    },
    async communityGroup(_parent, { id }, ctx) {
      return camel(
        await ctx.staff.request<RestCommunityGroup>('GET', `/community/group/detail/${restId(id)}`),
      );
    },
    async communityGroupMembers(_parent, { groupId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommunityMemberPage>(
        'GET',
        `/community/group/groupUsers/${restId(groupId)}`,
        { query: { page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.memberPageSize } },
      );
      return camel(res);
    },
    async communityPlates(_parent, { groupId }, ctx) {
      const plates = await ctx.staff.request<RestCommunityPlate[]>('GET', '/community/plate', {
        query: { group_id: restId(groupId) },
      });
      return camel(plates);
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
      return camel(res);
    },
    async myCirclePosts(_parent, { page, limit }, ctx) {
      const res = await ctx.staff.request<RestCirclePostPage>('GET', '/community/myPost', {
        query: { page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.mySections },
      });
      return camel(res);
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
        list: camel(res.list),
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
      return camel(
        await ctx.staff.request<RestCommunityGroup>('GET', `/community/group/detail/${restId(id)}`),
      );
    },
    async leaveCommunityGroup(_parent, { id }, ctx) {
      await ctx.staff.request('GET', `/community/group/outGroup/${restId(id)}`);
      return camel(
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
