import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { primeReactLocale } from './locale';

/**
 * PrimeReact settings for every component, with three accessibility repairs of PrimeReact 10:
 * a dropdown keeps a hidden native `<select>` for forms beside its focusable combobox, which screen
 * readers should not meet; a checkbox or switch copies `role` and `aria-*` onto its wrapper, which
 * then reads as a second, unnamed control around the real `<input>`; a disabled dropdown says so.
 */
const primeReact = {
  locale: primeReactLocale(),
  pt: {
    dropdown: {
      select: { 'aria-hidden': true },
      root: ({ props }: { props: { disabled?: boolean } }) => ({
        'aria-disabled': props.disabled || undefined,
      }),
    },
    checkbox: { root: { role: undefined, 'aria-label': undefined, 'aria-checked': undefined } },
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  },
  ptOptions: { mergeSections: true, mergeProps: true },
};

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <PrimeReactProvider value={primeReact}>{children}</PrimeReactProvider>
    </ApolloProvider>
  );
}
