import './brandMark.css';
import { t } from '../i18n/zh-CN';
/** The product's logo and name. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'brand-mark brand-mark--inverted' : 'brand-mark'}>
      <img className="brand-mark__logo" src="/favicon.svg" alt="" width={32} height={32} />
      <span className="brand-mark__name">{t('teachingBackOffice')}</span>
    </span>
  );
}
