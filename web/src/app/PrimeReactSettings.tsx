import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { primeReactLocale, registerLocale } from './locale';

registerLocale();

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

/**
 * Around each screen drawn with PrimeReact (see `screens.tsx`), loaded with the screen's chunk: the
 * frame and the workbench draw without PrimeReact, so a first visit does not download it.
 */
export function PrimeReactSettings({ children }: { children: ReactNode }) {
  return <PrimeReactProvider value={primeReact}>{children}</PrimeReactProvider>;
}
