import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import {
  type QuestionBankTabContext,
  type QuestionBankTabEvent,
  questionBankTab,
  WEB_IMPORT_MAX_BYTES,
} from './questionBankTab';

type Snapshot = AnyMachineSnapshot & { context: QuestionBankTabContext };

const docx = { name: '题目.docx', size: 1000 };
const xlsx = { name: '题目.xlsx', size: 1000 };
const huge = { name: 'big.docx', size: WEB_IMPORT_MAX_BYTES + 1 };

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
    return [{ type: 'delete.succeeded' }, { type: 'delete.failed', message: '题目不存在' }];
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
      { type: 'import.succeeded', added: 6 },
      { type: 'import.failed', errors: ['第1题：请输入题干', '第2题：答案E不是有效的选项'] },
    ];
  }
  return [{ type: 'import.dismissErrors' }];
}

const model = createTestModel(questionBankTab, {
  events: (s) => offered(s as Snapshot),
  filterEvents: (s, e) => offered(s as Snapshot).some((o) => JSON.stringify(o) === JSON.stringify(e)),
});
const paths = model.getShortestPaths();

describe('ques tab, model-based', () => {
  it('covers every state and transition', () => {
    const declared = declaredGraph(questionBankTab);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const effects: string[] = [];
      const actor = createActor(
        questionBankTab.provide({
          actions: {
            deleteQuestions: ({ context }) => void effects.push(`delete ${context.pendingIds.join(',')}`),
            uploadFile: ({ context }) => void effects.push(`upload ${context.file?.name}`),
          },
        }),
      ).start();
      const send = ({ event }: { event: { type: string } }) => void actor.send(event as QuestionBankTabEvent);
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
        },
        events: Object.fromEntries(
          [
            'delete.ask',
            'delete.confirm',
            'delete.cancel',
            'delete.succeeded',
            'delete.failed',
            'import.open',
            'import.chooseFormat',
            'import.chooseFile',
            'import.submit',
            'import.succeeded',
            'import.failed',
            'import.dismissErrors',
            'import.close',
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

  it('a refused import keeps every error for 导入提示, then returns to the dialog', () => {
    const actor = createActor(questionBankTab).start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'import.chooseFile', file: docx });
    actor.send({ type: 'import.submit' });
    actor.send({ type: 'import.failed', errors: ['a', 'b', 'c'] });
    expect(actor.getSnapshot().context.importErrors).toEqual(['a', 'b', 'c']);
    actor.send({ type: 'import.dismissErrors' });
    expect(actor.getSnapshot().value).toBe('choosingFile');
  });
});
