import {
  COMMUNITY_IDENTITY,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  firstRefusal,
  IMAGE_EXTENSIONS,
  type PostDraft,
  postDraftRules,
  RESOURCE_TYPE,
  VIDEO_EXTENSIONS,
} from '@school/machines';
import { type ChangeEvent, useRef, useState } from 'react';
import type { ResourceType } from '../../generated/graphql';
import { useFormGuard } from '../form/useFormGuard';
import { errorMessage } from '../graphqlErrors';
import { asHtml } from './plainText';

/** One file of a post being written: uploading with its progress, uploaded (its path), or refused (why). */
export interface PostUpload {
  key: number;
  name: string;
  bytes: number;
  percent: number;
  path?: string;
  error?: string;
}

/** What the new post's form (communityPostForm / studentPostForm) says of the circle. */
export interface PostFormFacts {
  member: boolean;
  plateSwitch: boolean;
  /** Where the caller's media upload goes (the files module's address for its identity). */
  uploadUrl: string;
}

/** The post as it is sent (the GraphQL CommunityPostInput less its circle). */
export interface PostSubmission {
  plateId: string | null;
  title: string;
  content: string;
  resourceType: ResourceType;
  captcha: string;
  resources: string[];
}

const extOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * 发帖 on either side (staff CommunityPost, the student's WritePost): the fields, the media uploads
 * with their checks (format, count, a video's size), the draft rules of `@school/machines` before the
 * post goes, and a new captcha after a refusal (everything written and uploaded stays). The screens
 * keep what differs: who writes (`identity`), how a file travels (`upload`), where a post opens.
 */
export function usePostComposer({
  identity,
  form,
  isVideo,
  imagesMax,
  messages,
  upload,
  publish,
  renewCaptcha,
}: {
  identity: 'teacher' | 'assistant' | 'student';
  form: PostFormFacts | null | undefined;
  isVideo: boolean;
  imagesMax: number;
  messages: { tooManyImages: string; waitForUploads: string };
  /** Sends one chosen file to the form's upload address with progress (0–100); answers its stored path. */
  upload: (file: File, url: string, onProgress: (percent: number) => void) => Promise<string>;
  /** Creates the post; a refusal throws. */
  publish: (post: PostSubmission) => Promise<void>;
  renewCaptcha: () => void;
}) {
  const nextKey = useRef(0);
  const [plateId, setPlateId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [uploads, setUploads] = useState<PostUpload[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);
  const guard = useFormGuard(!posted && (title !== '' || content !== '' || uploads.length > 0));

  const kinds: readonly string[] = isVideo ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
  const max = isVideo ? 1 : imagesMax;
  const room = max - uploads.length;

  const send = async (file: File, url: string) => {
    const key = nextKey.current++;
    const update = (patch: Partial<PostUpload>) =>
      setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
    setUploads((all) => [...all, { key, name: file.name, bytes: file.size, percent: 0 }]);
    try {
      const path = await upload(file, url, (percent) => update({ percent }));
      update({ path, percent: 100 });
    } catch (e) {
      update({ error: errorMessage(e) });
    }
  };
  /** The files chosen: as many as there is room for are sent, each once its kind and size pass. */
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!form) return;
    setRefusal(null);
    if (files.length > room) setRefusal(isVideo ? COMMUNITY_MESSAGES.oneVideo : messages.tooManyImages);
    for (const file of files.slice(0, Math.max(0, room))) {
      if (!kinds.includes(extOf(file.name))) {
        setRefusal(isVideo ? COMMUNITY_MESSAGES.badVideoFormat : COMMUNITY_MESSAGES.badImageFormat);
        continue;
      }
      if (isVideo && file.size > COMMUNITY_LIMITS.videoBytesMax) {
        setRefusal(COMMUNITY_MESSAGES.videoTooLarge);
        continue;
      }
      void send(file, form.uploadUrl);
    }
  };
  const remove = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  const submit = async () => {
    if (!form) return;
    const stored = uploads.filter((u) => u.path);
    const resourceType = isVideo ? RESOURCE_TYPE.video : RESOURCE_TYPE.images;
    const draft: PostDraft = {
      identity,
      member: form.member,
      resourceType,
      plateSwitch: form.plateSwitch,
      // The boards offered are those the server found open to the writer's identity.
      plate:
        plateId === null
          ? null
          : { whoCanPost: [COMMUNITY_IDENTITY[identity]], whoCanReplyPost: [], whoCanReplyComment: [] },
      title,
      content,
      captcha: answer,
      resources: stored.map((u) => ({ ext: extOf(u.path ?? ''), bytes: u.bytes })),
    };
    const refused = firstRefusal(postDraftRules, { draft });
    if (refused) return setRefusal(refused.message);
    if (uploads.some((u) => !u.path && !u.error)) return setRefusal(messages.waitForUploads);
    setRefusal(null);
    try {
      setPosted(true);
      await publish({
        plateId,
        title,
        content: asHtml(content),
        resourceType: isVideo ? 'VIDEO' : 'IMAGES',
        captcha: answer,
        resources: stored.map((u) => u.path ?? ''),
      });
    } catch (e) {
      // A captcha answers one check: a refused post gets a new one; all else stays as written.
      setPosted(false);
      setRefusal(errorMessage(e));
      setAnswer('');
      renewCaptcha();
    }
  };

  return {
    fields: { plateId, setPlateId, title, setTitle, content, setContent, answer, setAnswer },
    kinds,
    max,
    room,
    uploads,
    choose,
    remove,
    refusal,
    submit,
    guard,
  };
}
