import { stat } from 'node:fs/promises';
import type { StaffRole } from '@school/machines';
import type { Logger } from 'pino';
import {
  FILE_KINDS,
  FILES_URL_PATH,
  type FileExt,
  fileUrl,
  isFileUrl,
  parseFileName,
  storeBytes,
  storedPath,
} from '../files';
import type { Viewer } from '../http/viewer';
import { invalid, tooLarge } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { sessionStreamId } from './session';
import { sessionDecider } from './sessionDecider';
import { sessionFacts } from './sessionFacts';
import { drainSmsOutbox, loggingSmsSender, type SmsSender } from './smsOutbox';

/** Handouts are any kind the files module keeps, at most 10 MB. */
export const HANDOUT_KINDS = Object.keys(FILE_KINDS) as FileExt[];
export const HANDOUT_MAX_BYTES = 10 * 1024 * 1024;

export const HANDOUT_FILE_MESSAGES = {
  badPath: '讲义文件不存在，请重新上传',
  tooLarge: '讲义文件不能超过10MB',
} as const;

const roleOf = (viewer: Viewer): StaffRole => (viewer.role === 'teacher' ? 'teacher' : 'assistant');

/** The handout's stored address: a file the files module already holds, or bytes stored through it now. */
export async function handoutFile(input: { file_url: string; file_base64: string }): Promise<string> {
  if (input.file_base64) {
    const data = Buffer.from(input.file_base64.replace(/^data:[^,]*,/, ''), 'base64');
    if (data.length === 0) throw invalid(HANDOUT_FILE_MESSAGES.badPath);
    if (data.length > HANDOUT_MAX_BYTES) throw tooLarge(HANDOUT_FILE_MESSAGES.tooLarge);
    return fileUrl(await storeBytes(data, HANDOUT_KINDS));
  }
  if (!isFileUrl(input.file_url)) throw invalid(HANDOUT_FILE_MESSAGES.badPath);
  const name = parseFileName(input.file_url.slice(FILES_URL_PATH.length));
  if (!name) throw invalid(HANDOUT_FILE_MESSAGES.badPath);
  const size = await stat(storedPath(name)).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw invalid(HANDOUT_FILE_MESSAGES.badPath);
  if (size > HANDOUT_MAX_BYTES) throw tooLarge(HANDOUT_FILE_MESSAGES.tooLarge);
  return input.file_url;
}

const facts = async (store: Store, viewer: Viewer, id: number, now: number) => {
  const f = await sessionFacts(store.db, viewer, id, now);
  return { f, base: { sessionId: id, by: viewer.id, role: roleOf(viewer), at: now, edgeState: f.edgeState } };
};

/** uploadNotes: the session's teacher or assistant uploads its handout (pending review). */
export async function uploadHandout(
  store: Store,
  viewer: Viewer,
  input: { class_times_id: number; file_name: string; file_url: string; file_base64: string; fid: string },
  now: number,
  meta: EventMeta,
) {
  const { base } = await facts(store, viewer, input.class_times_id, now);
  const url = await handoutFile(input);
  const fid = input.fid || url.slice(FILES_URL_PATH.length);
  await store.handle(
    sessionDecider,
    sessionStreamId(input.class_times_id),
    { type: 'UploadHandout', data: { ...base, fileName: input.file_name, fileUrl: url, fid } },
    meta,
  );
  return { file_status: 3, file_name: input.file_name.trim(), file_url: url, fid };
}

/** The reviewer (the session's staff member who did not upload it) approves (1) or rejects (4) a handout. */
export async function reviewHandout(
  store: Store,
  viewer: Viewer,
  input: { id: number; file_status: number; file_remark: string },
  now: number,
  meta: EventMeta,
) {
  const { base } = await facts(store, viewer, input.id, now);
  const approve = input.file_status === 1;
  await store.handle(
    sessionDecider,
    sessionStreamId(input.id),
    { type: 'ReviewHandout', data: { ...base, approve, remark: approve ? '' : input.file_remark } },
    meta,
  );
  return { file_status: input.file_status, file_remark: approve ? '' : input.file_remark.trim() };
}

/** The teacher's evaluation of one student of a completed session (once, at most 100). */
export async function evaluateStudent(
  store: Store,
  viewer: Viewer,
  input: { id: number; clue_id: number; remark: string },
  now: number,
  meta: EventMeta,
) {
  const { f, base } = await facts(store, viewer, input.id, now);
  if (!f.studentIds.includes(input.clue_id)) throw invalid('学员不在该课次中');
  await store.handle(
    sessionDecider,
    sessionStreamId(input.id),
    { type: 'EvaluateStudent', data: { ...base, uid: input.clue_id, remark: input.remark } },
    meta,
  );
  return { clue_id: input.clue_id, teacher_remark: input.remark.trim() };
}

/**
 * The teacher's leave: cancels an upcoming session and queues an SMS to each of its students in the
 * same transaction; the outbox is then drained off the request (the sender logs unless replaced).
 */
export async function askLeave(
  store: Store,
  viewer: Viewer,
  id: number,
  now: number,
  meta: EventMeta,
  outbox: { sender: SmsSender; logger: Logger },
) {
  const { f, base } = await facts(store, viewer, id, now);
  await store.handle(
    sessionDecider,
    sessionStreamId(id),
    {
      type: 'AskLeave',
      data: {
        ...base,
        context: f.context,
        students: f.studentIds,
        className: f.lesson.class_name,
        arrangeTime: f.lesson.arrange_time,
        timeName: f.lesson.time_name,
      },
    },
    meta,
  );
  setImmediate(() => {
    drainSmsOutbox(store.db, outbox.sender, () => Math.floor(Date.now() / 1000)).catch((error: unknown) =>
      outbox.logger.error({ err: error }, 'sms outbox drain failed'),
    );
  });
  return { id, status: 4, leave_type: 1, notified: f.studentIds.length };
}

export const defaultSmsSender = loggingSmsSender;
