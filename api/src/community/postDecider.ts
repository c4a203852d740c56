import {
  cancelCollectRules,
  collectRules,
  commentShownRules,
  deleteRules,
  firstRefusal,
  type PlatePermissions,
  postDeleteRefusal,
  postShownRules,
  type Refusal,
  replyRules,
} from '@school/machines';
import { refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * One post's life after it is created in its circle (`communityPost-<id>`): deleted, commented,
 * liked, collected. The post's author, circle, board and the actor's membership are facts the command
 * brings (read from the circle's projection); the post's own history decides the rest with the
 * community rules of machines/src/community.
 */
export type PostEvent =
  | { type: 'CommunityPostDeleted'; data: { postId: number; groupId: number; uid: number; at: number } }
  | { type: 'CommunityCommentAdded'; data: CommentFields }
  | {
      type: 'CommunityCommentDeleted';
      data: { id: number; postId: number; groupId: number; uid: number; at: number };
    }
  | { type: 'CommunityPostLiked'; data: { postId: number; uid: number; at: number } }
  | { type: 'CommunityPostUnliked'; data: { postId: number; uid: number; at: number } }
  | { type: 'CommunityPostCollected'; data: { collectId: number; postId: number; uid: number; at: number } }
  | {
      type: 'CommunityCollectCancelled';
      data: { collectId: number; postId: number; uid: number; at: number };
    };

export interface CommentFields {
  id: number;
  postId: number;
  groupId: number;
  uid: number;
  userType: number;
  /** The comment answered, 0 for a comment on the post. */
  replyId: number;
  replyUid: number;
  /** The thread's first comment (the comment's own id when it answers the post). */
  rootId: number;
  content: string;
  at: number;
}

/** What the circle's projection tells about the post and the actor. */
export interface PostFacts {
  postId: number;
  groupId: number;
  authorUid: number;
  /** The author's identity (2 teacher, 3 assistant, 4 student). */
  authorType: number;
}

export type PostCommand =
  /**
   * `classCircle`: present when the actor acts as staff of the class whose circle holds the post,
   * saying whether they head it (a head teacher may delete students' posts there).
   */
  | { type: 'DeletePost'; facts: PostFacts; uid: number; classCircle?: { headTeacher: boolean }; at: number }
  | {
      type: 'AddComment';
      facts: PostFacts;
      identity: 'teacher' | 'assistant' | 'student';
      member: boolean;
      plate: PlatePermissions;
      /** The new comment; its replyUid and rootId are filled from the post's history. */
      comment: Omit<CommentFields, 'replyUid' | 'rootId'>;
    }
  | { type: 'DeleteComment'; facts: PostFacts; id: number; uid: number; at: number }
  | { type: 'ToggleLike'; facts: PostFacts; uid: number; at: number }
  | { type: 'CollectPost'; facts: PostFacts; collectId: number; uid: number; at: number }
  | { type: 'CancelCollect'; facts: PostFacts; collectId: number; uid: number; at: number };

interface CommentState {
  uid: number;
  rootId: number;
  deleted: boolean;
}

export interface PostState {
  deleted: boolean;
  comments: ReadonlyMap<number, CommentState>;
  likers: ReadonlySet<number>;
  /** Current collects: collect id → collector. */
  collects: ReadonlyMap<number, number>;
}

/**
 * Why this actor may not delete this post: the author may; in a class circle its head teacher may
 * delete students' posts (`classCircle` present when the actor acts as staff of that class).
 */
export const deletePostRefusal = (
  facts: PostFacts,
  uid: number,
  classCircle?: { headTeacher: boolean },
): Refusal | undefined =>
  classCircle
    ? postDeleteRefusal({
        own: facts.authorUid === uid,
        headTeacher: classCircle.headTeacher,
        userType: facts.authorType,
      })
    : firstRefusal(deleteRules, { own: facts.authorUid === uid });

const refuse = (refusal: Refusal | undefined) => {
  if (refusal) throw refused(refusal);
};

const collectOf = (state: PostState, uid: number) =>
  [...state.collects.entries()].find(([, who]) => who === uid)?.[0];

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  streamType: 'communityPost',
  initialState: () => ({ deleted: false, comments: new Map(), likers: new Set(), collects: new Map() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommunityPostDeleted':
        return { ...state, deleted: true };
      case 'CommunityCommentAdded': {
        const { id, uid, rootId } = event.data;
        return { ...state, comments: new Map(state.comments).set(id, { uid, rootId, deleted: false }) };
      }
      case 'CommunityCommentDeleted': {
        const comments = new Map(state.comments);
        for (const [id, c] of comments) {
          if (id === event.data.id || c.rootId === event.data.id) comments.set(id, { ...c, deleted: true });
        }
        return { ...state, comments };
      }
      case 'CommunityPostLiked':
        return { ...state, likers: new Set(state.likers).add(event.data.uid) };
      case 'CommunityPostUnliked': {
        const likers = new Set(state.likers);
        likers.delete(event.data.uid);
        return { ...state, likers };
      }
      case 'CommunityPostCollected':
        return { ...state, collects: new Map(state.collects).set(event.data.collectId, event.data.uid) };
      case 'CommunityCollectCancelled': {
        const collects = new Map(state.collects);
        collects.delete(event.data.collectId);
        return { ...state, collects };
      }
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    // A deleted post is gone for everything but cancelling one's collect of it.
    if (command.type !== 'CancelCollect') refuse(firstRefusal(postShownRules, { shown: !state.deleted }));
    const { postId, groupId } = command.facts;
    switch (command.type) {
      case 'DeletePost':
        refuse(deletePostRefusal(command.facts, command.uid, command.classCircle));
        return [
          { type: 'CommunityPostDeleted', data: { postId, groupId, uid: command.uid, at: command.at } },
        ];
      case 'AddComment': {
        const { comment } = command;
        const answered = comment.replyId === 0 ? undefined : state.comments.get(comment.replyId);
        if (comment.replyId !== 0) {
          refuse(firstRefusal(commentShownRules, { shown: answered !== undefined && !answered.deleted }));
        }
        refuse(
          firstRefusal(replyRules, {
            identity: command.identity,
            member: command.member,
            plate: command.plate,
            toComment: comment.replyId !== 0,
            content: comment.content,
          }),
        );
        return [
          {
            type: 'CommunityCommentAdded',
            data: {
              ...comment,
              replyUid: answered?.uid ?? 0,
              rootId: answered?.rootId ?? comment.id,
            },
          },
        ];
      }
      case 'DeleteComment': {
        const comment = state.comments.get(command.id);
        refuse(firstRefusal(commentShownRules, { shown: comment !== undefined && !comment.deleted }));
        refuse(firstRefusal(deleteRules, { own: comment?.uid === command.uid }));
        return [
          {
            type: 'CommunityCommentDeleted',
            data: { id: command.id, postId, groupId, uid: command.uid, at: command.at },
          },
        ];
      }
      case 'ToggleLike': {
        const data = { postId, uid: command.uid, at: command.at };
        return [
          state.likers.has(command.uid)
            ? { type: 'CommunityPostUnliked', data }
            : { type: 'CommunityPostLiked', data },
        ];
      }
      case 'CollectPost':
        refuse(firstRefusal(collectRules, { collected: collectOf(state, command.uid) !== undefined }));
        return [
          {
            type: 'CommunityPostCollected',
            data: { collectId: command.collectId, postId, uid: command.uid, at: command.at },
          },
        ];
      case 'CancelCollect':
        refuse(
          firstRefusal(cancelCollectRules, {
            collected: state.collects.get(command.collectId) === command.uid,
          }),
        );
        return [
          {
            type: 'CommunityCollectCancelled',
            data: { collectId: command.collectId, postId, uid: command.uid, at: command.at },
          },
        ];
      default:
        return unreachable(command);
    }
  },
};
