import {
  emptyPostDraft,
  explainPostRefusal,
  type PostDraft,
  type PostingEvent,
  type PostingStateValue,
  posting,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { captchaAnswerOf } from '../captchaAnswer';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * A teacher's new post in demo circle 2 (boards off, so plate 10) through `/api/lector/community`.
 * Editing is the screen's own; checking the captcha asks the API for one (refused checks post the
 * draft and must be refused as the machine refuses them, without spending the captcha); publishing
 * posts with the checked captcha. A captcha's answer is read from the store when it is issued, as a
 * person reads the image.
 */

const GROUP = 2;
/** What the draft's captcha box holds until a captcha is issued: anything but empty. */
const TYPED = 'TYPED';
/** Never a captcha's answer: the letter O is not among a captcha's letters. */
const WRONG = 'OOOO';
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_BYTES = Buffer.from(PNG_BASE64, 'base64').length;

const complete: Partial<PostDraft> = {
  resourceType: 1,
  title: '路径测试的帖子',
  content: '<p>正文</p>',
  captcha: TYPED,
  resources: [{ ext: 'png', bytes: PNG_BYTES }],
};

const EVENTS: PostingEvent[] = [
  { type: 'post.edit', patch: complete },
  { type: 'post.edit', patch: { title: '' } },
  {
    type: 'post.edit',
    patch: { resources: Array.from({ length: 31 }, () => ({ ext: 'png', bytes: PNG_BYTES })) },
  },
  { type: 'post.checkCaptcha', verdict: 'right' },
  { type: 'post.checkCaptcha', verdict: 'wrong' },
  { type: 'post.checkCaptcha', verdict: 'expired' },
  { type: 'post.publish' },
];

const scenario: PathScenario<typeof posting> = {
  name: 'a teacher in a circle without boards',
  input: emptyPostDraft('teacher', true, false),
  // A posted post is done: the machine is final and offers nothing more.
  // A checked captcha is not checked again: the screen offers editing or publishing.
  events: (snapshot) =>
    snapshot.value === 'posted'
      ? []
      : snapshot.value === 'captchaChecked'
        ? EVENTS.filter((e) => e.type !== 'post.checkCaptcha')
        : EVENTS,
};

interface Subject {
  imageUrl: string;
  postsAtStart: number;
  key: string | null;
  answer: string;
}

async function myPostTotal(api: PathsApi) {
  return (await api.call('owner', 'GET', '/community/myPost?limit=1')).data.total as number;
}

async function start(api: PathsApi): Promise<Subject> {
  const detail = await api.call('owner', 'GET', `/community/group/detail/${GROUP}`);
  if (detail.data.is_user_add !== 1) await api.call('owner', 'GET', `/community/group/addGroup/${GROUP}`);
  const upload = await api.call('owner', 'POST', '/public/imgBase64', {
    base64_image: `data:image/png;base64,${PNG_BASE64}`,
  });
  expect(upload, 'the image is uploaded').toMatchObject({ status: 200 });
  const imageUrl = (upload.data.path ?? upload.data) as string;
  return { imageUrl, postsAtStart: await myPostTotal(api), key: null, answer: '' };
}

const body = (subject: Subject, draft: PostDraft, key: string, captcha: string) => ({
  group_id: GROUP,
  title: draft.title,
  content: draft.content,
  ...(draft.resourceType === null ? {} : { resource_type: draft.resourceType }),
  captcha,
  key,
  resources: draft.resources.map(() => subject.imageUrl),
});

const label = (event: PostingEvent) =>
  event.type === 'post.edit'
    ? `edit(${Object.keys(event.patch).length > 1 ? 'complete' : Object.keys(event.patch).join()})`
    : event.type === 'post.checkCaptcha'
      ? `checkCaptcha(${event.verdict})`
      : 'publish';

async function newKey(api: PathsApi): Promise<{ key: string; answer: string }> {
  const key = (await api.call('owner', 'GET', '/community/captcha')).data.key as string;
  return { key, answer: await captchaAnswerOf(api.db, key) };
}

async function send(api: PathsApi, subject: Subject, { event, before, accepted }: PathStep<typeof posting>) {
  const draft = before.context;
  if (event.type === 'post.edit') return;
  if (event.type === 'post.publish' && !accepted) {
    // Publishing a draft whose captcha was never checked: the API finds no captcha to spend.
    const answer = await api.call(
      'owner',
      'POST',
      '/community/post',
      body(subject, draft, '', draft.captcha),
    );
    const refusal = explainPostRefusal(draft, 'expired') ?? { kind: 'invalid' as const, message: '' };
    expectAnswerAsMachine(answer, label(event), { accepted: false, refusal });
    return;
  }
  if (event.type === 'post.publish') {
    const answer = await api.call(
      'owner',
      'POST',
      '/community/post',
      body(subject, draft, subject.key ?? '', subject.answer),
    );
    expectAnswerAsMachine(answer, label(event), { accepted: true, success: '发帖成功！' });
    return;
  }
  const { key, answer: right } = await newKey(api);
  if (accepted) {
    subject.key = key;
    subject.answer = right;
    return;
  }
  // A refused check: the API answers the same refusal for the same draft and captcha.
  if (event.verdict === 'expired') {
    const spent = await api.call('owner', 'POST', '/community/post', body(subject, draft, key, WRONG));
    expect(spent.status, 'a wrong answer spends the captcha').not.toBe(200);
  }
  const captcha = event.verdict === 'wrong' ? WRONG : right;
  const answer = await api.call(
    'owner',
    'POST',
    '/community/post',
    body(subject, { ...draft }, key, draft.captcha === '' ? '' : captcha),
  );
  const refusal = explainPostRefusal(draft, event.verdict);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted: false,
    refusal: refusal ?? { kind: 'invalid', message: '' },
  });
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof posting>) {
  const state = snapshot.value as PostingStateValue;
  expect(await myPostTotal(api), `my posts in state ${state}`).toBe(
    subject.postsAtStart + (state === 'posted' ? 1 : 0),
  );
}

export const postingPaths = pathEntry({
  machine: posting,
  scenarios: [scenario],
  adapter: { start: (api) => start(api), label, send, check },
});
