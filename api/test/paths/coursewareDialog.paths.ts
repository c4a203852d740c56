import { createHash } from 'node:crypto';
import {
  type CoursewareDialogEvent,
  chosenFileRefusal,
  coursewareDialogMachine,
  coursewareDraftRefusal,
  draftOf,
  type UploadedWare,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { samplePdf } from '../../src/courseware/sampleFiles';
import { type PathStep, pathEntry } from './pathSuite';
import type { Answer, PathsApi } from './pathsApi';

/**
 * The courseware dialog of the class tab through `courseWare/upload` and `stateschoolcourseware`, as
 * the owner teacher on their class 2. A file the dialog refuses before sending is refused by the
 * upload call for the same type with the same message; a save the dialog refuses is refused by the
 * API with the same first message (400); a save it sends is stored as drafted; after every step the
 * class holds exactly the courseware the dialog saved.
 */
type Snapshot = SnapshotFrom<typeof coursewareDialogMachine>;

const CLASS_ID = 2;
const PDF = samplePdf(['Path suite handout']);
const PDF_FID = `${createHash('sha256').update(PDF).digest('hex')}.pdf`;
/** What the upload of the PDF answers (content-addressed: the same every time). */
const UPLOADED: UploadedWare = {
  url: `/api/files/${PDF_FID}`,
  fid: PDF_FID,
  fileName: 'handout.pdf',
  ext: 'pdf',
  size: PDF.length,
};

interface Subject {
  baseline: number;
  /** Saves the API took. */
  saves: number;
  lastUpload: Answer | undefined;
  lastSave: Answer | undefined;
}

const classSize = async (api: PathsApi) =>
  (await api.call('owner', 'GET', `/stateschoolcourseware?class_id=${CLASS_ID}&limit=1`)).data
    .total as number;

const pdfChoice = { type: 'file.choose', file: { name: 'handout.pdf', size: PDF.length } } as const;
const mp3Choice = { type: 'file.choose', file: { name: 'song.mp3', size: 1000 } } as const;
const saved = { type: 'xstate.done.actor.save', output: undefined } as unknown as CoursewareDialogEvent;

/** What the path suite offers in each state. */
const offered = (s: Snapshot): CoursewareDialogEvent[] => [
  ...(s.matches('closed') ? [{ type: 'dialog.open' } as const] : []),
  ...(s.matches('editing')
    ? [
        { type: 'field.change', fields: { name: '路径讲义', classifyId: '1' } } as const,
        { type: 'field.change', fields: { name: '' } } as const,
        { type: 'type.change', wareType: s.context.fields.wareType === 1 ? 3 : 1 } as const,
        pdfChoice,
        // An mp3 is refused by ordinary courseware (type 1) before it is sent.
        ...(s.context.fields.wareType === 1 ? [mp3Choice] : []),
        { type: 'save' } as const,
        { type: 'dialog.cancel' } as const,
      ]
    : []),
  ...(s.matches('uploading')
    ? [{ type: 'upload.done', file: UPLOADED } as const, { type: 'upload.cancel' } as const]
    : []),
  // The API's own answer: a failing server cannot be produced on purpose (see notDrivable).
  ...(s.matches('saving') ? [saved] : []),
];

async function start(api: PathsApi): Promise<Subject> {
  return { baseline: await classSize(api), saves: 0, lastUpload: undefined, lastSave: undefined };
}

const restBody = (s: Snapshot) => ({
  class_id: CLASS_ID,
  ware_name: s.context.fields.name,
  classify_id: s.context.fields.classifyId ?? '',
  ware_type: s.context.fields.wareType,
  ware_filename: s.context.file?.fileName ?? '',
  ware_url: s.context.file?.url ?? '',
  ware_desc: s.context.fields.description,
  is_sync: s.context.fields.isSync,
});

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof coursewareDialogMachine>,
) {
  if ((event.type as string) === saved.type) {
    expect(subject.lastSave?.status, 'the dialog hears success only when the API saved').toBe(200);
    return;
  }
  if (event.type === 'upload.done') {
    expect(subject.lastUpload?.data, 'the dialog keeps the file the upload answered').toMatchObject({
      path: UPLOADED.url,
      fid: UPLOADED.fid,
      ext: 'pdf',
      size: PDF.length,
    });
    return;
  }
  if (event.type === 'file.choose' && before.matches('editing')) {
    const form = new FormData();
    form.set('ware_type', String(before.context.fields.wareType));
    const isPdf = event.file.name.endsWith('.pdf');
    form.set(
      'file',
      new Blob([new Uint8Array(isPdf ? PDF : Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00'))]),
      event.file.name,
    );
    const answer = await api.upload('owner', '/courseWare/upload', form);
    subject.lastUpload = answer;
    const refusal = chosenFileRefusal(before.context.fields.wareType, event.file);
    if (refusal)
      expect(
        { status: answer.status, msg: answer.msg },
        'a file the dialog refuses, the upload refuses alike',
      ).toEqual({ status: 400, msg: refusal });
    else expect(answer.status, 'a file the dialog sends is stored').toBe(200);
    return;
  }
  if (event.type !== 'save' || !before.matches('editing')) return;
  const answer = await api.call('owner', 'POST', '/stateschoolcourseware', restBody(before));
  subject.lastSave = answer;
  const refusal = coursewareDraftRefusal(draftOf(before.context));
  if (refusal || !accepted) {
    expect(
      { status: answer.status, msg: answer.msg },
      'a draft the dialog refuses, the API refuses alike',
    ).toEqual({
      status: 400,
      msg: refusal?.message,
    });
    return;
  }
  expect({ status: answer.status, msg: answer.msg }, 'a draft the dialog sends is saved').toEqual({
    status: 200,
    msg: '添加成功',
  });
  subject.saves += 1;
  expect(answer.data, 'the saved courseware is the draft').toMatchObject({
    ware_name: before.context.fields.name,
    ware_type: before.context.fields.wareType,
    ware_url: before.context.file?.url,
    class_id: CLASS_ID,
  });
}

/** The class holds the baseline plus every save the API took. */
async function check(api: PathsApi, subject: Subject, _snapshot: Snapshot) {
  expect(await classSize(api), 'the class holds the courseware the dialog saved').toBe(
    subject.baseline + subject.saves,
  );
}

const label = (event: CoursewareDialogEvent) => {
  switch (event.type) {
    case 'field.change':
      return `field.change(${event.fields.name === '' ? 'no name' : 'name+category'})`;
    case 'type.change':
      return `type.change(${event.wareType})`;
    case 'file.choose':
      return `file.choose(${event.file.name})`;
    default:
      return event.type;
  }
};

export const coursewareDialogPaths = pathEntry({
  machine: coursewareDialogMachine,
  scenarios: [{ input: undefined, events: offered }],
  adapter: { start, send, check, label },
  // Paths that end in a call to the API.
  drives: (events) => ['save', 'file.choose', saved.type].includes(events.at(-1)?.type ?? ''),
  notDrivable: {
    'saving --xstate.error.actor.save-->': 'the real API does not fail a valid save on demand',
    'uploading --upload.failed-->':
      'the upload call answers for itself; a failed upload is the refusal checked at file.choose',
    'uploading --upload.progress-->': 'progress comes from the browser while it sends, not from the API',
    'uploading --dialog.cancel-->': 'cancelling aborts the browser’s request; nothing reaches the API',
  },
});
