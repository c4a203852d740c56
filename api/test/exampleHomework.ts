import {
  type Actor,
  accepts,
  explainHomeworkRefusal,
  type HomeworkLifecycleContext,
  type HomeworkStateValue,
  homeworkLifecycle,
  homeworkStateOf,
} from '@school/machines';
import { conflict } from '../src/shared/errors';
import { type Decider, unreachable } from '../src/store/decider';

/**
 * The worked example of the command pipeline: a stream whose commands are checked against the
 * homework lifecycle machine before any event is written. Its event names are its own: the homework
 * domain (src/homework) owns HomeworkPublished and HomeworkRecalled, and its projection reads them.
 */
export type ExampleEvent =
  | { type: 'ExampleHomeworkPublished'; data: HomeworkLifecycleContext }
  | { type: 'ExampleHomeworkRecalled'; data: { by: string; at: number } };

export type ExampleCommand =
  | { type: 'PublishHomework'; data: HomeworkLifecycleContext }
  | { type: 'RecallHomework'; data: { actor: Actor; now: number } };

type ExampleState = { value: 'none' } | { value: HomeworkStateValue; context: HomeworkLifecycleContext };

export const exampleHomeworkDecider: Decider<ExampleState, ExampleCommand, ExampleEvent> = {
  streamType: 'homework',
  initialState: () => ({ value: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExampleHomeworkPublished':
        return { value: homeworkStateOf(event.data, false), context: event.data };
      case 'ExampleHomeworkRecalled':
        return state.value === 'none' ? state : { ...state, value: 'recalled' };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PublishHomework':
        if (state.value !== 'none') throw conflict('作业已存在');
        return [{ type: 'ExampleHomeworkPublished', data: command.data }];
      case 'RecallHomework': {
        if (state.value === 'none') throw conflict('作业不存在');
        const event = { type: 'homework.recall', ...command.data } as const;
        if (!accepts(homeworkLifecycle, state.value, state.context, event)) {
          throw conflict(explainHomeworkRefusal(state.value, state.context, event).message);
        }
        return [
          { type: 'ExampleHomeworkRecalled', data: { by: command.data.actor.id, at: command.data.now } },
        ];
      }
      default:
        return unreachable(command);
    }
  },
};

export const exampleContext: HomeworkLifecycleContext = {
  ownerId: '1',
  publishType: 2,
  arranged: false,
  classIds: ['1', '2'],
  publishedClassIds: ['1'],
  endingTime: 1_900_000_000,
};
