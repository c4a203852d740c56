import type { ReactNode } from 'react';
import type { PaperItemFieldsFragment } from '../generated/graphql';
import { RichText } from '../shared/question/RichText';
import { scoreText } from './format';
import { t } from './i18n/zh-CN';

/** One answerable question of a paper: stem, options with the right ones marked, answer and analysis. */
export function PaperItemView({
  item,
  scored,
  children,
}: {
  item: PaperItemFieldsFragment;
  scored: boolean;
  children?: ReactNode;
}) {
  return (
    <article className="paper-item" aria-label={t('question2', { sort: item.sort })}>
      <header className="paper-item__head">
        <strong>{t.rich('question2', { sort: item.sort })}</strong>
        <span className="paper-item__type">{item.typeName}</span>
        {scored && (
          <span className="paper-item__score">{t.rich('pts', { score: scoreText(item.score) })}</span>
        )}
      </header>
      {item.parentStem && (
        <details className="paper-item__parent">
          <summary>{t('material')}</summary>
          <RichText html={item.parentStem} />
        </details>
      )}
      <RichText html={item.stem} className="paper-item__stem" />
      {item.options.length > 0 && (
        <ol className="paper-item__options">
          {item.options.map((o) => (
            <li key={o.id} className={o.right ? 'paper-item__option--right' : undefined}>
              <span className="paper-item__letter">{o.letter}.</span>
              <RichText html={o.content} />
            </li>
          ))}
        </ol>
      )}
      <div className="paper-item__answer">
        <span>{t('referenceAnswer')}</span>
        {item.type === 'SHORT_ANSWER' ? <RichText html={item.rightAnswer || '-'} /> : item.rightAnswer || '-'}
      </div>
      <div className="paper-item__analysis">
        <span>{t('analysis')}</span>
        {item.analysis ? <RichText html={item.analysis} /> : t('noAnalysis')}
      </div>
      {children}
    </article>
  );
}
