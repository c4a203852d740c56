/** Shapes of the REST community post calls (`community/post/…`, `comment`, `collect`), as the API answers them. */

export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

export interface RestCommunityUser {
  id: number;
  name: string;
  avatar: string;
}

export interface RestPostCard {
  id: number;
  main: { title: string; content: string };
  content: string;
  user: RestCommunityUser;
  user_type: number;
  created_at: number;
  is_top: number;
  is_fine: number;
  plate: number;
  plate_name: string;
  group_id: number;
  group_name: string;
  resource_type: number;
  resources: { id: number; type: number; resource_url: string }[];
  like_num: number;
  comment_num: number;
  collect_id?: number | null;
}

export interface RestPostShow extends RestPostCard {
  is_like: number;
  collect_id: number | null;
  is_user_add: number;
  can_delete: RestAbility;
  can_reply: RestAbility;
}

export interface RestComment {
  id: number;
  content: string;
  user: RestCommunityUser;
  user_type: number;
  reply_id: number;
  reply_user: { name: string } | null;
  created_at: number;
  can_delete: RestAbility;
  can_reply: RestAbility;
  replies?: RestComment[];
}

export interface RestPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

export interface RestGroupDetail {
  id: number;
  name: string;
  image: string;
  group_type: number;
  is_open_like_plate: number;
  is_open_class_plate: number;
  post_num: number;
  user_num: number;
  is_user_add: number;
}

export interface RestPlate {
  id: number;
  name: string;
  who_can_post: number[];
}
