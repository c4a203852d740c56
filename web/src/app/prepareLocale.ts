import { currentLocale, installEnglish } from '../shared/i18n/catalogue';

/** The chosen language: `<html lang>`, and English's texts loaded before any screen reads them. */
export async function prepareLocale(): Promise<void> {
  const locale = currentLocale();
  document.documentElement.lang = locale;
  if (locale === 'en-US') installEnglish((await import('./i18n/english')).english);
}
