import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type PlaybackCommand, type PlaybackEvent, playbackDecider } from './playback';

const NOW = 1_800_000_000;
const card = { kind: 'period' as const, id: 5, url: 'https://live.example.com/replay/5', by: 1 };
const record = (at: number, url = card.url): PlaybackCommand => ({
  type: 'RecordPlayback',
  data: { ...card, url, at, startTime: NOW, endTime: NOW + 3600 },
});
const recorded = (at: number, url = card.url): PlaybackEvent => ({
  type: 'PlaybackRecorded',
  data: { ...card, url, at },
});

describe('playback decider (calendar card: 3 with playback shows view playback)', () => {
  it('a playback is attached once the card has ended', () => {
    expect(given(playbackDecider).when(record(NOW + 3600))).toEqual({ events: [recorded(NOW + 3600)] });
  });

  it('before the end: 直播结束后才能上传回放', () => {
    expect(given(playbackDecider).when(record(NOW - 1))).toEqual({
      refused: 'conflict: 直播结束后才能上传回放',
    });
    expect(given(playbackDecider).when(record(NOW + 3599))).toEqual({
      refused: 'conflict: 直播结束后才能上传回放',
    });
  });

  it('a later playback replaces the first', () => {
    const later = 'https://live.example.com/replay/5b';
    expect(given(playbackDecider, [recorded(NOW + 3600)]).when(record(NOW + 7200, later))).toEqual({
      events: [recorded(NOW + 7200, later)],
    });
    expect(given(playbackDecider, [recorded(NOW + 3600)]).state).toEqual({ hasPlayback: true });
  });

  it('a card begins without a playback (its state before any recording)', () => {
    expect(given(playbackDecider).state).toEqual({ hasPlayback: false });
  });
});
