import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/zh-CN';

/** A card of the circle home's right column: a title, an optional 更多 link, its content or empty text. */
export function SideSection({
  title,
  more,
  empty,
  children,
}: {
  title: string;
  more?: string;
  /** Shown instead of the content when there is none (the spec's empty texts). */
  empty?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="side-section" aria-label={title}>
      <header className="side-section__header">
        <h2>{title}</h2>
        {more && (
          <Link className="side-section__more" to={more}>
            {t('more2')} <i className="pi pi-angle-right" aria-hidden="true" />
          </Link>
        )}
      </header>
      {empty ?? children}
    </section>
  );
}

/** The empty text of a section. */
export const EmptyText = ({ children }: { children: ReactNode }) => <p className="empty-text">{children}</p>;

/**
 * The 我的收藏 section of the circle home. It shows what it is given (the first collections, filled
 * by the collections' own panel) and 暂无收藏~ otherwise; it imports nothing of posts.
 */
export function MyCollectionsSlot({ children, more }: { children?: ReactNode; more?: string }) {
  return (
    <SideSection
      title={t('myFavourites')}
      {...(more ? { more } : {})}
      {...(children ? {} : { empty: <EmptyText>{t('noFavouritesYet')}</EmptyText> })}
    >
      {children}
    </SideSection>
  );
}
