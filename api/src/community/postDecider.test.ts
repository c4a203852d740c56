import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type CommentFields, type PostCommand, type PostEvent, postDecider } from './postDecider';

const NOW = 1_800_000_000;
const facts = { postId: 8, groupId: 3, authorUid: 42, authorType: 4 };
const plate = { whoCanPost: [2, 3, 4], whoCanReplyPost: [2, 3, 4], whoCanReplyComment: [2, 3] };
const comment = (patch: Partial<CommentFields> = {}) => ({
  id: 20,
  postId: 8,
  groupId: 3,
  uid: 1,
  userType: 2,
  replyId: 0,
  content: '<p>先画图</p>',
  at: NOW,
  ...patch,
});
const addComment = (
  patch: Partial<CommentFields> = {},
  identity: 'teacher' | 'assistant' | 'student' = 'teacher',
  member = true,
): PostCommand => ({ type: 'AddComment', facts, identity, member, plate, comment: comment(patch) });
const commented: PostEvent = {
  type: 'CommunityCommentAdded',
  data: { ...comment(), replyUid: 0, rootId: 20 },
};
const deletePost = (uid: number, classCircle?: { headTeacher: boolean }): PostCommand => ({
  type: 'DeletePost',
  facts,
  uid,
  ...(classCircle ? { classCircle } : {}),
  at: NOW,
});
const postDeleted: PostEvent = {
  type: 'CommunityPostDeleted',
  data: { postId: 8, groupId: 3, uid: 42, at: NOW },
};
const like = (uid = 5): PostCommand => ({ type: 'ToggleLike', facts, uid, at: NOW });
const collect = (uid = 5, collectId = 30): PostCommand => ({
  type: 'CollectPost',
  facts,
  collectId,
  uid,
  at: NOW,
});
const cancel = (uid = 5, collectId = 30): PostCommand => ({
  type: 'CancelCollect',
  facts,
  collectId,
  uid,
  at: NOW,
});
const collected: PostEvent = {
  type: 'CommunityPostCollected',
  data: { collectId: 30, postId: 8, uid: 5, at: NOW },
};

describe('community post decider (like, collect, comment and delete depend on identity)', () => {
  it('the author deletes the post; anyone else: 只能删除自己发布的内容; a deleted post is gone (帖子不存在)', () => {
    expect(given(postDecider).when(deletePost(42))).toEqual({ events: [postDeleted] });
    expect(given(postDecider).when(deletePost(5))).toEqual({ refused: 'forbidden: 只能删除自己发布的内容' });
    expect(given(postDecider, [postDeleted]).when(like())).toEqual({ refused: 'not_found: 帖子不存在' });
    expect(given(postDecider, [postDeleted]).when(deletePost(42))).toEqual({
      refused: 'not_found: 帖子不存在',
    });
  });

  it('head teacher only: deleting class posts of students in the class circle', () => {
    expect(given(postDecider).when(deletePost(1, { headTeacher: true }))).toMatchObject({
      events: [{ type: 'CommunityPostDeleted', data: { uid: 1 } }],
    });
    expect(given(postDecider).when(deletePost(1, { headTeacher: false }))).toEqual({
      refused: 'forbidden: 仅班主任可删除学生的帖子',
    });
  });

  it('a comment answers the post; a reply answers a comment and joins its thread', () => {
    expect(given(postDecider).when(addComment())).toEqual({ events: [commented] });
    expect(
      given(postDecider, [commented]).when(
        addComment({ id: 21, replyId: 20, uid: 2, userType: 3 }, 'assistant'),
      ),
    ).toEqual({
      events: [
        {
          type: 'CommunityCommentAdded',
          data: { ...comment({ id: 21, replyId: 20, uid: 2, userType: 3 }), replyUid: 1, rootId: 20 },
        },
      ],
    });
    expect(given(postDecider).when(addComment({ replyId: 99 }))).toEqual({
      refused: 'not_found: 评论不存在',
    });
  });

  it("the board's who_can_reply_post and who_can_reply_comment; members only; content required", () => {
    expect(given(postDecider).when(addComment({}, 'teacher', false))).toEqual({
      refused: 'forbidden: 请先加入圈子',
    });
    expect(given(postDecider, [commented]).when(addComment({ id: 21, replyId: 20 }, 'student'))).toEqual({
      refused: 'forbidden: 当前身份不能回复评论',
    });
    expect(given(postDecider).when(addComment({ content: '<p> </p>' }))).toEqual({
      refused: 'invalid: 请输入内容',
    });
  });

  it('a comment is deleted by its author, with its thread; then it is gone (评论不存在)', () => {
    const reply: PostEvent = {
      type: 'CommunityCommentAdded',
      data: { ...comment({ id: 21, replyId: 20, uid: 2 }), replyUid: 1, rootId: 20 },
    };
    const remove = (uid: number, id = 20): PostCommand => ({
      type: 'DeleteComment',
      facts,
      id,
      uid,
      at: NOW,
    });
    const removed: PostEvent = {
      type: 'CommunityCommentDeleted',
      data: { id: 20, postId: 8, groupId: 3, uid: 1, at: NOW },
    };
    expect(given(postDecider, [commented, reply]).when(remove(1))).toEqual({ events: [removed] });
    expect(given(postDecider, [commented, reply]).when(remove(2))).toEqual({
      refused: 'forbidden: 只能删除自己发布的内容',
    });
    expect(given(postDecider, [commented, reply, removed]).when(remove(2, 21))).toEqual({
      refused: 'not_found: 评论不存在',
    });
    expect(given(postDecider, [commented, reply, removed]).when(addComment({ id: 22, replyId: 21 }))).toEqual(
      {
        refused: 'not_found: 评论不存在',
      },
    );
  });

  it('like toggles', () => {
    const liked: PostEvent = { type: 'CommunityPostLiked', data: { postId: 8, uid: 5, at: NOW } };
    expect(given(postDecider).when(like())).toEqual({ events: [liked] });
    expect(given(postDecider, [liked]).when(like())).toEqual({
      events: [{ type: 'CommunityPostUnliked', data: { postId: 8, uid: 5, at: NOW } }],
    });
    expect(given(postDecider, [liked]).when(like(6))).toMatchObject({
      events: [{ type: 'CommunityPostLiked' }],
    });
  });

  it('collect toggles: collect_id present means cancel, absent means collect', () => {
    expect(given(postDecider).when(collect())).toEqual({ events: [collected] });
    expect(given(postDecider, [collected]).when(collect(5, 31))).toEqual({
      refused: 'conflict: 已收藏该帖子',
    });
    expect(given(postDecider, [collected]).when(collect(6, 31))).toMatchObject({
      events: [{ data: { uid: 6 } }],
    });
    expect(given(postDecider, [collected]).when(cancel())).toEqual({
      events: [{ type: 'CommunityCollectCancelled', data: { collectId: 30, postId: 8, uid: 5, at: NOW } }],
    });
    expect(given(postDecider, [collected]).when(cancel(6))).toEqual({ refused: 'not_found: 收藏不存在' });
    expect(given(postDecider).when(cancel())).toEqual({ refused: 'not_found: 收藏不存在' });
  });

  it('a collect of a post deleted since may still be cancelled', () => {
    expect(given(postDecider, [collected, postDeleted]).when(cancel())).toMatchObject({
      events: [{ type: 'CommunityCollectCancelled' }],
    });
  });

  it("in a class circle a teacher who is not its head teacher still deletes the teacher's own post", () => {
    const teachersPost = { ...facts, authorUid: 7, authorType: 2 };
    const command: PostCommand = {
      type: 'DeletePost',
      facts: teachersPost,
      uid: 7,
      classCircle: { headTeacher: false },
      at: NOW,
    };
    expect(given(postDecider).when(command)).toEqual({
      events: [{ type: 'CommunityPostDeleted', data: { postId: 8, groupId: 3, uid: 7, at: NOW } }],
    });
  });

  it('who_can_reply_post governs a comment on the post, who_can_reply_comment a reply to a comment', () => {
    // a student may comment on the post (2, 3, 4) but not answer a comment (2, 3)
    expect(given(postDecider).when(addComment({ uid: 42, userType: 4 }, 'student'))).toEqual({
      events: [
        {
          type: 'CommunityCommentAdded',
          data: { ...comment({ uid: 42, userType: 4 }), replyUid: 0, rootId: 20 },
        },
      ],
    });
  });

  it('deleting a reply deletes that reply only; deleting a comment leaves the other threads', () => {
    const reply: PostEvent = {
      type: 'CommunityCommentAdded',
      data: { ...comment({ id: 21, replyId: 20, uid: 2 }), replyUid: 1, rootId: 20 },
    };
    const another: PostEvent = {
      type: 'CommunityCommentAdded',
      data: { ...comment({ id: 22, uid: 3 }), replyUid: 0, rootId: 22 },
    };
    const remove = (uid: number, id: number): PostCommand => ({
      type: 'DeleteComment',
      facts,
      id,
      uid,
      at: NOW,
    });
    const removed = (uid: number, id: number): PostEvent => ({
      type: 'CommunityCommentDeleted',
      data: { id, postId: 8, groupId: 3, uid, at: NOW },
    });
    const replyRemoved = [commented, reply, another, removed(2, 21)];
    expect(given(postDecider, replyRemoved).when(remove(2, 21))).toEqual({
      refused: 'not_found: 评论不存在',
    });
    expect(given(postDecider, replyRemoved).when(remove(1, 20))).toEqual({ events: [removed(1, 20)] });
    const threadRemoved = [commented, reply, another, removed(1, 20)];
    expect(given(postDecider, threadRemoved).when(remove(3, 22))).toEqual({ events: [removed(3, 22)] });
    expect(given(postDecider, threadRemoved).when(remove(2, 21))).toEqual({
      refused: 'not_found: 评论不存在',
    });
  });

  it('a comment never made is not deleted (评论不存在)', () => {
    const remove: PostCommand = { type: 'DeleteComment', facts, id: 99, uid: 1, at: NOW };
    expect(given(postDecider, [commented]).when(remove)).toEqual({ refused: 'not_found: 评论不存在' });
  });

  it('a like withdrawn may be given again; a collect cancelled may be made again', () => {
    const liked: PostEvent = { type: 'CommunityPostLiked', data: { postId: 8, uid: 5, at: NOW } };
    const unliked: PostEvent = { type: 'CommunityPostUnliked', data: { postId: 8, uid: 5, at: NOW } };
    expect(given(postDecider, [liked, unliked]).when(like())).toEqual({ events: [liked] });
    const cancelled: PostEvent = {
      type: 'CommunityCollectCancelled',
      data: { collectId: 30, postId: 8, uid: 5, at: NOW },
    };
    expect(given(postDecider, [collected, cancelled]).when(collect(5, 31))).toMatchObject({
      events: [{ type: 'CommunityPostCollected', data: { collectId: 31, uid: 5 } }],
    });
    expect(given(postDecider, [collected, cancelled]).when(cancel())).toEqual({
      refused: 'not_found: 收藏不存在',
    });
  });
});
