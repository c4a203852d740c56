import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  explainImportPreviewRefusal,
  IMPORT_PREVIEW_MESSAGES,
  type ImportPreviewEvent,
  type ImportPreviewStateValue,
  importPreview,
  importPreviewAbilities,
  importPreviewStateAfter,
  importPreviewStateOf,
} from './importPreview';

/** Events worth trying: a file of one ready and one faulty question, fixes, drops, commits, time. */
const events = (rows: readonly string[]): ImportPreviewEvent[] => [
  { type: 'preview.upload', rows: ['ready', 'hasErrors'] },
  { type: 'preview.upload', rows: ['ready'] },
  ...rows.flatMap((_r, row): ImportPreviewEvent[] => [
    { type: 'preview.fix', row, valid: true },
    { type: 'preview.fix', row, valid: false },
    { type: 'preview.drop', row },
  ]),
  { type: 'preview.fix', row: 0, valid: true, byOther: true },
  { type: 'preview.commit' },
  { type: 'preview.commit', byOther: true },
  { type: 'clock.expire' },
];

describe('import preview, model-based', () => {
  const model = createTestModel(importPreview, {
    events: (snapshot) => events(snapshot.context.rows),
  });
  const paths = transitionCoveringPaths(model, importPreview);

  it('covers every state and transition', () => {
    expect(coveredGraph(paths)).toEqual(declaredGraph(importPreview));
  });

  paths.forEach((path, n) => {
    it(`path ${n + 1}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const actor = createActor(importPreview).start();
      const agrees = (state: ImportPreviewStateValue) => () => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toBe(state);
        for (const e of events(snapshot.context.rows))
          expect(snapshot.can(e), `${state} ${JSON.stringify(e)}`).toBe(
            explainImportPreviewRefusal(state, snapshot.context, e) === undefined,
          );
      };
      const send = ({ event }: { event: unknown }) => void actor.send(event as ImportPreviewEvent);
      await model.testPath(path as never, {
        states: {
          none: agrees('none'),
          hasErrors: agrees('hasErrors'),
          ready: agrees('ready'),
          committed: agrees('committed'),
          expired: agrees('expired'),
        },
        events: {
          'preview.upload': send,
          'preview.fix': send,
          'preview.drop': send,
          'preview.commit': send,
          'clock.expire': send,
        },
      });
    });
  });
});

describe('import preview rules', () => {
  const faulty = { rows: ['ready', 'hasErrors'] as const }.rows.slice();

  it('commits all or nothing: refused while a kept row has errors, with how many', () => {
    const refusal = explainImportPreviewRefusal('hasErrors', { rows: faulty }, { type: 'preview.commit' });
    expect(refusal).toEqual({ kind: 'invalid', message: IMPORT_PREVIEW_MESSAGES.hasErrors(1) });
    expect(importPreviewAbilities('hasErrors', { rows: faulty }).commit.allowed).toBe(false);
  });

  it('is ready once the faulty row is fixed or dropped', () => {
    expect(
      importPreviewStateAfter('hasErrors', { rows: faulty }, { type: 'preview.fix', row: 1, valid: true }),
    ).toBe('ready');
    expect(importPreviewStateAfter('hasErrors', { rows: faulty }, { type: 'preview.drop', row: 1 })).toBe(
      'ready',
    );
  });

  it('a bad fix keeps the row with its errors; the last kept row cannot be dropped', () => {
    expect(
      importPreviewStateAfter('ready', { rows: ['ready'] }, { type: 'preview.fix', row: 0, valid: false }),
    ).toBe('hasErrors');
    expect(
      explainImportPreviewRefusal('ready', { rows: ['ready', 'dropped'] }, { type: 'preview.drop', row: 0 }),
    ).toEqual({ kind: 'invalid', message: IMPORT_PREVIEW_MESSAGES.keepOne });
  });

  it("another user's preview is answered as missing, an expired or committed one as refused", () => {
    for (const state of ['hasErrors', 'ready', 'committed', 'expired'] as const)
      expect(
        explainImportPreviewRefusal(state, { rows: ['ready'] }, { type: 'preview.commit', byOther: true })
          ?.kind,
      ).toBe('not_found');
    expect(explainImportPreviewRefusal('expired', { rows: ['ready'] }, { type: 'preview.commit' })).toEqual({
      kind: 'conflict',
      message: IMPORT_PREVIEW_MESSAGES.expired,
    });
    expect(explainImportPreviewRefusal('committed', { rows: ['ready'] }, { type: 'preview.commit' })).toEqual(
      {
        kind: 'conflict',
        message: IMPORT_PREVIEW_MESSAGES.committed,
      },
    );
  });

  it('a stored preview expires at its time, unless committed', () => {
    const stored = { committed: false, expiresAt: 100, rows: ['ready'] as const };
    expect(importPreviewStateOf({ ...stored, rows: [...stored.rows], now: 99 })).toBe('ready');
    expect(importPreviewStateOf({ ...stored, rows: [...stored.rows], now: 100 })).toBe('expired');
    expect(importPreviewStateOf({ ...stored, rows: [...stored.rows], committed: true, now: 200 })).toBe(
      'committed',
    );
  });
  it('a file without questions: 文件中没有题目; acting on no preview: 导入预览不存在; an expired one cannot expire again', () => {
    const M = IMPORT_PREVIEW_MESSAGES;
    expect(explainImportPreviewRefusal('none', { rows: [] }, { type: 'preview.upload', rows: [] })).toEqual({
      kind: 'invalid',
      message: M.noQuestions,
    });
    expect(
      explainImportPreviewRefusal('none', { rows: [] }, { type: 'preview.upload', rows: ['ready'] }),
    ).toBeUndefined();
    expect(explainImportPreviewRefusal('none', { rows: [] }, { type: 'preview.commit' })).toEqual({
      kind: 'not_found',
      message: M.notFound,
    });
    for (const state of ['expired', 'committed'] as const)
      expect(explainImportPreviewRefusal(state, { rows: ['ready'] }, { type: 'clock.expire' })).toEqual({
        kind: 'conflict',
        message: M.expired,
      });
  });

  it('a row never read or dropped is not fixed or dropped: 预览中没有这道题', () => {
    const rows = ['ready', 'dropped', 'hasErrors'] as ('ready' | 'dropped' | 'hasErrors')[];
    for (const event of [
      { type: 'preview.fix', row: 1, valid: true },
      { type: 'preview.drop', row: 1 },
      { type: 'preview.fix', row: 3, valid: true },
    ] as const)
      expect(explainImportPreviewRefusal('hasErrors', { rows }, event)).toEqual({
        kind: 'not_found',
        message: IMPORT_PREVIEW_MESSAGES.rowNotFound,
      });
    expect(() => importPreviewStateAfter('hasErrors', { rows }, { type: 'preview.drop', row: 1 })).toThrow();
    expect(importPreviewStateAfter('hasErrors', { rows }, { type: 'preview.drop', row: 2 })).toBe('ready');
  });

  it('the buttons: shown while the preview is open; refused with their message once expired or committed', () => {
    const allowed = { shown: true, allowed: true, reason: null };
    expect(importPreviewAbilities('ready', { rows: ['ready'] })).toEqual({
      commit: allowed,
      change: allowed,
    });
    expect(importPreviewAbilities('hasErrors', { rows: faulty }).change).toEqual(allowed);
    expect(importPreviewAbilities('hasErrors', { rows: faulty }).commit.shown).toBe(true);
    for (const [state, message] of [
      ['expired', IMPORT_PREVIEW_MESSAGES.expired],
      ['committed', IMPORT_PREVIEW_MESSAGES.committed],
    ] as const)
      expect(importPreviewAbilities(state, { rows: ['ready'] })).toEqual({
        commit: { shown: false, allowed: false, reason: message },
        change: { shown: false, allowed: false, reason: message },
      });
  });
});
