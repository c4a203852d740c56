import { COMMUNITY_IDENTITY, type CommunityIdentity } from '@school/machines';
import { COLLECT_ID_TABLE, COMMENT_ID_TABLE, type PostCommand, postDecider } from '../community';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import { raiseIdSequence } from '../store/idSequences';
import type { Store } from '../store/store';

type Person = { id: number; role: CommunityIdentity };

/**
 * Comments, replies, likes and a collect from students and staff on the demo circle's first posts,
 * each through the post's stream and its rules (members of circle 1, boards as seeded). Returns the
 * number of commands sent.
 */
export async function seedDemoPostActivity(store: Store, now: number): Promise<number> {
  const posts = await store.db
    .selectFrom('community_post')
    .select(['id', 'group_id', 'uid', 'user_type', 'plate_id'])
    .where('group_id', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();
  const members = await store.db
    .selectFrom('community_member as m')
    .innerJoin('users as u', 'u.id', 'm.uid')
    .select(['u.id', 'u.role'])
    .where('m.group_id', '=', 1)
    .where('m.left', '=', 0)
    .orderBy('u.id')
    .execute();
  const people = members.map((m) => ({ id: Number(m.id), role: m.role as CommunityIdentity }));
  const first = (role: CommunityIdentity, n = 0) => people.filter((p) => p.role === role)[n];
  const teacher = first('teacher');
  const assistant = first('assistant');
  const [studentA, studentB] = [first('student', 1), first('student', 2)];
  if (posts.length < 2 || !teacher || !assistant || !studentA || !studentB) return 0;
  const plates = await store.db.selectFrom('community_plate').selectAll().execute();
  const plateOf = (id: number) => {
    const p = plates.find((row) => Number(row.id) === id);
    const list = (json: string | undefined) => JSON.parse(json ?? '[]') as number[];
    return {
      whoCanPost: list(p?.who_can_post),
      whoCanReplyPost: list(p?.who_can_reply_post),
      whoCanReplyComment: list(p?.who_can_reply_comment),
    };
  };

  let commands = 0;
  let commentId = 0;
  let at = now - 1200;
  const send = async (postIndex: number, build: (facts: PostCommand['facts']) => PostCommand) => {
    const post = posts[postIndex] as (typeof posts)[number];
    const facts = {
      postId: Number(post.id),
      groupId: Number(post.group_id),
      authorUid: Number(post.uid),
      authorType: Number(post.user_type),
    };
    commands += 1;
    at += 30;
    await store.handle(postDecider, streamId('communityPost', facts.postId), build(facts), systemMeta);
  };
  const comment = (postIndex: number, by: Person, content: string, replyId = 0) => {
    commentId += 1;
    const id = commentId;
    const plate = plateOf(Number((posts[postIndex] as (typeof posts)[number]).plate_id));
    return send(postIndex, (facts) => ({
      type: 'AddComment',
      facts,
      identity: by.role,
      member: true,
      plate,
      comment: {
        id,
        postId: facts.postId,
        groupId: facts.groupId,
        uid: by.id,
        userType: COMMUNITY_IDENTITY[by.role],
        replyId,
        content,
        at,
      },
    })).then(() => id);
  };
  const like = (postIndex: number, by: Person) =>
    send(postIndex, (facts) => ({ type: 'ToggleLike', facts, uid: by.id, at }));

  const question = await comment(0, studentA, '<p>配方法这一步能再讲细一点吗？</p>');
  await comment(0, teacher, '<p>可以，下节课用两道例题再演示一次。</p>', question);
  await comment(0, assistant, '<p>课件已经上传到班级圈了。</p>');
  const hint = await comment(1, teacher, '<p>用公式 S = ½ab·sinC。</p>');
  await comment(1, studentB, '<p>谢谢老师，算出来了！</p>', hint);
  await comment(1, assistant, '<p>注意角度要用夹角。</p>');
  for (const by of [studentA, studentB, assistant]) await like(0, by);
  for (const by of [teacher, studentA]) await like(1, by);
  await send(1, (facts) => ({ type: 'CollectPost', facts, collectId: 1, uid: studentB.id, at }));
  await raiseIdSequence(store.db, store.kind, COMMENT_ID_TABLE, commentId);
  await raiseIdSequence(store.db, store.kind, COLLECT_ID_TABLE, 1);
  return commands;
}
