import { createTables } from '../store/createTables';
import { createIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';

/** Community circles (spec section 3, community group): one row per circle, counts kept by the projection. */
export interface CommunityGroupTable {
  id: number;
  name: string;
  image: string;
  introduction: string;
  announcement: string;
  /** 1 general circle, 2 class circle. */
  group_type: number;
  school_id: number;
  /** The circle's board switch (is_open_like_plate / is_open_class_plate): 1 on, 2 off. */
  plate_switch: number;
  post_num: number;
  user_num: number;
  created_at: number;
}

/** One user's membership of one circle; a row with left 1 is a former member (spec section 4). */
export interface CommunityMemberTable {
  group_id: number;
  uid: number;
  /** The member's identity number (2 teacher, 3 assistant, 4 student). */
  user_type: number;
  joined_at: number;
  left: number;
}

/** A board of a circle (group_id 0: the default board 10 every circle has). Permission lists are JSON arrays of identity numbers. */
export interface CommunityPlateTable {
  id: number;
  group_id: number;
  name: string;
  who_can_post: string;
  who_can_reply_post: string;
  who_can_reply_comment: string;
}

/** A community post (spec section 3); resources are a JSON array of {type, resource_url}. */
export interface CommunityPostTable {
  id: number;
  group_id: number;
  plate_id: number;
  uid: number;
  user_type: number;
  title: string;
  content: string;
  resource_type: number;
  resources: string;
  is_top: number;
  is_fine: number;
  like_num: number;
  comment_num: number;
  deleted: number;
  created_at: number;
}

/** Image captchas of the student app and CommunityPost: single use, expiring; not events (nothing to replay). */
export interface CommunityCaptchaTable {
  key: string;
  answer: string;
  expires_at: number;
}

/** A comment on a post (spec: comment id, content); a reply names the comment it answers and its thread's first comment. */
export interface CommunityCommentTable {
  id: number;
  post_id: number;
  group_id: number;
  uid: number;
  user_type: number;
  /** The comment answered; 0 for a comment on the post itself. */
  reply_id: number;
  /** The author of the comment answered; 0 for a comment on the post. */
  reply_uid: number;
  /** The thread's first comment (its own id for a comment on the post). */
  root_id: number;
  content: string;
  deleted: number;
  created_at: number;
}

/** Who likes which post. */
export interface CommunityLikeTable {
  post_id: number;
  uid: number;
  created_at: number;
}

/** A user's current collect of a post (spec: collect_id); cancelling removes the row. */
export interface CommunityCollectTable {
  id: number;
  post_id: number;
  uid: number;
  created_at: number;
}

export interface CommunityTables {
  community_comment: CommunityCommentTable;
  community_like: CommunityLikeTable;
  community_collect: CommunityCollectTable;
  community_group: CommunityGroupTable;
  community_member: CommunityMemberTable;
  community_plate: CommunityPlateTable;
  community_post: CommunityPostTable;
  community_captcha: CommunityCaptchaTable;
}

declare module '../store/schema' {
  interface Database extends CommunityTables {}
}

const createCommunityTables: DomainMigration = (db) =>
  createTables(db, {
    community_group: {
      columns: {
        id: 'integer',
        name: 'text',
        image: 'text',
        introduction: 'text',
        announcement: 'text',
        group_type: 'integer',
        school_id: 'integer',
        plate_switch: 'integer',
        post_num: 'integer',
        user_num: 'integer',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['user_num']],
    },
    community_member: {
      columns: {
        group_id: 'integer',
        uid: 'integer',
        user_type: 'integer',
        joined_at: 'bigint',
        left: 'integer',
      },
      primaryKey: ['group_id', 'uid'],
      indexes: [['uid', 'left']],
    },
    community_plate: {
      columns: {
        id: 'integer',
        group_id: 'integer',
        name: 'text',
        who_can_post: 'text',
        who_can_reply_post: 'text',
        who_can_reply_comment: 'text',
      },
      primaryKey: ['id'],
      indexes: [['group_id']],
    },
    community_post: {
      columns: {
        id: 'integer',
        group_id: 'integer',
        plate_id: 'integer',
        uid: 'integer',
        user_type: 'integer',
        title: 'text',
        content: 'text',
        resource_type: 'integer',
        resources: 'text',
        is_top: 'integer',
        is_fine: 'integer',
        like_num: 'integer',
        comment_num: 'integer',
        deleted: 'integer',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [
        ['group_id', 'deleted'],
        ['uid', 'deleted'],
      ],
    },
    community_captcha: {
      columns: { key: 'text', answer: 'text', expires_at: 'bigint' },
      primaryKey: ['key'],
    },
  });

export const POST_ID_TABLE = 'community_post_ids';
export const COMMENT_ID_TABLE = 'community_comment_ids';
export const COLLECT_ID_TABLE = 'community_collect_ids';

const createPostActivityTables: DomainMigration = (db) =>
  createTables(db, {
    community_comment: {
      columns: {
        id: 'integer',
        post_id: 'integer',
        group_id: 'integer',
        uid: 'integer',
        user_type: 'integer',
        reply_id: 'integer',
        reply_uid: 'integer',
        root_id: 'integer',
        content: 'text',
        deleted: 'integer',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [
        ['post_id', 'reply_id', 'deleted', 'id'],
        ['root_id', 'deleted'],
        ['uid', 'deleted'],
      ],
    },
    community_like: {
      columns: { post_id: 'integer', uid: 'integer', created_at: 'bigint' },
      primaryKey: ['post_id', 'uid'],
    },
    community_collect: {
      columns: { id: 'integer', post_id: 'integer', uid: 'integer', created_at: 'bigint' },
      primaryKey: ['id'],
      indexes: [
        ['uid', 'id'],
        ['post_id', 'uid'],
      ],
    },
  });

export const communityMigrations: [string, DomainMigration][] = [
  ['0900_community', createCommunityTables],
  ['0901_community_post_ids', (db, dialect) => createIdSequence(db, dialect, POST_ID_TABLE)],
  ['0902_community_post_activity', createPostActivityTables],
  ['0903_community_comment_ids', (db, dialect) => createIdSequence(db, dialect, COMMENT_ID_TABLE)],
  ['0904_community_collect_ids', (db, dialect) => createIdSequence(db, dialect, COLLECT_ID_TABLE)],
];
