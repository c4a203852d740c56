/** Shapes of the REST community circle calls (`community/group…`, `plate`, `post`, class circle), as the API answers them. */

export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

export interface RestCommunityGroup {
  id: number;
  name: string;
  image: string;
  introduction: string;
  announcement: string;
  group_type: number;
  school_id: number;
  is_open_like_plate: number;
  is_open_class_plate: number;
  post_num: number;
  user_num: number;
  is_user_add: number;
  abilities: { join: RestAbility; leave: RestAbility };
}

export interface RestCommunityMember {
  id: number;
  nickname: string;
  avatar: string;
  user_type: number;
  join_time: number;
}

export interface RestCommunityPlate {
  id: number;
  name: string;
  who_can_post: number[];
  who_can_reply_post: number[];
  who_can_reply_comment: number[];
  abilities: { post: RestAbility; reply_post: RestAbility; reply_comment: RestAbility };
}

export interface RestPostResource {
  type: number;
  resource_url: string;
}

export interface RestCirclePost {
  id: number;
  main: { title: string; content: string };
  content: string;
  user?: { name: string; avatar: string };
  user_type: number;
  created_at: number;
  is_top: number;
  is_fine: number;
  plate: number;
  plate_name?: string;
  group_id: number;
  group_name: string;
  resources: RestPostResource[];
  like_num: number;
  comment_num: number;
}

export interface RestClassCirclePost {
  id: number;
  title: string;
  content: string;
  nickname: string;
  avatar: string;
  user_type: number;
  created_at: number;
  like_num: number;
  comment_num: number;
  is_top: number;
  is_fine: number;
  resources: RestPostResource[];
  abilities: { delete: RestAbility };
}

export interface RestCommunitySwitches {
  switch_community_module: number;
  circle_module: { general: number; class: number };
}

export interface RestPage<T, E = undefined> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra: E;
}
