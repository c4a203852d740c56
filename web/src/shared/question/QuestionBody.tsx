import { graphql } from '../../generated';
import type { QuestionType } from '../../generated/graphql';
import { typeLabel } from './questionTypes';
import { RichText } from './RichText';
import './question.css';
import { t } from '../i18n/zh-CN';

/** What a question shows (QuestionBody for it and each sub-question): the one question shape queries spread. */
graphql(`
  fragment QuestionBody_question on Question {
    id
    type
    stem
    difficulty
    options {
      ...QuestionBody_option
    }
    rightAnswer
    analysis
    subQuestions {
      id
      type
      stem
      options {
        ...QuestionBody_option
      }
      rightAnswer
      analysis
    }
  }

  fragment QuestionBody_option on QuestionOption {
    id
    letter
    content
    isRight
  }
`);

/** A question or sub-question as the server answers it. */
export interface QuestionPart {
  type: QuestionType;
  stem: string;
  options: readonly { id: string | number; letter: string; content: string; isRight: boolean }[];
  rightAnswer: string;
  analysis: string;
}

/** Stem, options with letters and the correct ones marked, reference answer (short answer), analysis. */
export function QuestionBody({ part, showType = false }: { part: QuestionPart; showType?: boolean }) {
  return (
    <div className="question-body">
      {showType && <span className="question-body__type">{typeLabel(part.type)}</span>}
      <RichText className="question-body__stem" html={part.stem} />
      {part.options.length > 0 && (
        <ol className="question-body__options">
          {part.options.map((option) => (
            <li
              key={option.id}
              className={
                option.isRight
                  ? 'question-body__option question-body__option--right'
                  : 'question-body__option'
              }
              data-testid={`detail-option-${option.letter}`}
            >
              <span className="question-body__letter">{option.letter}.</span>
              <RichText html={option.content} />
              {option.isRight && (
                <span className="question-body__right">
                  <i className="pi pi-check-circle" aria-hidden="true" /> {t('correctAnswer2')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {part.options.length > 0 && (
        <p className="question-body__answer">
          {t('correctAnswer')}
          {part.options
            .filter((o) => o.isRight)
            .map((o) => o.letter)
            .join(t('text2'))}
        </p>
      )}
      {part.type === 'SHORT_ANSWER' && (
        <div className="question-body__section">
          <h3>{t('referenceAnswer')}</h3>
          <RichText html={part.rightAnswer} />
        </div>
      )}
      <div className="question-body__section">
        <h3>{t('analysis')}</h3>
        {part.analysis ? (
          <RichText html={part.analysis} />
        ) : (
          <p className="question-body__empty">{t('noAnalysis')}</p>
        )}
      </div>
    </div>
  );
}
