import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor } from 'xstate';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type PreviewChange,
  type QuestionBankTabContext,
  type QuestionBankTabEvent,
  questionBankTab,
  type UploadInput,
  WEB_IMPORT_MAX_BYTES,
} from './questionBankTab';

type Snapshot = AnyMachineSnapshot & { context: QuestionBankTabContext };

const docx = { name: '题目.docx', size: 1000 };
const xlsx = { name: '题目.xlsx', size: 1000 };
const huge = { name: 'big.docx', size: WEB_IMPORT_MAX_BYTES + 1 };

/** An invoked call's answer, as the model sends it. */
const answer = (event: AnyEventObject) => event as unknown as QuestionBankTabEvent;

/** The events a user (or the server's answer) can bring about in each state. */
function offered(s: Snapshot): QuestionBankTabEvent[] {
  if (s.matches('idle')) {
    return [
      { type: 'delete.ask', ids: [] },
      { type: 'delete.ask', ids: ['1', '2'] },
      { type: 'import.open' },
    ];
  }
  if (s.matches('confirmingDelete')) return [{ type: 'delete.confirm' }, { type: 'delete.cancel' }];
  if (s.matches('deleting'))
    return [
      answer({ type: 'xstate.done.actor.deleteQuestions', output: null }),
      answer({ type: 'xstate.error.actor.deleteQuestions', error: new Error('题目不存在') }),
    ];
  if (s.matches('choosingFile')) {
    return [
      { type: 'import.chooseFormat', format: s.context.format === 'WORD' ? 'EXCEL' : 'WORD' },
      ...(s.context.file === null
        ? [docx, xlsx, huge].map((file) => ({ type: 'import.chooseFile', file }) as const)
        : []),
      { type: 'import.submit' },
      { type: 'import.close' },
    ];
  }
  if (s.matches('uploading')) {
    return [
      answer({ type: 'xstate.done.actor.uploadFile', output: 'p-1' }),
      answer({
        type: 'xstate.error.actor.uploadFile',
        error: new Error('第1题：请输入题干\n第2题：答案E不是有效的选项'),
      }),
    ];
  }
  if (s.matches({ previewing: 'browsing' }))
    return [
      { type: 'preview.edit', rowId: 2 },
      { type: 'preview.askDrop', rowId: 3 },
      { type: 'preview.commit' },
      { type: 'import.reupload' },
      { type: 'import.close' },
    ];
  if (s.matches({ previewing: 'editing' }))
    return [{ type: 'preview.save', fix: { stem: '改好的题干' } }, { type: 'preview.cancel' }];
  if (s.matches({ previewing: 'confirmingDrop' }))
    return [{ type: 'preview.confirmDrop' }, { type: 'preview.cancel' }];
  if (s.matches({ previewing: 'saving' }))
    return [
      answer({ type: 'xstate.done.actor.changePreview', output: null }),
      answer({
        type: 'xstate.error.actor.changePreview',
        error: new Error('导入预览已过期，请重新上传文件'),
      }),
    ];
  if (s.matches({ previewing: 'committing' }))
    return [
      answer({ type: 'xstate.done.actor.commitPreview', output: 2 }),
      answer({
        type: 'xstate.error.actor.commitPreview',
        error: new Error('还有1道题有错误，请修改或删除后再导入'),
      }),
    ];
  return [{ type: 'import.dismissErrors' }];
}

const model = invokingTestModel(questionBankTab, {
  events: (s) => offered(s as Snapshot),
  filterEvents: (s, e) => offered(s as Snapshot).some((o) => JSON.stringify(o) === JSON.stringify(e)),
});

const paths = model.getShortestPaths();

/** The tab's calls as invoked actors that the test answers when the path says so. */
function controlledCalls() {
  const effects: string[] = [];
  const { call, answer } = answeredCalls();
  const machine = questionBankTab.provide({
    actors: {
      deleteQuestions: call<unknown, { ids: readonly string[] }>((input) =>
        effects.push(`delete ${input.ids.join(',')}`),
      ),
      uploadFile: call<string, UploadInput>((input) => effects.push(`upload ${input.file.name}`)),
      changePreview: call<unknown, { previewId: string; change: PreviewChange }>((input) =>
        effects.push(`change ${input.previewId} ${JSON.stringify(input.change)}`),
      ),
      commitPreview: call<number, { previewId: string }>((input) =>
        effects.push(`commit ${input.previewId}`),
      ),
    },
  });
  return { effects, machine, settle: answer };
}

describe('ques tab, model-based', () => {
  it('covers every state and transition', () => {
    const declared = declaredGraph(questionBankTab);
    const covered = coveredGraph(paths);
    // The preview's states are nested: a path in previewing.browsing is in previewing too, and an
    // event it takes there that only previewing declares (import.close) is previewing's transition.
    const dotted = (state: string) =>
      state.startsWith('{')
        ? (Object.entries(JSON.parse(state)).map(([a, b]) => `${a}.${b}`)[0] ?? state)
        : state;
    const states = new Set(covered.states.map(dotted));
    if ([...states].some((st) => st.startsWith('previewing.'))) states.add('previewing');
    const transitions = new Set<string>();
    for (const t of covered.transitions) {
      const [from = '', rest = ''] = t.split(' --');
      const dottedFrom = dotted(from);
      const own = `${dottedFrom} --${rest}`;
      const parent = `${dottedFrom.split('.')[0]} --${rest}`;
      transitions.add(declared.transitions.includes(own) ? own : parent);
    }
    expect([...states].sort()).toEqual(declared.states);
    expect([...transitions].sort()).toEqual(declared.transitions);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { effects, machine, settle } = controlledCalls();
      const actor = createActor(machine).start();
      const send = async ({ event }: { event: AnyEventObject }) => {
        if (isCallAnswer(event)) await settle(event);
        else actor.send(event as QuestionBankTabEvent);
      };
      const same = (s: unknown) => {
        const expected = s as Snapshot;
        expect(actor.getSnapshot().value).toEqual(expected.value);
        expect(actor.getSnapshot().context).toEqual(expected.context);
      };
      await path.test({
        states: {
          idle: same,
          confirmingDelete: (s) => {
            same(s);
            expect(actor.getSnapshot().context.pendingIds.length).toBeGreaterThan(0);
          },
          deleting: (s) => {
            same(s);
            expect(effects.at(-1)).toMatch(/^delete \d/);
          },
          choosingFile: same,
          uploading: (s) => {
            same(s);
            expect(effects.at(-1)).toMatch(/^upload .+\.(docx|xlsx)$/);
          },
          showingErrors: (s) => {
            same(s);
            expect(actor.getSnapshot().context.importErrors.length).toBeGreaterThan(0);
          },
          'previewing.browsing': same,
          'previewing.editing': same,
          'previewing.confirmingDrop': same,
          'previewing.saving': (s) => {
            same(s);
            expect(effects.at(-1)).toMatch(/^change p-1 \{"rowId":[23],/);
          },
          'previewing.committing': (s) => {
            same(s);
            expect(effects.at(-1)).toBe('commit p-1');
          },
        },
        events: Object.fromEntries(
          [
            'delete.ask',
            'delete.confirm',
            'delete.cancel',
            'xstate.done.actor.deleteQuestions',
            'xstate.error.actor.deleteQuestions',
            'import.open',
            'import.chooseFormat',
            'import.chooseFile',
            'import.submit',
            'xstate.done.actor.uploadFile',
            'xstate.error.actor.uploadFile',
            'import.dismissErrors',
            'import.close',
            'import.reupload',
            'preview.edit',
            'preview.save',
            'preview.cancel',
            'preview.askDrop',
            'preview.confirmDrop',
            'preview.commit',
            'xstate.done.actor.changePreview',
            'xstate.error.actor.changePreview',
            'xstate.done.actor.commitPreview',
            'xstate.error.actor.commitPreview',
          ].map((type) => [type, send]),
        ),
      });
    });
  }
});

describe('ques tab rules', () => {
  it('delete with nothing selected says 请先选择题目 and asks nothing', () => {
    const actor = createActor(questionBankTab).start();
    actor.send({ type: 'delete.ask', ids: [] });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice?.message).toBe('请先选择题目');
  });

  it('a file of the wrong kind or too large is refused before it is sent', () => {
    const actor = createActor(questionBankTab).start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().context.notice?.message).toBe('请选择文件');
    actor.send({ type: 'import.chooseFile', file: xlsx });
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().context.notice?.message).toBe('请上传.docx格式的Word文件');
    actor.send({ type: 'import.chooseFile', file: huge });
    actor.send({ type: 'import.submit' });
    expect(actor.getSnapshot().value).toBe('choosingFile');
    actor.send({ type: 'import.chooseFormat', format: 'EXCEL' });
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('a refused import keeps every error for 导入提示, then returns to the dialog', async () => {
    const { machine, settle } = controlledCalls();
    const actor = createActor(machine).start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.chooseFile', file: docx });
    actor.send({ type: 'import.submit' });
    await settle({ type: 'xstate.error.actor.uploadFile', error: new Error('a\nb\nc') });
    expect(actor.getSnapshot().context.importErrors).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'import.dismissErrors' });
    expect(actor.getSnapshot().value).toBe('choosingFile');
  });

  it('a read file is previewed; a refused fix keeps the form and says why; a commit says 导入成功，共添加N道题', async () => {
    const { machine, settle, effects } = controlledCalls();
    const actor = createActor(machine).start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.chooseFile', file: docx });
    actor.send({ type: 'import.submit' });
    await settle({ type: 'xstate.done.actor.uploadFile', output: 'p-9' });
    expect(actor.getSnapshot().matches({ previewing: 'browsing' })).toBe(true);
    actor.send({ type: 'preview.edit', rowId: 2 });
    actor.send({ type: 'preview.save', fix: { stem: 'x' } });
    expect(effects.at(-1)).toBe('change p-9 {"rowId":2,"fix":{"stem":"x"}}');
    await settle({
      type: 'xstate.error.actor.changePreview',
      error: new Error('导入预览已过期，请重新上传文件'),
    });
    expect(actor.getSnapshot().matches({ previewing: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      fix: { stem: 'x' },
      previewError: '导入预览已过期，请重新上传文件',
    });
    actor.send({ type: 'preview.cancel' });
    actor.send({ type: 'preview.askDrop', rowId: 3 });
    actor.send({ type: 'preview.confirmDrop' });
    expect(effects.at(-1)).toBe('change p-9 {"rowId":3,"drop":true}');
    await settle({ type: 'xstate.done.actor.changePreview', output: null });
    actor.send({ type: 'preview.commit' });
    await settle({ type: 'xstate.done.actor.commitPreview', output: 6 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice?.message).toBe('导入成功，共添加6道题');
    actor.send({ type: 'delete.ask', ids: ['1'] });
    actor.send({ type: 'delete.confirm' });
    await settle({ type: 'xstate.error.actor.deleteQuestions', error: new Error('题目不存在') });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.notice).toEqual({ message: '题目不存在', tone: 'error' });
  });
});
