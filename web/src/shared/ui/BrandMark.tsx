import './brandMark.css';
import { t } from '../i18n/zh-CN';
/** The product's logo (the favicon's drawing, inline: no request of its own) and name. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'brand-mark brand-mark--inverted' : 'brand-mark'}>
      <svg
        className="brand-mark__logo"
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 32 32"
        width={32}
        height={32}
        aria-hidden="true"
      >
        <rect width="32" height="32" rx="8" fill="#3b82f6" />
        <path d="M7 12.5 16 8l9 4.5-9 4.5z" fill="#fff" />
        <path d="M11 15v5c0 1.7 2.2 3 5 3s5-1.3 5-3v-5l-5 2.5z" fill="#dbeafe" />
      </svg>
      <span className="brand-mark__name">{t('teachingBackOffice')}</span>
    </span>
  );
}
