import { defineProjection } from '../store/projection';
import type { PlaybackEvent } from './playback';

/** The recordings the calendar's cards show (is_playback, the playback address). */
export const playbackProjection = defineProjection<PlaybackEvent>({
  name: 'livePlaybacks',
  tables: ['live_playbacks'],
  handlers: {
    PlaybackRecorded: async (trx, { data }) => {
      await trx
        .deleteFrom('live_playbacks')
        .where('card_kind', '=', data.kind)
        .where('card_id', '=', data.id)
        .execute();
      await trx
        .insertInto('live_playbacks')
        .values({
          card_kind: data.kind,
          card_id: data.id,
          url: data.url,
          recorded_by: data.by,
          recorded_at: data.at,
        })
        .execute();
    },
  },
});
