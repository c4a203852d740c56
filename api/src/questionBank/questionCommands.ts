import { firstQuestionMessage, type QuestionDraft, questionIssues } from '@school/machines';
import type { Transaction } from 'kysely';
import { invalid } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import { type Store, streamCommand } from '../store/store';
import type { QuestionSource } from './question';
import { questionDecider } from './questionDecider';
import { reserveQuestionIds } from './questionIds';

/** Runs the rules before numbers are reserved, so a refused request does not use any up. */
function checkRules(draft: QuestionDraft) {
  const message = firstQuestionMessage(questionIssues(draft));
  if (message !== undefined) throw invalid(message);
}

/** The current state of one question. */
const loadQuestion = (store: Store, id: number) => store.load(questionDecider, streamId('question', id));

export interface AddQuestionArgs {
  ownerId: number;
  isPublic: boolean;
  draft: QuestionDraft;
  source: QuestionSource;
  now: number;
  meta: EventMeta;
}

/** Adds one question: numbers for it and its sub-questions, then the command. Answers its id. */
export async function addQuestion(store: Store, args: AddQuestionArgs): Promise<number> {
  const [id = 0] = await addQuestions(store, [args.draft], args);
  return id;
}

/**
 * Adds several questions in one transaction, all or none (an import). `first` runs inside it before
 * them with the ids the questions will have (see {@link Store.handleAll}). Answers the ids in order.
 */
export async function addQuestions(
  store: Store,
  drafts: readonly QuestionDraft[],
  args: Omit<AddQuestionArgs, 'draft'>,
  first?: (trx: Transaction<Database>, ids: readonly number[]) => Promise<void>,
): Promise<number[]> {
  for (const draft of drafts) checkRules(draft);
  const numbers = await reserveQuestionIds(
    store,
    drafts.reduce((n, d) => n + 1 + d.items.length, 0),
  );
  let next = 0;
  const ids: number[] = [];
  const commands = drafts.map((draft) => {
    const id = numbers[next++] ?? 0;
    ids.push(id);
    const question = { ...draft, items: draft.items.map((item) => ({ ...item, id: numbers[next++] ?? 0 })) };
    return streamCommand(questionDecider, streamId('question', id), {
      type: 'AddQuestion' as const,
      data: {
        id,
        ownerId: args.ownerId,
        isPublic: args.isPublic,
        question,
        source: args.source,
        now: args.now,
      },
    });
  });
  await store.handleAll(commands, args.meta, first && ((trx) => first(trx, ids)));
  return ids;
}

/**
 * Edits a question. Sub-questions that keep an id of this question keep it; any other (new, or
 * naming a number that is not this question's) gets a new number.
 */
export async function editQuestion(
  store: Store,
  args: { id: number; actorId: number; draft: QuestionDraft; now: number; meta: EventMeta },
): Promise<void> {
  const stream = streamId('question', args.id);
  const current = await loadQuestion(store, args.id);
  // ownership and existence are decided by the command; without a current state it refuses as missing
  const known = new Set(
    current && current.state.status !== 'none' ? current.state.question.items.map((i) => i.id) : [],
  );
  const seen = new Set<number>();
  const keeps = args.draft.items.map((item) => {
    const keep = known.has(item.id) && !seen.has(item.id);
    seen.add(item.id);
    return keep;
  });
  const isOwnActive =
    current?.state.status === 'active' && current.state.ownerId === args.actorId && !current.state.isPublic;
  if (isOwnActive) checkRules(args.draft);
  const fresh = isOwnActive ? await reserveQuestionIds(store, keeps.filter((k) => !k).length) : [];
  let next = 0;
  const items = args.draft.items.map((item, i) => (keeps[i] ? item : { ...item, id: fresh[next++] ?? 0 }));
  await store.handle(
    questionDecider,
    stream,
    {
      type: 'EditQuestion',
      data: { actorId: args.actorId, question: { ...args.draft, items }, now: args.now },
    },
    args.meta,
  );
}

/** Deletes several questions: all are checked first, so one refusal deletes none. */
export async function deleteQuestions(
  store: Store,
  args: { ids: readonly number[]; actorId: number; now: number; meta: EventMeta },
): Promise<void> {
  const ids = [...new Set(args.ids)];
  for (const id of ids) {
    const current = await loadQuestion(store, id);
    // a dry run of the decision: throws the refusal (missing, someone else's, shared bank) before any write
    questionDecider.decide(
      { type: 'DeleteQuestion', data: { actorId: args.actorId, now: args.now } },
      current?.state ?? questionDecider.initialState(),
    );
  }
  for (const id of ids) {
    await store.handle(
      questionDecider,
      streamId('question', id),
      { type: 'DeleteQuestion', data: { actorId: args.actorId, now: args.now } },
      args.meta,
    );
  }
}
