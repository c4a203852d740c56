/** Shapes of the REST community circle calls (`community/group…`, `plate`, `post`, class circle): the API's own answer types. */
import type { CommunityRest } from '@school/api';

export type RestAbility = CommunityRest.Ability;
export type RestCommunityGroup = CommunityRest.Group;
export type RestCommunityGroupPage = CommunityRest.GroupPage;
export type RestCommunityMember = CommunityRest.Member;
export type RestCommunityMemberPage = CommunityRest.MemberPage;
export type RestCommunityPlate = CommunityRest.Plate;
export type RestPostResource = CommunityRest.PostResource;
export type RestCirclePost = CommunityRest.Post;
export type RestCirclePostPage = CommunityRest.PostPage;
export type RestClassCirclePost = CommunityRest.ClassCirclePost;
export type RestClassCirclePage = CommunityRest.ClassCirclePage;
export type RestCommunitySwitches = CommunityRest.CommunitySwitches;
