import {
  explainHandoutRefusal,
  FILE_STATUS,
  HANDOUT_MESSAGES,
  type HandoutEvent,
  type HandoutStateValue,
  handout,
  handoutAbilities,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { DAY, expectAnswerAsMachine } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * The handout of a lesson session of team classes 1 and 4 (the demo teacher's, assisted by the demo
 * assistant), one fresh lesson per path, a day before it: the teacher uploads (the file as base64,
 * stored by the files module), the assistant reviews; the teacher reviewing her own is refused.
 */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Subject {
  teacher: string;
  assistant: string;
  id: number;
}

let pool: { id: number; arrangeTime: number }[] | undefined;

async function start(api: PathsApi): Promise<Subject> {
  if (!pool) {
    const { token } = await api.signIn(DEMO_ACCOUNTS.teacher);
    pool = (
      (await api.callAs(token, 'GET', '/lector/classTime/sessions?limit=100')).data.list as {
        id: number;
        arrange_time: number;
      }[]
    ).map((s) => ({ id: s.id, arrangeTime: s.arrange_time }));
  }
  const lesson = pool.shift();
  if (!lesson) throw new Error('no lesson left for a handout path');
  api.setNow(lesson.arrangeTime - DAY);
  const teacher = (await api.signIn(DEMO_ACCOUNTS.teacher)).token;
  const assistant = (await api.signIn(DEMO_ACCOUNTS.assistant)).token;
  return { teacher, assistant, id: lesson.id };
}

const label = (e: HandoutEvent) =>
  e.type === 'handout.upload'
    ? `upload(${e.fileName === '' ? 'no name' : 'named'})`
    : e.type === 'handout.approve'
      ? `approve(${e.byUploader ? 'uploader' : 'assistant'})`
      : `reject(${e.remark === '' ? 'no reason' : 'reason'})`;

const SUCCESS: Record<HandoutEvent['type'], string> = {
  'handout.upload': HANDOUT_MESSAGES.uploaded,
  'handout.approve': HANDOUT_MESSAGES.reviewed,
  'handout.reject': HANDOUT_MESSAGES.reviewed,
};

async function send(api: PathsApi, s: Subject, { event, before, accepted }: PathStep<typeof handout>) {
  const answer =
    event.type === 'handout.upload'
      ? await api.callAs(s.teacher, 'POST', '/lector/teacherSchedule/detailClassTime/uploadNotes', {
          class_times_id: s.id,
          file_name: event.fileName,
          file_base64: PNG_BASE64,
        })
      : event.byUploader
        ? await api.callAs(s.teacher, 'PUT', `/lector/teacherSchedule/detailClassTime/reviewNotes/${s.id}`, {
            file_status: event.type === 'handout.approve' ? 1 : 4,
            file_remark: event.type === 'handout.reject' ? event.remark : '',
          })
        : await api.callAs(s.assistant, 'PUT', `/assistants/teamClass/classTime/reviewNotes/${s.id}`, {
            file_status: event.type === 'handout.approve' ? 1 : 4,
            file_remark: event.type === 'handout.reject' ? event.remark : '',
          });
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SUCCESS[event.type] });
    return;
  }
  const refusal = explainHandoutRefusal(before.value as HandoutStateValue, event);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof handout>) {
  const state = snapshot.value as HandoutStateValue;
  const asTeacher = await api.callAs(s.teacher, 'GET', `/lector/teacherSchedule/detailClassTime/${s.id}`);
  const asAssistant = await api.callAs(
    s.assistant,
    'GET',
    `/assistants/teamClass/classTime/detailClassTime/${s.id}`,
  );
  const teacherUploaded = state !== 'notUploaded';
  expect(asTeacher.data, `the teacher's view in state ${state}`).toMatchObject({
    file_status: FILE_STATUS[state],
    abilities: handoutAbilities(state, teacherUploaded),
  });
  expect(asAssistant.data, `the assistant's view in state ${state}`).toMatchObject({
    file_status: FILE_STATUS[state],
    abilities: handoutAbilities(state, false),
  });
  if (state === 'rejected') expect(asTeacher.data.file_remark).toBe('请补充例题');
}

const EVENTS: HandoutEvent[] = [
  { type: 'handout.upload', fileName: '第一讲讲义.png' },
  { type: 'handout.upload', fileName: '' },
  { type: 'handout.approve', byUploader: false },
  { type: 'handout.approve', byUploader: true },
  { type: 'handout.reject', byUploader: false, remark: '请补充例题' },
  { type: 'handout.reject', byUploader: false, remark: '' },
];

export const handoutPaths = pathEntry({
  machine: handout,
  scenarios: [{ input: undefined as never, events: () => EVENTS }],
  adapter: { start: (api) => start(api), label, send, check },
});
