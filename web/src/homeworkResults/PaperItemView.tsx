import type { ReactNode } from 'react';
import type { PaperItemFieldsFragment } from '../generated/graphql';
import { RichText } from '../shared/question/RichText';
import { scoreText } from './format';

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
    <article className="paper-item" aria-label={`第${item.sort}题`}>
      <header className="paper-item__head">
        <strong>第{item.sort}题</strong>
        <span className="paper-item__type">{item.typeName}</span>
        {scored && <span className="paper-item__score">{scoreText(item.score)}分</span>}
      </header>
      {item.parentStem && (
        <details className="paper-item__parent">
          <summary>材料</summary>
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
        <span>参考答案：</span>
        {item.type === 'SHORT_ANSWER' ? <RichText html={item.rightAnswer || '-'} /> : item.rightAnswer || '-'}
      </div>
      <div className="paper-item__analysis">
        <span>解析：</span>
        {item.analysis ? <RichText html={item.analysis} /> : '暂无解析'}
      </div>
      {children}
    </article>
  );
}
