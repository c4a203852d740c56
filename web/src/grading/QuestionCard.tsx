import type { GradingReportQuery } from '../generated/graphql';

type Group = GradingReportQuery['gradingReport']['subjectCard'][number];
type Item = Group['children'][number];

/** Spec section 4, question card state: right, wrong, unanswered, reviewed, awaiting review. */
export function cardState(item: Pick<Item, 'status' | 'isReview'>, subjective: boolean) {
  if (subjective) {
    if (item.status === 3) return { key: 'unanswered', label: '未作答' };
    return item.isReview === 1 ? { key: 'reviewed', label: '已批阅' } : { key: 'pending', label: '待批阅' };
  }
  if (item.status === 1) return { key: 'right', label: '正确' };
  if (item.status === 2) return { key: 'wrong', label: '错误' };
  return { key: 'unanswered', label: '未作答' };
}

const LEGEND = {
  subjective: [
    { key: 'pending', label: '待批阅' },
    { key: 'reviewed', label: '已批阅' },
    { key: 'unanswered', label: '未作答' },
  ],
  objective: [
    { key: 'right', label: '正确' },
    { key: 'wrong', label: '错误' },
    { key: 'unanswered', label: '未作答' },
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
    <nav className="question-card" aria-label="答题卡">
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
                    aria-label={`第${item.sort}题，${state.label}`}
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
      {groups.length === 0 && <p className="question-card__empty">暂无题目</p>}
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
