import { COMMON_MESSAGES } from '@school/machines/messages';
import { assign, fromPromise, setup } from 'xstate';
import type { SessionViewerFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';

export interface Credentials {
  mobile: string;
  password: string;
}

type Field = keyof Credentials;

interface LoginContext extends Credentials {
  missing: Partial<Record<Field, string>>;
  serverError: string | null;
}

type LoginEvent = { type: 'login.change'; field: Field; value: string } | { type: 'login.submit' };

const missingMessages: Record<Field, string> = {
  mobile: COMMON_MESSAGES.enterMobile,
  password: COMMON_MESSAGES.enterPassword,
};

function missingFields({ mobile, password }: Credentials): LoginContext['missing'] {
  const missing: LoginContext['missing'] = {};
  if (mobile.trim() === '') missing.mobile = missingMessages.mobile;
  if (password === '') missing.password = missingMessages.password;
  return missing;
}

/**
 * The login form: typing edits the credentials, submitting checks that both are filled, then signs in.
 * A refused sign-in keeps everything typed and shows the server's message. `signIn` and
 * `enterBackOffice` are supplied by the screen with `provide`.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    signIn: fromPromise<SessionViewerFragment, Credentials>(() => {
      throw new Error('signIn is provided by the login screen');
    }),
  },
  actions: {
    enterBackOffice: () => {},
  },
  guards: {
    isFormComplete: ({ context }) => Object.keys(missingFields(context)).length === 0,
  },
}).createMachine({
  id: 'login',
  context: { mobile: '', password: '', missing: {}, serverError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': {
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            missing: { ...context.missing, [event.field]: undefined },
          })),
        },
        'login.submit': [
          { guard: 'isFormComplete', target: 'submitting' },
          { actions: assign(({ context }) => ({ missing: missingFields(context), serverError: null })) },
        ],
      },
    },
    submitting: {
      entry: assign({ serverError: null }),
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ mobile: context.mobile.trim(), password: context.password }),
        onDone: { target: 'signedIn', actions: 'enterBackOffice' },
        onError: {
          target: 'editing',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
