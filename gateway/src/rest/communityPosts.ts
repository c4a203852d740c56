/** Shapes of the REST community post calls (`community/post/…`, `comment`, `collect`): the API's own answer types. */
import type { CommunityRest } from '@school/api';
import type { Camel } from '../camel';

export type RestAbility = CommunityRest.Ability;
export type RestCommunityUser = CommunityRest.PostAuthor;
export type RestPostCard = CommunityRest.Post;
export type RestPostCardPage = CommunityRest.PostPage;
export type RestCollectedPostPage = CommunityRest.CollectedPostPage;
export type RestPostShow = CommunityRest.PostShow;
export type RestComment = CommunityRest.Comment;
export type RestReply = CommunityRest.Reply;
export type RestCommentPage = CommunityRest.CommentPage;
export type RestPostStatistics = CommunityRest.PostStatistics;
export type RestGroupDetail = CommunityRest.Group;
export type RestGroupPage = CommunityRest.GroupPage;
export type RestPlate = CommunityRest.Plate;
export type RestCaptcha = CommunityRest.Captcha;
export type RestNewPostId = CommunityRest.NewPostId;

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
export type CommunityAuthorAnswer = Camel<RestCommunityUser>;
export type CommunityPostDetailAnswer = Camel<RestPostShow>;
export type CommunityPostResourceAnswer = CommunityPostDetailAnswer['resources'][number];
/** A post card of a list; collection rows carry their `collectId` too. */
export type CommunityPostCardAnswer = Camel<RestPostCard & { collect_id?: number }>;
export type CommunityCommentAnswer = Camel<RestComment | RestReply>;
export type CommunityPostStatisticsAnswer = Camel<RestPostStatistics>;
export type CommunityJoinedCircleAnswer = Camel<RestGroupPage['list'][number]>;
