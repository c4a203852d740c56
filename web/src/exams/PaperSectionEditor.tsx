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
      <label htmlFor={stemId}>题干（用 ____ 表示空）</label>
      <InputTextarea
        id={stemId}
        value={textOfStem(question.ques_stem ?? '')}
        rows={2}
        autoResize
        placeholder="例如：____是中国的首都。"
        onChange={(e) => change({ ques_stem: stemOfText(e.target.value) })}
      />
      <ol className="exam-blank__list">
        {blanks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position
          <li key={i} className="exam-blank__item">
            <label htmlFor={`${stemId}-${i}`}>第{i + 1}空</label>
            <InputText
              id={`${stemId}-${i}`}
              className="exam-blank__answers"
              value={b.answers.join('|')}
              placeholder="参考答案，多个用 | 分隔"
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
              aria-label={`删除第${i + 1}空`}
              disabled={blanks.length === 1}
              onClick={() => change({ blanks: blanks.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ol>
      <Button
        type="button"
        label="添加一空"
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
    <fieldset className="exam-section" aria-label={`第${index + 1}部分`}>
      <div className="exam-section__head">
        <label htmlFor={nameId}>分区名称</label>
        <InputText
          id={nameId}
          value={section.name}
          onChange={(e) => send({ type: 'section.change', section: index, patch: { name: e.target.value } })}
        />
        <InputText
          value={section.introduce}
          aria-label="分区说明"
          placeholder="分区说明（选填）"
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
          aria-label="删除分区"
          disabled={count === 1}
          onClick={() => send({ type: 'section.remove', section: index })}
        />
      </div>
      {section.questions.length === 0 ? (
        <p className="exam-section__empty">本部分还没有题目</p>
      ) : (
        <ol className="exam-section__questions" start={offset + 1}>
          {section.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a question's place on the paper is its identity here
            <li key={`${q.id ?? 'blank'}-${i}`} className="exam-question">
              <div className="exam-question__row">
                <span className="exam-question__type">{examQuesTypeLabel(q.ques_type ?? 0)}</span>
                <span className="exam-question__stem" title={plainText(q.ques_stem ?? '')}>
                  {q.ques_type === FILL_BLANK_TYPE
                    ? `填空题（${q.blanks?.length ?? 0}空）`
                    : plainText(q.ques_stem ?? '')}
                </span>
                <span className="exam-question__score">
                  分值
                  <InputNumber
                    value={q.score}
                    min={0}
                    max={1000}
                    maxFractionDigits={1}
                    inputClassName="exam-question__score-input"
                    aria-label={`第${offset + i + 1}题分值`}
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
                  aria-label="上移"
                  disabled={i === 0}
                  onClick={() => send({ type: 'question.move', section: index, index: i, by: -1 })}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  size="small"
                  aria-label="下移"
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
                  aria-label="移除"
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
          label="从题库选题"
          icon="pi pi-list"
          size="small"
          outlined
          onClick={() => send({ type: 'picker.open', section: index })}
        />
        <Button
          type="button"
          label="添加填空题"
          icon="pi pi-pencil"
          size="small"
          outlined
          onClick={() => send({ type: 'blank.add', section: index })}
        />
      </div>
    </fieldset>
  );
}
