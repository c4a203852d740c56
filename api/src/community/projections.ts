import { sql } from 'kysely';
import { defineProjection } from '../store/projection';
import type { GroupEvent } from './groupDecider';

/** Circles and their members, with the member count kept in the same transaction. */
export const groupProjection = defineProjection<GroupEvent>({
  name: 'communityGroups',
  tables: ['community_group', 'community_member', 'community_plate', 'community_post'],
  handlers: {
    CommunityGroupCreated: async (trx, { data }) => {
      await trx
        .insertInto('community_group')
        .values({
          id: data.id,
          name: data.name,
          image: data.image,
          introduction: data.introduction,
          announcement: data.announcement,
          group_type: data.groupType,
          school_id: data.schoolId,
          plate_switch: data.plateSwitch,
          post_num: 0,
          user_num: 0,
          created_at: data.at,
        })
        .execute();
    },
    CommunityMemberJoined: async (trx, { data }) => {
      await trx
        .insertInto('community_member')
        .values({
          group_id: data.groupId,
          uid: data.uid,
          user_type: data.userType,
          joined_at: data.at,
          left: 0,
        })
        .onConflict((oc) =>
          oc
            .columns(['group_id', 'uid'])
            .doUpdateSet({ left: 0, joined_at: data.at, user_type: data.userType }),
        )
        .execute();
      await trx
        .updateTable('community_group')
        .set({ user_num: sql`user_num + 1` })
        .where('id', '=', data.groupId)
        .execute();
    },
    CommunityMemberLeft: async (trx, { data }) => {
      await trx
        .updateTable('community_member')
        .set({ left: 1 })
        .where('group_id', '=', data.groupId)
        .where('uid', '=', data.uid)
        .execute();
      await trx
        .updateTable('community_group')
        .set({ user_num: sql`user_num - 1` })
        .where('id', '=', data.groupId)
        .execute();
    },
    CommunityPlateAdded: async (trx, { data }) => {
      await trx
        .insertInto('community_plate')
        .values({
          id: data.id,
          group_id: data.groupId,
          name: data.name,
          who_can_post: JSON.stringify(data.whoCanPost),
          who_can_reply_post: JSON.stringify(data.whoCanReplyPost),
          who_can_reply_comment: JSON.stringify(data.whoCanReplyComment),
        })
        .execute();
    },
    CommunityPostCreated: async (trx, { data }) => {
      await trx
        .insertInto('community_post')
        .values({
          id: data.id,
          group_id: data.groupId,
          plate_id: data.plateId,
          uid: data.uid,
          user_type: data.userType,
          title: data.title,
          content: data.content,
          resource_type: data.resourceType,
          resources: JSON.stringify(data.resources),
          is_top: data.isTop ?? 2,
          is_fine: data.isFine ?? 2,
          like_num: 0,
          comment_num: 0,
          deleted: 0,
          created_at: data.at,
        })
        .execute();
      await trx
        .updateTable('community_group')
        .set({ post_num: sql`post_num + 1` })
        .where('id', '=', data.groupId)
        .execute();
    },
  },
});
