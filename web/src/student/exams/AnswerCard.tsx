import { t } from '../i18n/zh-CN';

export interface CardItem {
  number: number;
  answered: boolean;
  flagged: boolean;
}

/** The answer card: every question's number, answered and flagged; a tap jumps to the question. */
export function AnswerCard({
  sections,
  onJump,
}: {
  sections: { name: string; items: CardItem[] }[];
  onJump: (number: number) => void;
}) {
  return (
    <nav className="student-exam-card" aria-label={t('answerCard')}>
      <p className="student-exam-card__hint">{t('answerCardHint')}</p>
      {sections.map((s) => (
        <section key={s.name} className="student-exam-card__section" aria-label={s.name}>
          <h2 className="student-exam-card__name">{s.name}</h2>
          <ul className="student-exam-card__grid">
            {s.items.map((item) => {
              const state = [
                item.answered ? t('stateAnswered') : t('stateUnanswered'),
                ...(item.flagged ? [t('stateFlagged')] : []),
              ].join(t('stateSeparator'));
              return (
                <li key={item.number}>
                  <button
                    type="button"
                    className={[
                      'student-exam-card__item',
                      item.answered && 'student-exam-card__item--answered',
                      item.flagged && 'student-exam-card__item--flagged',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    aria-label={t('jumpTo', { n: item.number, state })}
                    onClick={() => onJump(item.number)}
                  >
                    {item.number}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
