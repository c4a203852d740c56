import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DraftAnswer } from './answerCodec';
import {
  draftKey,
  draftSyncMachine,
  forgetDraft,
  NetworkLost,
  OFFLINE_RETRY_MS,
  readDraft,
  SAVE_PAUSE_MS,
  type StoredDraft,
  startingDraft,
  writeDraft,
} from './draftSync';

const A: DraftAnswer = { optionIds: ['11'] };
const B: DraftAnswer = { text: '惯性定律', images: [] };

/** A sheet over a save the test answers by hand, and a storage the test reads. */
function sheet(stored: StoredDraft = { answers: {}, version: 0, savedVersion: 0 }, online = true) {
  const saves: {
    answers: Record<string, DraftAnswer>;
    version: number;
    resolve: () => void;
    reject: (e: Error) => void;
  }[] = [];
  const persisted: StoredDraft[] = [];
  const actor = createActor(
    draftSyncMachine.provide({
      actors: {
        save: fromPromise<number, { answers: Record<string, DraftAnswer>; version: number }>(
          ({ input }) =>
            new Promise<number>((resolve, reject) =>
              saves.push({ ...input, resolve: () => resolve(input.version), reject }),
            ),
        ),
      },
      actions: {
        persist: ({ context }) =>
          persisted.push({
            answers: context.answers,
            version: context.version,
            savedVersion: context.savedVersion,
          }),
      },
    }),
    { input: { stored, online } },
  );
  actor.start();
  return { actor, saves, persisted, state: () => actor.getSnapshot().value };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('draft sync: answers are kept in the browser and sent to the server', () => {
  it('an edit is stored at once and sent after a pause; the server’s acceptance is stored too', async () => {
    vi.useFakeTimers();
    const s = sheet();
    s.actor.send({ type: 'draft.edit', questionId: '1', answer: A });
    expect(s.persisted.at(-1)).toEqual({ answers: { 1: A }, version: 1, savedVersion: 0 });
    expect(s.state()).toBe('editing');
    vi.advanceTimersByTime(SAVE_PAUSE_MS - 1);
    expect(s.saves).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(s.saves).toHaveLength(1);
    expect(s.saves[0]?.answers).toEqual({ 1: A });
    s.saves[0]?.resolve();
    vi.useRealTimers();
    await settle();
    expect(s.state()).toBe('saved');
    expect(s.persisted.at(-1)).toEqual({ answers: { 1: A }, version: 1, savedVersion: 1 });
  });

  it('typing on restarts the pause: one save for several quick edits', () => {
    vi.useFakeTimers();
    const s = sheet();
    s.actor.send({ type: 'draft.edit', questionId: '1', answer: A });
    vi.advanceTimersByTime(SAVE_PAUSE_MS - 100);
    s.actor.send({ type: 'draft.edit', questionId: '2', answer: B });
    vi.advanceTimersByTime(SAVE_PAUSE_MS - 100);
    expect(s.saves).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(s.saves.map((x) => x.answers)).toEqual([{ 1: A, 2: B }]);
    vi.useRealTimers();
  });

  it('an edit made while saving is sent by a second save', async () => {
    const s = sheet();
    s.actor.send({ type: 'draft.edit', questionId: '1', answer: A });
    s.actor.send({ type: 'draft.flush' });
    s.actor.send({ type: 'draft.edit', questionId: '2', answer: B });
    s.saves[0]?.resolve();
    await settle();
    expect(s.state()).toBe('saving');
    expect(s.saves[1]?.answers).toEqual({ 1: A, 2: B });
    s.saves[1]?.resolve();
    await settle();
    expect(s.state()).toBe('saved');
  });

  it('without a network the draft stays in the browser and is sent when the network returns', async () => {
    const s = sheet();
    s.actor.send({ type: 'draft.edit', questionId: '1', answer: A });
    s.actor.send({ type: 'draft.flush' });
    s.saves[0]?.reject(new NetworkLost('offline'));
    await settle();
    expect(s.state()).toBe('offline');
    s.actor.send({ type: 'draft.edit', questionId: '2', answer: B });
    expect(s.persisted.at(-1)).toEqual({ answers: { 1: A, 2: B }, version: 2, savedVersion: 0 });
    expect(s.saves).toHaveLength(1);
    s.actor.send({ type: 'network.online' });
    expect(s.saves[1]?.answers).toEqual({ 1: A, 2: B });
    s.saves[1]?.resolve();
    await settle();
    expect(s.state()).toBe('saved');
    expect(s.persisted.at(-1)?.savedVersion).toBe(2);
  });

  it('a draft kept offline is tried again now and then, in case the browser never says it is back', () => {
    vi.useFakeTimers();
    const s = sheet({ answers: { 1: A }, version: 1, savedVersion: 0 }, false);
    expect(s.state()).toBe('offline');
    vi.advanceTimersByTime(OFFLINE_RETRY_MS);
    expect(s.saves).toHaveLength(1);
    vi.useRealTimers();
  });

  it('going offline stops waiting; coming back with nothing unsent sends nothing', () => {
    const s = sheet();
    s.actor.send({ type: 'network.offline' });
    expect(s.state()).toBe('offline');
    s.actor.send({ type: 'network.online' });
    expect(s.state()).toBe('saved');
    expect(s.saves).toHaveLength(0);
  });

  it('a draft left unsent is sent on opening, or kept while still offline', () => {
    const unsent = { answers: { 1: A }, version: 3, savedVersion: 1 };
    const online = sheet(unsent, true);
    expect(online.state()).toBe('saving');
    expect(online.saves[0]?.answers).toEqual({ 1: A });
    const offline = sheet(unsent, false);
    expect(offline.state()).toBe('offline');
    expect(offline.saves).toHaveLength(0);
  });

  it("the server's refusal stops sending and keeps its message", async () => {
    const s = sheet();
    s.actor.send({ type: 'draft.edit', questionId: '1', answer: A });
    s.actor.send({ type: 'draft.flush' });
    s.saves[0]?.reject(new Error('作业已截止，不能作答'));
    await settle();
    expect(s.state()).toBe('refused');
    expect(s.actor.getSnapshot().context.refusal).toBe('作业已截止，不能作答');
    s.actor.send({ type: 'draft.edit', questionId: '2', answer: B });
    expect(s.saves).toHaveLength(1);
  });
});

describe('the stored draft', () => {
  it('is written, read and forgotten under the report’s key', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const draft = { answers: { 1: A }, version: 2, savedVersion: 1 };
    writeDraft(storage, '42', draft);
    expect([...store.keys()]).toEqual([draftKey('42')]);
    expect(readDraft(storage, '42')).toEqual(draft);
    expect(readDraft(storage, '43')).toBeUndefined();
    forgetDraft(storage, '42');
    expect(readDraft(storage, '42')).toBeUndefined();
    store.set(draftKey('7'), '{not json');
    expect(readDraft(storage, '7')).toBeUndefined();
  });

  it('an unsent draft goes over the server’s answers; a sent one gives way to them', () => {
    const server = { 1: { optionIds: ['10'] }, 2: B };
    expect(startingDraft(server, { answers: { 1: A }, version: 2, savedVersion: 1 })).toEqual({
      answers: { 1: A, 2: B },
      version: 2,
      savedVersion: 1,
    });
    expect(startingDraft(server, { answers: { 1: A }, version: 2, savedVersion: 2 })).toEqual({
      answers: server,
      version: 0,
      savedVersion: 0,
    });
    expect(startingDraft(server, undefined).answers).toBe(server);
  });
});
