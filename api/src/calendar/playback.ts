import { cardRefusal, cardStateAt } from '@school/machines';
import { refused } from '../shared/errors';
import { type Decider, streamId, unreachable } from '../store/decider';

/** A calendar card is a lesson session (`period`) or a class meeting (`meeting`). */
export type CardKind = 'period' | 'meeting';

/**
 * One card's live room recording as a stream (`livePlayback-<kind>-<id>`): a playback is attached once
 * the card has ended (the calendar card machine's `card.recordPlayback`), and a later one replaces it.
 * The card's times are read at the edge and carried in the command.
 */
export type PlaybackEvent = {
  type: 'PlaybackRecorded';
  data: { kind: CardKind; id: number; url: string; by: number; at: number };
};

export type PlaybackCommand = {
  type: 'RecordPlayback';
  data: {
    kind: CardKind;
    id: number;
    url: string;
    by: number;
    at: number;
    startTime: number;
    endTime: number;
  };
};

export interface PlaybackState {
  hasPlayback: boolean;
}

export const playbackStreamId = (kind: CardKind, id: number) => streamId(`livePlayback-${kind}`, id);

export const playbackDecider: Decider<PlaybackState, PlaybackCommand, PlaybackEvent> = {
  streamType: 'livePlayback',
  initialState: () => ({ hasPlayback: false }),
  evolve: (state, event) => {
    if (event.type === 'PlaybackRecorded') return { ...state, hasPlayback: true };
    return unreachable(event.type);
  },
  decide: (command, state) => {
    if (command.type !== 'RecordPlayback') return unreachable(command.type);
    const { startTime, endTime, ...data } = command.data;
    const cardState = cardStateAt({ startTime, endTime, hasPlayback: state.hasPlayback }, data.at);
    const refusal = cardRefusal(cardState, 'card.recordPlayback');
    if (refusal) throw refused(refusal);
    return [{ type: 'PlaybackRecorded', data }];
  },
};
