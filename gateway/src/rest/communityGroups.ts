/** Shapes of the REST community circle calls (`community/group…`, `plate`, `post`, class circle): the API's own answer types. */
import type { CommunityRest } from '@school/api';
import type { Camel } from '../camel';

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

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
export type CommunityGroupAnswer = Camel<RestCommunityGroup>;
export type CommunityMemberAnswer = Camel<RestCommunityMember>;
export type CommunityPlateAnswer = Camel<RestCommunityPlate>;
export type CirclePostResourceAnswer = Camel<RestPostResource>;
export type CirclePostAnswer = Camel<RestCirclePost>;
export type ClassCirclePostAnswer = Camel<RestClassCirclePost>;
