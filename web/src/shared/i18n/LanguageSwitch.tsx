import { chooseLocale, currentLocale, type Locale } from './catalogue';
import { t } from './zh-CN';
import './languageSwitch.css';

const names: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * The language switch of the header and the login page: each language named in itself, the current one
 * pressed. A plain button pair (no PrimeReact), so the login page's first visit stays small.
 */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const locale = currentLocale();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset.
    <div
      className={`language-switch${inverted ? ' language-switch--inverted' : ''}`}
      role="group"
      aria-label={t('language')}
    >
      {(Object.keys(names) as Locale[]).map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          onClick={() => chooseLocale(option)}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}
