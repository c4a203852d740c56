import { invalid } from '../shared/errors';
import type { Decider } from '../store/decider';
import { streamId } from '../store/decider';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';

/**
 * Numbers for homework and for reports, each handed out by its own stream (`homeworkIds-1`,
 * `reportIds-1`). A reservation is an ordinary command, so two writers never get the same number and
 * a rebuild sees the same numbers.
 */
export type SequenceEvent = { type: 'IdsReserved'; data: { first: number; count: number } };
export type SequenceCommand = { type: 'ReserveIds'; data: { count: number } };

const sequenceDecider = (streamType: string): Decider<{ next: number }, SequenceCommand, SequenceEvent> => ({
  streamType,
  initialState: () => ({ next: 1 }),
  evolve: (state, { data }) => ({ next: Math.max(state.next, data.first + data.count) }),
  decide: ({ data }, state) => {
    if (!Number.isInteger(data.count) || data.count < 1) throw invalid('参数不正确');
    return [{ type: 'IdsReserved', data: { first: state.next, count: data.count } }];
  },
});

const homeworkIds = sequenceDecider('homeworkIds');
const reportIds = sequenceDecider('reportIds');

async function reserve(
  store: Store,
  decider: typeof homeworkIds,
  count: number,
  meta = systemMeta,
): Promise<number[]> {
  if (count === 0) return [];
  const { events } = await store.handle(
    decider,
    streamId(decider.streamType, 1),
    {
      type: 'ReserveIds',
      data: { count },
    },
    meta,
  );
  const data = (events[0]?.data ?? { first: 0, count: 0 }) as SequenceEvent['data'];
  return Array.from({ length: data.count }, (_, i) => data.first + i);
}

export const reserveHomeworkId = async (store: Store) => (await reserve(store, homeworkIds, 1))[0] as number;
export const reserveReportIds = (store: Store, count: number) => reserve(store, reportIds, count);
