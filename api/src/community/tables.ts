import { createTables } from '../store/createTables';
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

export interface CommunityTables {
  community_group: CommunityGroupTable;
  community_member: CommunityMemberTable;
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
  });

export const communityMigrations: [string, DomainMigration][] = [['0900_community', createCommunityTables]];
