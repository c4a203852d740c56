import type { RubricLevels } from '@school/machines';
import { Button } from 'primereact/button';
import { t } from './i18n/zh-CN';
import { chooseLevel, levelOfKey, type PanelRubric } from './rubricLevels';

/**
 * Grading by rubric: one row per criterion, its levels as buttons (mouse), or the digit keys choosing a
 * level of the focused criterion (1 the first level); ↑/↓ move between criteria. The computed score
 * (or rate) is what the save sends, with the levels.
 */
export function RubricPanel({
  rubric,
  levels,
  isSetScore,
  maxScore,
  onChoose,
}: {
  rubric: PanelRubric & { title: string; maxPoints: number };
  levels: RubricLevels | null | undefined;
  isSetScore: number;
  maxScore: number;
  onChoose: (next: { levels: RubricLevels; score: number | null; rate: number | null }) => void;
}) {
  const choose = (criterionId: string, levelId: string) =>
    onChoose(chooseLevel(rubric, levels, criterionId, levelId, isSetScore, maxScore));
  return (
    <fieldset className="rubric-panel" aria-label={t('rubric')}>
      <legend>{t.rich('rubricMaximum', { title: rubric.title, maxPoints: rubric.maxPoints })}</legend>
      {rubric.criteria.map((criterion, i) => (
        <div
          key={criterion.id}
          className="rubric-panel__criterion"
          role="radiogroup"
          aria-label={criterion.name}
          tabIndex={0}
          onKeyDown={(e) => {
            const level = levelOfKey(criterion, e.key);
            if (level) {
              e.preventDefault();
              e.stopPropagation();
              choose(criterion.id, level);
              return;
            }
            const rows =
              e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('.rubric-panel__criterion');
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              e.stopPropagation();
              rows?.[i + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
            }
          }}
        >
          <span className="rubric-panel__name">{criterion.name}</span>
          {criterion.levels.map((level, k) => {
            const chosen = levels?.[criterion.id] === Number(level.id);
            return (
              <Button
                key={level.id}
                type="button"
                size="small"
                role="radio"
                aria-checked={chosen}
                tabIndex={-1}
                outlined={!chosen}
                badge={String(k + 1)}
                label={t('pts4', { text: level.text, points: level.points })}
                onClick={() => choose(criterion.id, level.id)}
              />
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** The chosen levels as the report's viewer reads them: criterion, level and points. */
export function ChosenLevels({
  rubric,
  levels,
}: {
  rubric: PanelRubric;
  levels: readonly { criterionId: string; levelId: string }[];
}) {
  return (
    <ul className="rubric-chosen" aria-label={t('rubricLevels')}>
      {rubric.criteria.map((c) => {
        const chosen = levels.find((l) => l.criterionId === c.id);
        const level = c.levels.find((l) => l.id === chosen?.levelId);
        return (
          <li key={c.id}>
            {c.name}
            {t('text3')}
            {level ? t('pts3', { text: level.text, points: level.points }) : t('notChosen')}
          </li>
        );
      })}
    </ul>
  );
}
