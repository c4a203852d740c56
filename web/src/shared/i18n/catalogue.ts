import { createElement, Fragment, type ReactNode } from 'react';

/**
 * The web's own texts: one catalogue per domain (`<domain>/i18n/zh-CN.ts` and `en-US.ts`), Simplified
 * Chinese by default, English loaded only when chosen. A text's placeholders are written `{name}`.
 * The locale is chosen once per page load (switching reloads the page), so a text read at a module's
 * top level is already in the chosen language.
 */
export type Locale = 'zh-CN' | 'en-US';
export const locales: readonly Locale[] = ['zh-CN', 'en-US'];

/** A domain's English texts: every key of its Chinese catalogue, none other. */
export type English<Catalogue> = { readonly [K in keyof Catalogue]: string };

type Texts = Readonly<Record<string, string>>;
type Params = Readonly<Record<string, ReactNode>>;

const STORAGE_KEY = 'school.locale';

function storedLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return stored === 'en-US' ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

let current: Locale = storedLocale();
let english: Readonly<Record<string, Texts>> = {};

/** The locale of this page load. */
export const currentLocale = (): Locale => current;

/** Remembers the choice and reloads the page in it. */
export function chooseLocale(locale: Locale): void {
  if (locale === current) return;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser refusing storage still switches for this visit.
  }
  current = locale;
  globalThis.location?.reload();
}

/** Installs the English texts (every domain's), read by each catalogue from then on. */
export function installEnglish(texts: Readonly<Record<string, Texts>>): void {
  english = texts;
}

/** For tests: switches the locale in place, without storage or reload. */
export function setLocaleForTest(locale: Locale): void {
  current = locale;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export interface Translate<Key extends string> {
  /** The text, its placeholders replaced (numbers and strings). */
  (key: Key, params?: Readonly<Record<string, unknown>>): string;
  /** The text as React children, where a placeholder may hold an element. */
  rich(key: Key, params: Params): ReactNode;
}

/** A domain's translator over its Chinese texts (the keys' types come from them). */
export function catalogue<const Catalogue extends Texts>(
  domain: string,
  zhCN: Catalogue,
): Translate<keyof Catalogue & string> {
  const pattern = (key: keyof Catalogue & string): string =>
    (current === 'en-US' ? english[domain]?.[key] : undefined) ?? zhCN[key] ?? key;
  const translate = (key: keyof Catalogue & string, params?: Readonly<Record<string, unknown>>) =>
    params
      ? pattern(key).replace(PLACEHOLDER, (whole, name: string) =>
          name in params ? String(params[name]) : whole,
        )
      : pattern(key);
  translate.rich = (key: keyof Catalogue & string, params: Params): ReactNode => {
    const parts = pattern(key).split(PLACEHOLDER);
    const children = parts.map((part, i) =>
      i % 2 === 1 ? (part in params ? params[part] : `{${part}}`) : part,
    );
    if (children.every((c) => typeof c === 'string' || typeof c === 'number')) return children.join('');
    return createElement(Fragment, null, ...children);
  };
  return translate;
}
