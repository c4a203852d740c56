import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accepts } from '../checkTransition';
import { firstRefusal } from '../refusals';
import {
  COMMUNITY_IDENTITY,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  cancelCollectRules,
  classPostDeleteRules,
  collectRules,
  commentShownRules,
  deleteAbility,
  type PlatePermissions,
  postShownRules,
  replyAbility,
  replyRules,
} from './communityRules';
import {
  isUserAddOf,
  membership,
  membershipAbilities,
  membershipRefusal,
  membershipStateOf,
} from './membership';
import { emptyPostDraft, explainPostRefusal, type PostDraft, posting } from './posting';

const everyone = [2, 3, 4];
const open: PlatePermissions = {
  whoCanPost: everyone,
  whoCanReplyPost: everyone,
  whoCanReplyComment: everyone,
};
const staffOnly: PlatePermissions = {
  whoCanPost: [2, 3],
  whoCanReplyPost: [2, 3, 4],
  whoCanReplyComment: [2, 3],
};

const ready: PostDraft = {
  ...emptyPostDraft('teacher', true, true),
  resourceType: 1,
  plate: open,
  title: '春游照片',
  content: '<p>大家看看</p>',
  captcha: 'ab12',
  resources: [
    { ext: 'png', bytes: 1000 },
    { ext: 'svg', bytes: 500 },
  ],
};

describe('membership machine', () => {
  it('joins, leaves and joins again', () => {
    const actor = createActor(membership).start();
    expect(actor.getSnapshot().value).toBe('notJoined');
    actor.send({ type: 'group.join' });
    expect(actor.getSnapshot().value).toBe('member');
    actor.send({ type: 'group.leave' });
    expect(actor.getSnapshot().value).toBe('left');
    actor.send({ type: 'group.join' });
    expect(actor.getSnapshot().value).toBe('member');
  });

  it.each(['notJoined', 'member', 'left'] as const)(
    'the refusal table agrees with the machine in %s',
    (state) => {
      for (const type of ['group.join', 'group.leave'] as const) {
        expect(accepts(membership, state, undefined as never, { type })).toBe(
          membershipRefusal(state, type) === undefined,
        );
      }
    },
  );

  it('only members act, with the spec message', () => {
    expect(membershipRefusal('notJoined', 'member.act')?.message).toBe('请先加入圈子');
    expect(membershipRefusal('left', 'member.act')?.message).toBe('请先加入圈子');
    expect(membershipRefusal('member', 'member.act')).toBeUndefined();
  });

  it('maps rows to states, is_user_add and buttons', () => {
    expect(membershipStateOf(undefined)).toBe('notJoined');
    expect(membershipStateOf({ left: true })).toBe('left');
    expect(isUserAddOf(membershipStateOf({ left: false }))).toBe(1);
    expect(isUserAddOf('left')).toBe(2);
    expect(membershipAbilities('member')).toEqual({
      join: { shown: false, allowed: false, reason: COMMUNITY_MESSAGES.alreadyJoined },
      leave: { shown: true, allowed: true, reason: null },
    });
    for (const state of ['notJoined', 'left'] as const)
      expect(membershipAbilities(state)).toEqual({
        join: { shown: true, allowed: true, reason: null },
        leave: { shown: false, allowed: false, reason: COMMUNITY_MESSAGES.notJoined },
      });
  });
});

describe('posting rules', () => {
  it('accepts a complete post with a right captcha', () => {
    expect(explainPostRefusal(ready, 'right')).toBeUndefined();
  });

  it('keeps a title of exactly 100 and one video of 200 MB in mp4', () => {
    expect(explainPostRefusal({ ...ready, title: '题'.repeat(100) }, 'right')).toBeUndefined();
    expect(
      explainPostRefusal(
        { ...ready, resourceType: 2, resources: [{ ext: 'MP4', bytes: 200 * 1024 * 1024 }] },
        'right',
      ),
    ).toBeUndefined();
  });

  it('a blank draft has no title, content, captcha or files', () => {
    expect(emptyPostDraft('student', true, false)).toMatchObject({
      title: '',
      content: '',
      captcha: '',
      resources: [],
      resourceType: null,
      plate: null,
    });
  });

  it.each<[string, Partial<PostDraft>, string]>([
    ['not a member', { member: false }, '请先加入圈子'],
    ['no post type', { resourceType: null }, '请选择发帖类型'],
    ['no board while boards are on', { plate: null }, '请选择板块'],
    [
      'a board the identity may not post in',
      { identity: 'student', plate: staffOnly },
      COMMUNITY_MESSAGES.plateForbidsPost,
    ],
    ['no title', { title: '  ' }, '请输入话题名称'],
    ['a title of 101', { title: '题'.repeat(101) }, COMMUNITY_MESSAGES.titleTooLong],
    ['no content', { content: '' }, '请输入内容'],
    ['no images', { resources: [] }, '请上传图片'],
    [
      '31 images',
      { resources: Array.from({ length: 31 }, () => ({ ext: 'jpg', bytes: 1 })) },
      '最多上传30张',
    ],
    [
      'an image in a bad format',
      { resources: [{ ext: 'exe', bytes: 1 }] },
      COMMUNITY_MESSAGES.badImageFormat,
    ],
    ['no video', { resourceType: 2, resources: [] }, '请上传视频'],
    [
      'a video over 200 MB',
      { resourceType: 2, resources: [{ ext: 'mp4', bytes: 201 * 1024 * 1024 }] },
      COMMUNITY_MESSAGES.videoTooLarge,
    ],
    [
      'a video in a bad format',
      { resourceType: 2, resources: [{ ext: 'mkv', bytes: 1 }] },
      COMMUNITY_MESSAGES.badVideoFormat,
    ],
    ['no captcha', { captcha: '' }, '请输入验证码'],
    ['a captcha of blanks', { captcha: '  ' }, '请输入验证码'],
    [
      'two videos',
      {
        resourceType: 2,
        resources: [
          { ext: 'mp4', bytes: 1 },
          { ext: 'mp4', bytes: 1 },
        ],
      },
      COMMUNITY_MESSAGES.oneVideo,
    ],
    [
      'a good image beside one in a bad format',
      {
        resources: [
          { ext: 'png', bytes: 1 },
          { ext: 'exe', bytes: 1 },
        ],
      },
      COMMUNITY_MESSAGES.badImageFormat,
    ],
  ])('refuses %s', (_name, patch, message) => {
    expect(explainPostRefusal({ ...ready, ...patch }, 'right')?.message).toBe(message);
  });

  it('keeps 30 images, a 200 MB video and no board when boards are off (plate 10)', () => {
    const thirty = Array.from({ length: COMMUNITY_LIMITS.imagesMax }, () => ({ ext: 'webp', bytes: 1 }));
    expect(explainPostRefusal({ ...ready, resources: thirty }, 'right')).toBeUndefined();
    const video = [{ ext: 'MOV', bytes: COMMUNITY_LIMITS.videoBytesMax }];
    expect(explainPostRefusal({ ...ready, resourceType: 2, resources: video }, 'right')).toBeUndefined();
    expect(explainPostRefusal({ ...ready, plateSwitch: false, plate: null }, 'right')).toBeUndefined();
  });

  it('answers a wrong or spent captcha after the draft rules', () => {
    expect(explainPostRefusal(ready, 'wrong')?.message).toBe(COMMUNITY_MESSAGES.captchaWrong);
    expect(explainPostRefusal(ready, 'expired')?.message).toBe(COMMUNITY_MESSAGES.captchaExpired);
    expect(explainPostRefusal({ ...ready, title: '' }, 'wrong')?.message).toBe('请输入话题名称');
  });
});

describe('posting machine', () => {
  it('goes draft → captcha checked → posted', () => {
    const actor = createActor(posting, { input: emptyPostDraft('student', true, false) }).start();
    actor.send({ type: 'post.checkCaptcha', verdict: 'right' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({
      type: 'post.edit',
      patch: {
        resourceType: 1,
        title: 't',
        content: 'c',
        captcha: 'x',
        resources: [{ ext: 'png', bytes: 1 }],
      },
    });
    actor.send({ type: 'post.checkCaptcha', verdict: 'wrong' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'post.checkCaptcha', verdict: 'right' });
    expect(actor.getSnapshot().value).toBe('captchaChecked');
    actor.send({ type: 'post.publish' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('returns an edited checked post to draft with the captcha spent', () => {
    const actor = createActor(posting, { input: ready }).start();
    actor.send({ type: 'post.checkCaptcha', verdict: 'right' });
    actor.send({ type: 'post.edit', patch: { title: '新标题' } });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context.captcha).toBe('');
    expect(
      accepts(posting, 'draft', actor.getSnapshot().context, { type: 'post.checkCaptcha', verdict: 'right' }),
    ).toBe(false);
  });
});

describe('reply and delete rules', () => {
  const args = {
    identity: 'student' as const,
    member: true,
    plate: staffOnly,
    toComment: false,
    content: '好',
  };
  it('lets a student reply to the post but not to a comment in a staff board', () => {
    expect(firstRefusal(replyRules, args)).toBeUndefined();
    expect(firstRefusal(replyRules, { ...args, toComment: true })?.message).toBe(
      COMMUNITY_MESSAGES.plateForbidsCommentReply,
    );
    expect(firstRefusal(replyRules, { ...args, member: false })?.message).toBe('请先加入圈子');
    expect(firstRefusal(replyRules, { ...args, content: ' ' })?.message).toBe('请输入内容');
    expect(replyAbility({ ...args, plate: { ...open, whoCanReplyPost: [2] } })).toEqual({
      shown: true,
      allowed: false,
      reason: COMMUNITY_MESSAGES.plateForbidsReply,
    });
  });

  it('lets only the head teacher delete student posts of the class circle', () => {
    const student = COMMUNITY_IDENTITY.student;
    expect(firstRefusal(classPostDeleteRules, { headTeacher: true, userType: student })).toBeUndefined();
    expect(firstRefusal(classPostDeleteRules, { headTeacher: false, userType: student })).toBeDefined();
    expect(firstRefusal(classPostDeleteRules, { headTeacher: true, userType: 2 })).toBeDefined();
  });
});

describe('post rules: delete, collect and what is gone', () => {
  it('only the author deletes a post or comment; the button is shown only on one own content', () => {
    expect(deleteAbility({ own: true })).toEqual({ shown: true, allowed: true, reason: null });
    expect(deleteAbility({ own: false })).toEqual({
      shown: false,
      allowed: false,
      reason: COMMUNITY_MESSAGES.notYourContent,
    });
  });

  it('collect_id present means cancel, absent means collect', () => {
    expect(firstRefusal(collectRules, { collected: false })).toBeUndefined();
    expect(firstRefusal(collectRules, { collected: true })).toEqual({
      kind: 'conflict',
      message: COMMUNITY_MESSAGES.alreadyCollected,
    });
    expect(firstRefusal(cancelCollectRules, { collected: true })).toBeUndefined();
    expect(firstRefusal(cancelCollectRules, { collected: false })?.kind).toBe('not_found');
  });

  it('a deleted post or comment answers as if it never existed', () => {
    expect(firstRefusal(postShownRules, { shown: false })).toEqual({
      kind: 'not_found',
      message: COMMUNITY_MESSAGES.postNotFound,
    });
    expect(firstRefusal(commentShownRules, { shown: false })?.message).toBe(
      COMMUNITY_MESSAGES.commentNotFound,
    );
    expect(firstRefusal(postShownRules, { shown: true })).toBeUndefined();
  });
});
