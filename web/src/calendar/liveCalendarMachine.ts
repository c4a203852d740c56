import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import { calendarMachine, type RoomRequest } from './calendarMachine';
import { t } from './i18n/zh-CN';
import { liveRoomEntryQuery } from './operations';

/** The calendar's machine with its live room entry: asks the server for the room, then opens it. */
export const liveCalendarMachine = (client: ApolloClient) =>
  calendarMachine.provide({
    actors: {
      enterRoom: fromPromise(async ({ input }: { input: RoomRequest }) => {
        try {
          const { data } = await client.query({
            query: liveRoomEntryQuery,
            variables: input,
            fetchPolicy: 'network-only',
          });
          if (!data) throw new Error(t('couldNotEnterTheLive'));
          return { url: data.liveRoomEntry.url };
        } catch (e) {
          throw new Error(errorMessage(e));
        }
      }),
    },
    actions: {
      openRoom: (_args, { url }) => {
        window.open(url, '_blank', 'noopener,noreferrer');
      },
    },
  });
