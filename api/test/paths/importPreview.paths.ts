import {
  explainImportPreviewRefusal,
  IMPORT_PREVIEW_LIFETIME,
  IMPORT_PREVIEW_MESSAGES,
  type ImportPreviewEvent,
  type ImportPreviewStateValue,
  importPreview,
  importPreviewAbilities,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { wordFile } from '../questionFiles';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { Answer, PathsApi } from './pathsApi';

/**
 * The question import preview through ques/import/preview and ques/import/commit, as teacher
 * 廖雨欣 (owner) with teacher 萧刚 trying her preview (otherTeacher): a Word file of questions ready
 * or with a missing stem, fixes right or wrong, drops, the commit, and the preview's lifetime passing.
 * After every step the preview shows the machine's state, its rows' marks and its abilities; a commit
 * adds exactly the kept rows to her bank.
 */
type Snapshot = SnapshotFrom<typeof importPreview>;

interface Subject {
  previewId: string;
  /** Questions in the owner's bank before the path. */
  baseline: number;
}

/** The clock every path starts from, so expiring paths do not push later suites' time along. */
let startedAt: number | undefined;

const question = (n: number, ready: boolean) => [
  '【题型】单选题',
  ready ? `【题干】路径导入第${n}题` : '【题干】',
  '【选项】',
  'A. 甲',
  'B. 乙',
  '【答案】A',
  '【难度】2',
];

/** A question in the form of ques/add, right or without a stem. */
const fix = (row: number, valid: boolean) => ({
  row_id: row + 1,
  ques_type: 1,
  ques_stem: valid ? `<p>改好的第${row + 1}题</p>` : '',
  ques_option: [
    { content: '<p>甲</p>', is_right: 1 },
    { content: '<p>乙</p>', is_right: 2 },
  ],
  right_answer: '',
  ques_analysis: '',
  facility_value: 3,
  remark: '',
});

const bankSize = async (api: PathsApi) =>
  (await api.call('owner', 'GET', '/ques/index?limit=1')).data.total as number;

async function start(api: PathsApi): Promise<Subject> {
  if (startedAt === undefined) startedAt = api.now();
  else api.setNow(startedAt);
  return { previewId: '', baseline: await bankSize(api) };
}

const label = (e: ImportPreviewEvent) => {
  const who = 'byOther' in e && e.byOther ? ', other' : '';
  switch (e.type) {
    case 'preview.upload':
      return `upload(${e.rows.join('+')})`;
    case 'preview.fix':
      return `fix(${e.row + 1}, ${e.valid ? 'right' : 'wrong'}${who})`;
    case 'preview.drop':
      return `drop(${e.row + 1}${who})`;
    case 'preview.commit':
      return `commit(${who.slice(2) || 'owner'})`;
    case 'clock.expire':
      return 'expire';
  }
};

const SUCCESS: Record<Exclude<ImportPreviewEvent['type'], 'clock.expire'>, string> = {
  'preview.upload': 'ok',
  'preview.fix': IMPORT_PREVIEW_MESSAGES.fixed,
  'preview.drop': IMPORT_PREVIEW_MESSAGES.fixed,
  'preview.commit': IMPORT_PREVIEW_MESSAGES.committedOk,
};

async function send(api: PathsApi, s: Subject, { event, before, accepted }: PathStep<typeof importPreview>) {
  if (event.type === 'clock.expire') {
    api.setNow(api.now() + IMPORT_PREVIEW_LIFETIME + 1);
    return;
  }
  const who = 'byOther' in event && event.byOther ? 'otherTeacher' : 'owner';
  let answer: Answer;
  if (event.type === 'preview.upload') {
    const file = await wordFile(
      event.rows.flatMap((r, i) => [...(i > 0 ? ['#####'] : []), ...question(i + 1, r === 'ready')]),
    );
    answer = await api.call(who, 'POST', '/ques/import/preview/1', {
      file_name: '路径导入.docx',
      file_base64: file.toString('base64'),
    });
    if (answer.status === 200) s.previewId = answer.data.preview_id;
  } else if (event.type === 'preview.commit') {
    answer = await api.call(who, 'POST', `/ques/import/commit/${s.previewId}`);
  } else {
    const body =
      event.type === 'preview.fix' ? { fixes: [fix(event.row, event.valid)] } : { drops: [event.row + 1] };
    answer = await api.call(who, 'PUT', `/ques/import/preview/${s.previewId}`, body);
  }
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SUCCESS[event.type] });
    return;
  }
  const refusal = explainImportPreviewRefusal(before.value as ImportPreviewStateValue, before.context, event);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, s: Subject, snapshot: Snapshot) {
  const state = snapshot.value as ImportPreviewStateValue;
  if (state === 'none') return;
  const shown = await api.call('owner', 'GET', `/ques/import/preview/${s.previewId}`);
  const kept = snapshot.context.rows.filter((r) => r !== 'dropped');
  expect(shown.data, `the preview in state ${state}`).toMatchObject({
    status: state,
    dropped: snapshot.context.rows.length - kept.length,
    abilities: importPreviewAbilities(state, snapshot.context),
  });
  expect(shown.data.rows.map((r: { status: number }) => (r.status === 1 ? 'ready' : 'hasErrors'))).toEqual(
    kept,
  );
  const added = state === 'committed' ? kept.length : 0;
  expect(shown.data.ids).toHaveLength(added);
  expect(await bankSize(api), 'questions in the bank').toBe(s.baseline + added);
  const other = await api.call('otherTeacher', 'GET', `/ques/import/preview/${s.previewId}`);
  expect({ status: other.status, msg: other.msg }).toEqual({
    status: 404,
    msg: IMPORT_PREVIEW_MESSAGES.notFound,
  });
}

/** What is worth trying in a state: an upload first; then fixes and drops of kept rows, commits, time. */
function events(snapshot: Snapshot): ImportPreviewEvent[] {
  if (snapshot.value === 'none')
    return [
      { type: 'preview.upload', rows: ['ready', 'hasErrors'] },
      { type: 'preview.upload', rows: ['ready'] },
    ];
  const open = snapshot.value === 'hasErrors' || snapshot.value === 'ready';
  return [
    ...snapshot.context.rows.flatMap((r, row): ImportPreviewEvent[] =>
      r === 'dropped'
        ? []
        : [
            { type: 'preview.fix', row, valid: true },
            { type: 'preview.fix', row, valid: false },
            { type: 'preview.drop', row },
          ],
    ),
    { type: 'preview.fix', row: 0, valid: true, byOther: true },
    { type: 'preview.commit' },
    { type: 'preview.commit', byOther: true },
    ...(open ? [{ type: 'clock.expire' } as const] : []),
  ];
}

export const importPreviewPaths = pathEntry({
  machine: importPreview,
  scenarios: [{ input: undefined as never, events }],
  adapter: { start: (api) => start(api), label, send, check },
});
