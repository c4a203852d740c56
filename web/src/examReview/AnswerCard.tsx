import { codeOf, REVIEW_CARD_STATES, reviewLegend } from '@school/machines';
import type { ExamReviewReportQuery, ExamTestStatus } from '../generated/graphql';
import { t } from './i18n/zh-CN';

type Section = NonNullable<ExamReviewReportQuery['examReviewReport']>['card'][number];

/**
 * The review page's answer card (spec section 2): questions by section, each in its state, flagged
 * ones marked; clicking a number scrolls to its question. The legend's last entry reads 待批阅 while
 * the paper awaits review, 已批阅 after.
 */
export function AnswerCard({
  sections,
  testStatus,
  onSelect,
}: {
  sections: Section[];
  testStatus: ExamTestStatus;
  onSelect: (id: string) => void;
}) {
  return (
    <nav className="answer-card" aria-label={t('answerCard')}>
      <h2 className="answer-card__title">{t('answerCard')}</h2>
      {sections.map((s) => (
        <section key={s.name} className="answer-card__section">
          <h3>{s.name}</h3>
          <ol>
            {s.items.map((item) => {
              const state = REVIEW_CARD_STATES[codeOf('AnswerCardMark', item.status)];
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`answer-card__item review-state--${state.key}`}
                    aria-label={t('question', {
                      number: item.number,
                      label: state.label,
                      value: item.flagged ? t('flagged') : '',
                    })}
                    onClick={() => onSelect(item.id)}
                  >
                    {item.number}
                    {item.flagged && <i className="pi pi-flag-fill answer-card__flag" aria-hidden="true" />}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <ul className="answer-card__legend">
        {reviewLegend(codeOf('ExamTestStatus', testStatus)).map((l) => (
          <li key={l.key}>
            <span className={`answer-card__dot review-state--${l.key}`} />
            {l.label}
          </li>
        ))}
        <li>
          <i className="pi pi-flag-fill answer-card__flag-legend" aria-hidden="true" />
          {t('flag')}
        </li>
      </ul>
    </nav>
  );
}
