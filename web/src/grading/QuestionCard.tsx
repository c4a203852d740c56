import type { GradingReportQuery } from '../generated/graphql';
import { t } from './i18n/zh-CN';

type Group = NonNullable<GradingReportQuery['gradingReport']>['subjectCard'][number];
type Item = Group['children'][number];

/** Spec section 4, question card state: right, wrong, unanswered, reviewed, awaiting review. */
export function cardState(item: Pick<Item, 'status' | 'isReview'>, subjective: boolean) {
  if (subjective) {
    if (item.status === 'UNANSWERED') return { key: 'unanswered', label: t('notAnswered') };
    return item.isReview
      ? { key: 'reviewed', label: t('marked') }
      : { key: 'pending', label: t('awaitingMarking') };
  }
  if (item.status === 'RIGHT') return { key: 'right', label: t('right2') };
  if (item.status === 'WRONG') return { key: 'wrong', label: t('wrong2') };
  return { key: 'unanswered', label: t('notAnswered') };
}

const LEGEND = {
  subjective: [
    { key: 'pending', label: t('awaitingMarking') },
    { key: 'reviewed', label: t('marked') },
    { key: 'unanswered', label: t('notAnswered') },
  ],
  objective: [
    { key: 'right', label: t('right2') },
    { key: 'wrong', label: t('wrong2') },
    { key: 'unanswered', label: t('notAnswered') },
  ],
};

/** The question-number card grouped by section; the current question is marked. */
export function QuestionCard({
  groups,
  subjective,
  currentId,
  onSelect,
}: {
  groups: Group[];
  subjective: boolean;
  currentId: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <nav className="question-card" aria-label={t('answerCard')}>
      {groups.map((g) => (
        <section key={g.name} className="question-card__group">
          <h3>{g.name}</h3>
          <ol>
            {g.children.map((item) => {
              const state = cardState(item, subjective);
              const current = item.id === currentId;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={`question-card__item question-card__item--${state.key}${current ? ' is-current' : ''}`}
                    aria-current={current ? 'true' : undefined}
                    aria-label={t('question2', { sort: item.sort, label: state.label })}
                    onClick={() => onSelect(item.id)}
                  >
                    {item.sort}
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {groups.length === 0 && <p className="question-card__empty">{t('noQuestionsYet')}</p>}
      <ul className="question-card__legend">
        {(subjective ? LEGEND.subjective : LEGEND.objective).map((l) => (
          <li key={l.key}>
            <span className={`question-card__dot question-card__item--${l.key}`} />
            {l.label}
          </li>
        ))}
      </ul>
    </nav>
  );
}
