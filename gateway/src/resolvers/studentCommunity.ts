import { COMMUNITY_LIMITS } from '@school/machines';
import { camel } from '../camel';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type {
  RestCirclePostPage,
  RestCommunityGroup,
  RestCommunityGroupPage,
  RestCommunityPlate,
} from '../rest/communityGroups';
import type { RestCaptcha, RestCommentPage, RestNewPostId, RestPostShow } from '../rest/communityPosts';
import { restId } from '../restIds';
import { type HttpMethod, type RequestOptions, request } from '../upstream';
import { ORDER } from './communityGroups';

/**
 * The student app's community (REST `/api/app/community/…`, `/api/app/captcha` and
 * `/api/app/config/community_setting`, students only): the gateway forwards the caller's session and
 * the REST API answers staff 403 and applies membership, board and captcha rules. The answers take the
 * staff community's GraphQL types, so both sides read a circle, a post and a comment alike.
 */
const app = <T>(ctx: GatewayContext, method: HttpMethod, path: `/${string}`, options?: RequestOptions) =>
  request<T>(ctx, method, `/app${path}`, options);

/** Where the student app uploads a post's image or video (multipart field `file`, the files module). */
export const STUDENT_COMMUNITY_UPLOAD = '/api/app/community/upload';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const showCircle = async (ctx: GatewayContext, id: string) =>
  camel(await app<RestCommunityGroup>(ctx, 'GET', `/community/group/detail/${restId(id)}`));
const showPost = async (ctx: GatewayContext, id: string) =>
  camel(await app<RestPostShow>(ctx, 'GET', `/community/post/${restId(id)}`));
const postBody = (postId: string) => ({ body: { post_id: Number(restId(postId)) } });

export const studentCommunityResolvers: Resolvers = {
  Query: {
    async studentCommunitySwitches(_parent, _args, ctx) {
      const { community_setting: s } = await app<{
        community_setting: { is_open: number; is_open_like_plate: number; is_open_class_plate: number };
      }>(ctx, 'GET', '/config/community_setting');
      return {
        community: s.is_open === 1,
        generalCircles: s.is_open_like_plate === 1,
        classCircles: s.is_open_class_plate === 1,
      };
    },
    async studentCircles(_parent, { hot, page, limit }, ctx) {
      const res = await app<RestCommunityGroupPage>(ctx, 'GET', '/community/group', {
        query: { hot: hot ? 1 : undefined, page: page ?? 1, limit: limit ?? COMMUNITY_LIMITS.circlePageSize },
      });
      return camel(res);
    },
    async studentMyCircles(_parent, { groupType, page, limit }, ctx) {
      const res = await app<RestCommunityGroupPage>(ctx, 'GET', '/community/group/myGroup', {
        query: { group_type: groupType ?? undefined, page: page ?? 1, limit: limit ?? 20 },
      });
      return camel(res);
    },
    studentCircle: (_parent, { id }, ctx) => showCircle(ctx, id),
    async studentCirclePlates(_parent, { groupId }, ctx) {
      const plates = await app<RestCommunityPlate[]>(ctx, 'GET', '/community/plate', {
        query: { group_id: restId(groupId) },
      });
      return camel(plates);
    },
    async studentCirclePosts(_parent, { groupId, plateId, order, page, limit }, ctx) {
      const res = await app<RestCirclePostPage>(ctx, 'GET', '/community/post', {
        query: {
          group_id: restId(groupId),
          plate_id: optionalId(plateId),
          order: order ? ORDER[order] : undefined,
          page: page ?? 1,
          limit: limit ?? 20,
        },
      });
      return camel(res);
    },
    studentPost: (_parent, { id }, ctx) => showPost(ctx, id),
    async studentPostComments(_parent, { postId, page, limit }, ctx) {
      const res = await app<RestCommentPage>(ctx, 'GET', '/community/comment', {
        query: { post_id: restId(postId), page: page ?? 1, limit: limit ?? undefined },
      });
      return camel(res);
    },
    async studentPostForm(_parent, { groupId }, ctx) {
      const id = restId(groupId);
      const [group, plates] = await Promise.all([
        app<RestCommunityGroup>(ctx, 'GET', `/community/group/detail/${id}`),
        app<RestCommunityPlate[]>(ctx, 'GET', '/community/plate', { query: { group_id: id } }),
      ]);
      return {
        groupId: String(group.id),
        groupName: group.name,
        member: group.is_user_add === 1,
        plateSwitch: (group.group_type === 2 ? group.is_open_class_plate : group.is_open_like_plate) === 1,
        plates: plates.filter((p) => p.can_post).map((p) => ({ id: String(p.id), name: p.name })),
        uploadUrl: STUDENT_COMMUNITY_UPLOAD,
      };
    },
  },
  Mutation: {
    async joinStudentCircle(_parent, { id }, ctx) {
      await app(ctx, 'GET', `/community/group/addGroup/${restId(id)}`);
      return showCircle(ctx, id);
    },
    async leaveStudentCircle(_parent, { id }, ctx) {
      await app(ctx, 'GET', `/community/group/outGroup/${restId(id)}`);
      return showCircle(ctx, id);
    },
    newStudentCaptcha: async (_parent, _args, ctx) => camel(await app<RestCaptcha>(ctx, 'GET', '/captcha')),
    async createStudentPost(_parent, { input }, ctx) {
      const id = await app<RestNewPostId>(ctx, 'POST', '/community/post', {
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
    async addStudentComment(_parent, { postId, content, replyId }, ctx) {
      await app(ctx, 'POST', '/community/comment', {
        body: {
          post_id: Number(restId(postId)),
          content,
          reply_id: replyId ? Number(restId(replyId)) : undefined,
        },
      });
      return showPost(ctx, postId);
    },
    async toggleStudentPostLike(_parent, { postId }, ctx) {
      await app(ctx, 'POST', '/community/post/like', postBody(postId));
      return showPost(ctx, postId);
    },
    async collectStudentPost(_parent, { postId }, ctx) {
      await app(ctx, 'POST', '/community/collect', postBody(postId));
      return showPost(ctx, postId);
    },
    async cancelStudentCollect(_parent, { postId, collectId }, ctx) {
      await app(ctx, 'PUT', `/community/collect/${restId(collectId)}`);
      return showPost(ctx, postId);
    },
  },
};
