import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type {
  RestCaptcha,
  RestCollectedPostPage,
  RestComment,
  RestCommentPage,
  RestCommunityUser,
  RestGroupDetail,
  RestGroupPage,
  RestNewPostId,
  RestPlate,
  RestPostCard,
  RestPostCardPage,
  RestPostShow,
  RestPostStatistics,
  RestReply,
} from '../rest/communityPosts';
import { BAD_ID_MESSAGE, restId } from '../restIds';
import { rolePrefix } from '../upstream';

const toAuthor = (u: RestCommunityUser) => ({ id: String(u.id), name: u.name, avatar: u.avatar });

/** A post card of a list; collection rows carry their `collect_id` too. */
const toCard = (p: RestPostCard & { collect_id?: number }) => ({
  id: String(p.id),
  title: p.main.title,
  author: toAuthor(p.user),
  createdAt: p.created_at,
  groupId: String(p.group_id),
  groupName: p.group_name,
  likeNum: p.like_num,
  commentNum: p.comment_num,
  pinned: p.is_top === 1,
  featured: p.is_fine === 1,
  cover: p.resources.find((r) => r.type === 1)?.resource_url ?? '',
  collectId: p.collect_id ? String(p.collect_id) : null,
});

export const toDetail = (p: RestPostShow) => ({
  id: String(p.id),
  title: p.main.title,
  content: p.content,
  author: toAuthor(p.user),
  userType: p.user_type,
  createdAt: p.created_at,
  pinned: p.is_top === 1,
  featured: p.is_fine === 1,
  plateId: String(p.plate),
  plateName: p.plate_name,
  groupId: String(p.group_id),
  groupName: p.group_name,
  resourceType: p.resource_type,
  resources: p.resources.map((r) => ({ id: String(r.id), type: r.type, url: r.resource_url })),
  likeNum: p.like_num,
  commentNum: p.comment_num,
  liked: p.is_like === 1,
  collectId: p.collect_id === null ? null : String(p.collect_id),
  member: p.is_user_add === 1,
  canDelete: p.can_delete,
  canReply: p.can_reply,
});

type Comment = ReturnType<typeof toComment>;
export function toComment(c: RestComment | RestReply): {
  id: string;
  content: string;
  author: ReturnType<typeof toAuthor>;
  userType: number;
  createdAt: number;
  replyToName: string | null;
  canDelete: RestComment['can_delete'];
  canReply: RestComment['can_reply'];
  replies: Comment[];
} {
  return {
    id: String(c.id),
    content: c.content,
    author: toAuthor(c.user),
    userType: c.user_type,
    createdAt: c.created_at,
    replyToName: c.reply_user?.name ?? null,
    canDelete: c.can_delete,
    canReply: c.can_reply,
    replies: 'replies' in c ? c.replies.map(toComment) : [],
  };
}

const showPost = async (ctx: GatewayContext, id: string) =>
  toDetail(await ctx.staff.request<RestPostShow>('GET', `/community/post/${restId(id)}`));

const MEMBER_TABS: Record<number, string> = {
  0: '/community/myPost',
  1: '/community/post/participated',
  2: '/community/collect',
};

/** Community posts over the caller's community calls (the staff prefix of their identity). */
export const communityPostsResolvers: Resolvers = {
  Query: {
    communityPost: (_parent, { id }, ctx) => showPost(ctx, id),
    async communityPostComments(_parent, { postId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestCommentPage>('GET', '/community/comment', {
        query: { post_id: restId(postId), page: page ?? 1, limit: limit ?? undefined },
      });
      return { list: res.list.map(toComment), total: res.total, page: res.page, limit: res.limit };
    },
    async communityRecommendedPosts(_parent, { groupId, except }, ctx) {
      const list = await ctx.staff.request<RestPostCard[]>('GET', '/community/post/recommend', {
        query: { group_id: restId(groupId), except: except ? restId(except) : undefined },
      });
      return list.map(toCard);
    },
    async communityPostStatistics(_parent, _args, ctx) {
      const s = await ctx.staff.request<RestPostStatistics>('GET', '/community/post/statistics');
      return {
        published: s.post_num,
        participated: s.participate_num,
        collected: s.collect_num,
        circles: s.group_num,
      };
    },
    async memberCommunityPosts(_parent, { tab, page, limit }, ctx) {
      const path = MEMBER_TABS[tab];
      if (!path) throw new GraphQLError(BAD_ID_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
      const res = await ctx.staff.request<RestPostCardPage | RestCollectedPostPage>(
        'GET',
        path as `/${string}`,
        {
          query: { page: page ?? 1, limit: limit ?? 10 },
        },
      );
      const rows: readonly (RestPostCard & { collect_id?: number })[] = res.list;
      return { list: rows.map(toCard), total: res.total, page: res.page, limit: res.limit };
    },
    async memberCommunityCircles(_parent, { page, limit }, ctx) {
      const res = await ctx.staff.request<RestGroupPage>('GET', '/community/group/myGroup', {
        query: { page: page ?? 1, limit: limit ?? 10 },
      });
      return {
        list: res.list.map((g) => ({
          id: String(g.id),
          name: g.name,
          image: g.image,
          postNum: g.post_num,
          userNum: g.user_num,
        })),
        total: res.total,
        page: res.page,
        limit: res.limit,
      };
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
    newCommunityCaptcha: (_parent, _args, ctx) => ctx.staff.request<RestCaptcha>('GET', '/community/captcha'),
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
