import { type CommunityIdentity, plateAbilities } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';
import { visibleCircle } from './circleAccess';
import { platesOf } from './posts';

const identityName = (viewer: Viewer): CommunityIdentity =>
  viewer.role === 'teacher' ? 'teacher' : viewer.role === 'assistant' ? 'assistant' : 'student';

/** The boards of a circle, each with what the caller may do in it (post, reply, reply to comments). */
export async function platesFor(db: Kysely<Database>, viewer: Viewer, groupId: number) {
  await visibleCircle(db, viewer, groupId);
  const [plates, member] = await Promise.all([
    platesOf(db, groupId, identityName(viewer)),
    db
      .selectFrom('community_member')
      .select('left')
      .where('group_id', '=', groupId)
      .where('uid', '=', viewer.id)
      .executeTakeFirst(),
  ]);
  const isMember = member !== undefined && Number(member.left) === 0;
  return plates.map((p) => {
    const abilities = plateAbilities(
      {
        whoCanPost: p.who_can_post,
        whoCanReplyPost: p.who_can_reply_post,
        whoCanReplyComment: p.who_can_reply_comment,
      },
      identityName(viewer),
      isMember,
    );
    return {
      ...p,
      abilities: {
        post: abilities.post,
        reply_post: abilities.replyPost,
        reply_comment: abilities.replyComment,
      },
    };
  });
}
