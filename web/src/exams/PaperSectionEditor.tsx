import {
  type ExamFormEvent,
  type ExamQuestionDraft,
  type ExamSectionDraft,
  examQuesTypeLabel,
  FILL_BLANK_TYPE,
} from '@school/machines';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { plainText } from '../shared/text';
import { stemOfText, textOfStem } from './examFormInput';
import { t } from './i18n/zh-CN';

type Send = (event: ExamFormEvent) => void;

/** A fill-in-the-blank question: its stem and each blank's accepted answers (one line, separated by |). */
function BlankEditor({
  section,
  index,
  question,
  send,
}: {
  section: number;
  index: number;
  question: ExamQuestionDraft;
  send: Send;
}) {
  const blanks = question.blanks ?? [];
  const change = (patch: { ques_stem?: string; blanks?: { answers: string[] }[] }) =>
    send({
      type: 'blank.change',
      section,
      index,
      patch: { ques_stem: patch.ques_stem ?? question.ques_stem, blanks: patch.blanks ?? blanks },
    });
  const stemId = `blank-stem-${section}-${index}`;
  return (
    <div className="exam-blank">
      <label htmlFor={stemId}>{t('questionWriteForABlank')}</label>
      <InputTextarea
        id={stemId}
        value={textOfStem(question.ques_stem ?? '')}
        rows={2}
        autoResize
        placeholder={t('forExampleIsTheCapital')}
        onChange={(e) => change({ ques_stem: stemOfText(e.target.value) })}
      />
      <ol className="exam-blank__list">
        {blanks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position
          <li key={i} className="exam-blank__item">
            <label htmlFor={`${stemId}-${i}`}>{t.rich('blank', { value: i + 1 })}</label>
            <InputText
              id={`${stemId}-${i}`}
              className="exam-blank__answers"
              value={b.answers.join('|')}
              placeholder={t('answersSeparatedBy')}
              onChange={(e) =>
                change({
                  blanks: blanks.map((x, j) => (j === i ? { answers: e.target.value.split(/[|｜]/) } : x)),
                })
              }
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              size="small"
              aria-label={t('deleteBlank', { value: i + 1 })}
              disabled={blanks.length === 1}
              onClick={() => change({ blanks: blanks.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        label={t('addABlank')}
        icon="pi pi-plus"
        text
        size="small"
        onClick={() => change({ blanks: [...blanks, { answers: [''] }] })}
      />
    </div>
  );
}

/** One section of the paper: its name and introduction, its questions with scores, and adding questions. */
export function PaperSectionEditor({
  section,
  index,
  count,
  send,
  offset,
}: {
  section: ExamSectionDraft;
  index: number;
  /** Sections on the paper: the last one cannot be removed. */
  count: number;
  send: Send;
  /** Questions before this section (questions are numbered over the whole paper). */
  offset: number;
}) {
  const nameId = `section-name-${index}`;
  return (
    <fieldset className="exam-section" aria-label={t('part', { value: index + 1 })}>
      <div className="exam-section__head">
        <label htmlFor={nameId}>{t('sectionName')}</label>
        <InputText
          id={nameId}
          value={section.name}
          onChange={(e) => send({ type: 'section.change', section: index, patch: { name: e.target.value } })}
        />
        <InputText
          value={section.introduce}
          aria-label={t('sectionNotes')}
          placeholder={t('sectionNotesOptional')}
          className="exam-section__intro"
          onChange={(e) =>
            send({ type: 'section.change', section: index, patch: { introduce: e.target.value } })
          }
        />
        <Button
          type="button"
          icon="pi pi-trash"
          text
          severity="danger"
          aria-label={t('deleteSection')}
          disabled={count === 1}
          onClick={() => send({ type: 'section.remove', section: index })}
        />
      </div>
      {section.questions.length === 0 ? (
        <p className="exam-section__empty">{t('thisPartHasNoQuestions')}</p>
      ) : (
        <ol className="exam-section__questions" start={offset + 1}>
          {section.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's place on the paper is its identity here
            <li key={`${q.id ?? 'blank'}-${i}`} className="exam-question">
              <div className="exam-question__row">
                <span className="exam-question__type">{examQuesTypeLabel(q.ques_type ?? 0)}</span>
                <span className="exam-question__stem" title={plainText(q.ques_stem ?? '')}>
                  {q.ques_type === FILL_BLANK_TYPE
                    ? t('fillInTheBlanksBlanks', { value: q.blanks?.length ?? 0 })
                    : plainText(q.ques_stem ?? '')}
                </span>
                <span className="exam-question__score">
                  {t('points')}
                  <InputNumber
                    value={q.score}
                    min={0}
                    max={1000}
                    maxFractionDigits={1}
                    inputClassName="exam-question__score-input"
                    aria-label={t('pointsOfQuestion', { value: offset + i + 1 })}
                    onValueChange={(e) =>
                      send({ type: 'question.score', section: index, index: i, score: e.value ?? 0 })
                    }
                  />
                </span>
                <Button
                  type="button"
                  icon="pi pi-arrow-up"
                  text
                  rounded
                  size="small"
                  aria-label={t('moveUp')}
                  disabled={i === 0}
                  onClick={() => send({ type: 'question.move', section: index, index: i, by: -1 })}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  size="small"
                  aria-label={t('moveDown')}
                  disabled={i === section.questions.length - 1}
                  onClick={() => send({ type: 'question.move', section: index, index: i, by: 1 })}
                />
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  size="small"
                  severity="danger"
                  aria-label={t('remove')}
                  onClick={() => send({ type: 'question.remove', section: index, index: i })}
                />
              </div>
              {q.ques_type === FILL_BLANK_TYPE && (
                <BlankEditor section={index} index={i} question={q} send={send} />
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="exam-section__add">
        <Button
          type="button"
          label={t('chooseFromTheQuestionBank')}
          icon="pi pi-list"
          size="small"
          outlined
          onClick={() => send({ type: 'picker.open', section: index })}
        />
        <Button
          type="button"
          label={t('addFillInTheBlank')}
          icon="pi pi-pencil"
          size="small"
          outlined
          onClick={() => send({ type: 'blank.add', section: index })}
        />
      </div>
    </fieldset>
  );
}
