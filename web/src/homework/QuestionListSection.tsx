import { type FormQuestion, QUESTION_TYPE_CODE, showsScores, totalScore } from '@school/machines';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { quesTypeLabel } from './homeworkFormat';
import { t } from './i18n/zh-CN';
import { RubricPicker } from './RubricPicker';
import type { PublishFormApi } from './usePublishForm';

function ScoreInput({
  id,
  value,
  label,
  onChange,
}: {
  id: string;
  value: number | undefined;
  label: string;
  onChange: (score: number) => void;
}) {
  return (
    <InputNumber
      inputId={id}
      aria-label={label}
      value={value ?? null}
      min={1}
      max={100}
      minFractionDigits={0}
      maxFractionDigits={1}
      suffix={t('pts')}
      inputClassName="score-input"
      onValueChange={(e) => onChange(e.value ?? 1)}
    />
  );
}

/**
 * The question list: select, move the selected questions up or down as a group, batch delete, edit
 * each score (hidden when scoring is off), and add from the banks or historical homework.
 */
export function QuestionListSection({ api }: { api: PublishFormApi }) {
  const { snapshot, send } = api;
  const { questions, selected } = snapshot.context;
  const scored = showsScores(snapshot.context);
  const selection = questions.filter((q) => selected.includes(q.id));

  const stem = (q: FormQuestion) => (
    <div className="publish-question">
      <span className="publish-question__stem">{q.stem}</span>
      {q.type === QUESTION_TYPE_CODE.SHORT_ANSWER && (
        <RubricPicker
          id={`rubric-${q.id}`}
          label={t('rubric', { id: q.id })}
          value={q.rubricId}
          onChange={(rubricId) => send({ type: 'question.rubric', id: q.id, rubricId })}
        />
      )}
      {q.items && q.items.length > 0 && (
        <ol className="publish-question__items">
          {q.items.map((item) => (
            <li key={item.id}>
              <span className="publish-question__item-type">[{quesTypeLabel(item.type)}]</span>
              <span className="publish-question__stem">{item.stem}</span>
              {item.type === QUESTION_TYPE_CODE.SHORT_ANSWER && (
                <RubricPicker
                  id={`rubric-${q.id}-${item.id}`}
                  label={t('subQuestionRubric', { id: item.id })}
                  value={item.rubricId}
                  onChange={(rubricId) =>
                    send({ type: 'question.rubric', id: q.id, itemId: item.id, rubricId })
                  }
                />
              )}
              {scored && (
                <ScoreInput
                  id={`score-${q.id}-${item.id}`}
                  label={t('subQuestionPoints', { id: item.id })}
                  value={item.score}
                  onChange={(score) => send({ type: 'question.score', id: q.id, itemId: item.id, score })}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );

  return (
    <section className="publish-section" aria-labelledby="publish-questions-title">
      <h2 id="publish-questions-title" className="publish-section__title">
        {t('questionList')}
        <span className="publish-section__summary">
          {t('questionCount', { count: questions.length })}
          {scored ? t('totalPts', { questions: totalScore(questions) }) : ''}
        </span>
      </h2>
      <div className="publish-toolbar">
        <Button
          type="button"
          label={t('fromMyQuestionBank')}
          icon="pi pi-plus"
          size="small"
          onClick={() => send({ type: 'picker.open', source: 'mine' })}
        />
        <Button
          type="button"
          label={t('fromTheSharedBank')}
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={() => send({ type: 'picker.open', source: 'public' })}
        />
        <Button
          type="button"
          label={t('fromPastHomework')}
          icon="pi pi-history"
          size="small"
          outlined
          onClick={() => send({ type: 'picker.open', source: 'history' })}
        />
        <span className="publish-toolbar__gap" />
        <Button
          type="button"
          label={t('moveUp')}
          icon="pi pi-arrow-up"
          size="small"
          severity="secondary"
          outlined
          onClick={() => send({ type: 'selection.moveUp' })}
        />
        <Button
          type="button"
          label={t('moveDown')}
          icon="pi pi-arrow-down"
          size="small"
          severity="secondary"
          outlined
          onClick={() => send({ type: 'selection.moveDown' })}
        />
        <Button
          type="button"
          label={t('deleteInBulk')}
          icon="pi pi-trash"
          size="small"
          severity="danger"
          outlined
          onClick={() => send({ type: 'selection.remove' })}
        />
        {scored && (
          <Button
            type="button"
            label={t('setPointsInBulk')}
            icon="pi pi-sliders-h"
            size="small"
            severity="secondary"
            onClick={() => send({ type: 'batchScore.open' })}
          />
        )}
      </div>
      <DataTable
        value={[...questions]}
        dataKey="id"
        selectionMode="checkbox"
        selection={selection}
        onSelectionChange={(e) =>
          send({ type: 'selection.set', ids: (e.value as FormQuestion[]).map((q) => q.id) })
        }
        emptyMessage={t('chooseQuestionsFromTheBank')}
        size="small"
        className="publish-questions"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header={t('no')} body={(_q: FormQuestion, o) => o.rowIndex + 1} style={{ width: '4rem' }} />
        <Column
          header={t('type2')}
          body={(q: FormQuestion) => quesTypeLabel(q.type)}
          style={{ width: '8rem' }}
        />
        <Column header={t('stem')} body={stem} />
        {scored && (
          <Column
            header={t('points2')}
            style={{ width: '10rem' }}
            body={(q: FormQuestion) =>
              q.items && q.items.length > 0 ? (
                <span className="publish-question__sum">{t.rich('pts2', { score: q.score })}</span>
              ) : (
                <ScoreInput
                  id={`score-${q.id}`}
                  label={t('points', { id: q.id })}
                  value={q.score}
                  onChange={(score) => send({ type: 'question.score', id: q.id, score })}
                />
              )
            }
          />
        )}
        <Column
          header={t('actions')}
          style={{ width: '6rem' }}
          body={(q: FormQuestion) => (
            <Button
              type="button"
              label={t('delete')}
              link
              size="small"
              onClick={() => send({ type: 'question.remove', id: q.id })}
            />
          )}
        />
      </DataTable>
    </section>
  );
}
