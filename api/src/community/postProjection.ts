import { sql } from 'kysely';
import { defineProjection } from '../store/projection';
import type { PostEvent } from './postDecider';

/**
 * Comments, likes and collects of posts, with the post's counts (like_num, comment_num) and the
 * circle's post count kept in the same transaction. Deleting a comment hides its replies too.
 */
export const postActivityProjection = defineProjection<PostEvent>({
  name: 'communityPostActivity',
  tables: ['community_comment', 'community_like', 'community_collect'],
  handlers: {
    CommunityPostDeleted: async (trx, { data }) => {
      await trx.updateTable('community_post').set({ deleted: 1 }).where('id', '=', data.postId).execute();
      await trx
        .updateTable('community_group')
        .set({ post_num: sql`post_num - 1` })
        .where('id', '=', data.groupId)
        .execute();
    },
    CommunityCommentAdded: async (trx, { data }) => {
      await trx
        .insertInto('community_comment')
        .values({
          id: data.id,
          post_id: data.postId,
          group_id: data.groupId,
          uid: data.uid,
          user_type: data.userType,
          reply_id: data.replyId,
          reply_uid: data.replyUid,
          root_id: data.rootId,
          content: data.content,
          deleted: 0,
          created_at: data.at,
        })
        .execute();
      await trx
        .updateTable('community_post')
        .set({ comment_num: sql`comment_num + 1` })
        .where('id', '=', data.postId)
        .execute();
    },
    CommunityCommentDeleted: async (trx, { data }) => {
      const result = await trx
        .updateTable('community_comment')
        .set({ deleted: 1 })
        .where('post_id', '=', data.postId)
        .where((eb) => eb.or([eb('id', '=', data.id), eb('root_id', '=', data.id)]))
        .where('deleted', '=', 0)
        .executeTakeFirst();
      const removed = Number(result.numUpdatedRows);
      await trx
        .updateTable('community_post')
        .set({ comment_num: sql`comment_num - ${removed}` })
        .where('id', '=', data.postId)
        .execute();
    },
    CommunityPostLiked: async (trx, { data }) => {
      await trx
        .insertInto('community_like')
        .values({ post_id: data.postId, uid: data.uid, created_at: data.at })
        .execute();
      await trx
        .updateTable('community_post')
        .set({ like_num: sql`like_num + 1` })
        .where('id', '=', data.postId)
        .execute();
    },
    CommunityPostUnliked: async (trx, { data }) => {
      await trx
        .deleteFrom('community_like')
        .where('post_id', '=', data.postId)
        .where('uid', '=', data.uid)
        .execute();
      await trx
        .updateTable('community_post')
        .set({ like_num: sql`like_num - 1` })
        .where('id', '=', data.postId)
        .execute();
    },
    CommunityPostCollected: async (trx, { data }) => {
      await trx
        .insertInto('community_collect')
        .values({ id: data.collectId, post_id: data.postId, uid: data.uid, created_at: data.at })
        .execute();
    },
    CommunityCollectCancelled: async (trx, { data }) => {
      await trx.deleteFrom('community_collect').where('id', '=', data.collectId).execute();
    },
  },
});
