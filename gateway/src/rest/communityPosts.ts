/** Shapes of the REST community post calls (`community/post/…`, `comment`, `collect`): the API's own answer types. */
import type { CommunityRest } from '@school/api';

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
