import { camel } from '../camel';
import type { GatewayContext } from '../context';
import type { MemberPostsTab, Resolvers } from '../generated/resolvers-types';
import type {
  RestCaptcha,
  RestCollectedPostPage,
  RestCommentPage,
  RestGroupDetail,
  RestGroupPage,
  RestNewPostId,
  RestPlate,
  RestPostCard,
  RestPostCardPage,
  RestPostShow,
  RestPostStatistics,
} from '../rest/communityPosts';
import { restId } from '../restIds';
import { rolePrefix } from '../upstream';

const showPost = async (ctx: GatewayContext, id: string) =>
  camel(await ctx.staff.request<RestPostShow>('GET', `/community/post/${restId(id)}`));

const MEMBER_TABS: Record<MemberPostsTab, string> = {
  PUBLISHED: '/community/myPost',
  PARTICIPATED: '/community/post/participated',
  COLLECTED: '/community/collect',
};

/** Community posts over the caller's community calls (the staff prefix of their identity). */
export const communityPostsResolvers: Resolvers = {
  CommunityPostDetail: {
    title: (p) => p.main.title,
    author: (p) => p.user,
    pinned: (p) => p.isTop === 1,
    featured: (p) => p.isFine === 1,
    plateId: (p) => String(p.plate),
    liked: (p) => p.isLike === 1,
    member: (p) => p.isUserAdd === 1,
  },
  CommunityPostResource: { url: (r) => r.resourceUrl },
  CommunityPostCard: {
    title: (p) => p.main.title,
    author: (p) => p.user,
    pinned: (p) => p.isTop === 1,
    featured: (p) => p.isFine === 1,
    cover: (p) => p.resources.find((r) => r.type === 1)?.resourceUrl ?? '',
    collectId: (p) => (p.collectId ? String(p.collectId) : null),
  },
  CommunityComment: {
    author: (c) => c.user,
    replyToName: (c) => c.replyUser?.name ?? null,
    replies: (c) => ('replies' in c ? c.replies : []),
  },
  CommunityPostStatistics: {
    published: (s) => s.postNum,
    participated: (s) => s.participateNum,
    collected: (s) => s.collectNum,
    circles: (s) => s.groupNum,
  },
  Query: {
    communityPost: (_parent, { id }, ctx) => showPost(ctx, id),
    async communityPostComments(_parent, { postId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommentPage>('GET', '/community/comment', {
        query: { post_id: restId(postId), page: page ?? 1, limit: limit ?? undefined },
      });
      return camel(res);
    },
    async communityRecommendedPosts(_parent, { groupId, except }, ctx) {
      const list = await ctx.staff.request<RestPostCard[]>('GET', '/community/post/recommend', {
        query: { group_id: restId(groupId), except: except ? restId(except) : undefined },
      });
      return camel(list);
    },
    async communityPostStatistics(_parent, _args, ctx) {
      return camel(await ctx.staff.request<RestPostStatistics>('GET', '/community/post/statistics'));
    },
    async memberCommunityPosts(_parent, { tab, page, limit }, ctx) {
      const path = MEMBER_TABS[tab];
      const res = await ctx.staff.request<RestPostCardPage | RestCollectedPostPage>(
        'GET',
        path as `/${string}`,
        {
          query: { page: page ?? 1, limit: limit ?? 10 },
        },
      );
      const rows: (RestPostCard & { collect_id?: number })[] = res.list;
      return { ...camel(res), list: camel(rows) };
    },
    async memberCommunityCircles(_parent, { page, limit }, ctx) {
      const res = await ctx.staff.request<RestGroupPage>('GET', '/community/group/myGroup', {
        query: { page: page ?? 1, limit: limit ?? 10 },
      });
      return camel(res);
    },
    async communityPostForm(_parent, { groupId }, ctx) {
      const id = restId(groupId);
      const [group, plates, prefix] = await Promise.all([
        ctx.staff.request<RestGroupDetail>('GET', `/community/group/detail/${id}`),
        ctx.staff.request<RestPlate[]>('GET', '/community/plate', {
          query: { group_id: id },
        }),
        rolePrefix(ctx),
      ]);
      const plateSwitch =
        (group.group_type === 2 ? group.is_open_class_plate : group.is_open_like_plate) === 1;
      return {
        groupId: String(group.id),
        groupName: group.name,
        member: group.is_user_add === 1,
        plateSwitch,
        plates: plates.filter((p) => p.can_post).map((p) => ({ id: String(p.id), name: p.name })),
        uploadUrl: `/api/${prefix}/community/upload`,
      };
    },
  },
  Mutation: {
    newCommunityCaptcha: async (_parent, _args, ctx) =>
      camel(await ctx.staff.request<RestCaptcha>('GET', '/community/captcha')),
    async createCommunityPost(_parent, { input }, ctx) {
      const id = await ctx.staff.request<RestNewPostId>('POST', '/community/post', {
        body: {
          group_id: Number(restId(input.groupId)),
          title: input.title,
          content: input.content,
          plate_id: input.plateId ? Number(restId(input.plateId)) : undefined,
          resource_type: input.resourceType ?? undefined,
          captcha: input.captcha,
          key: input.key,
          resources: input.resources,
        },
      });
      return showPost(ctx, String(id));
    },
    async deleteCommunityPost(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/community/post/${restId(id)}`);
      return id;
    },
    async addCommunityComment(_parent, { postId, content, replyId }, ctx) {
      await ctx.staff.request('POST', '/community/comment', {
        body: {
          post_id: Number(restId(postId)),
          content,
          reply_id: replyId ? Number(restId(replyId)) : undefined,
        },
      });
      return showPost(ctx, postId);
    },
    async deleteCommunityComment(_parent, { postId, id }, ctx) {
      await ctx.staff.request('DELETE', `/community/comment/${restId(id)}`);
      return showPost(ctx, postId);
    },
    async toggleCommunityPostLike(_parent, { postId }, ctx) {
      await ctx.staff.request('POST', '/community/post/like', { body: { post_id: Number(restId(postId)) } });
      return showPost(ctx, postId);
    },
    async collectCommunityPost(_parent, { postId }, ctx) {
      await ctx.staff.request('POST', '/community/collect', { body: { post_id: Number(restId(postId)) } });
      return showPost(ctx, postId);
    },
    async cancelCommunityCollect(_parent, { postId, collectId }, ctx) {
      await ctx.staff.request('PUT', `/community/collect/${restId(collectId)}`);
      return showPost(ctx, postId);
    },
  },
};
