import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { DifficultyIcons } from '../shared/question/DifficultyIcons';
import { QuestionBody } from '../shared/question/QuestionBody';
import { typeLabel } from '../shared/question/questionTypes';
import { NO_ACCESS } from '../shared/ui/NoAccess';
import { t } from './i18n/zh-CN';
import { questionPreviewQuery } from './operations';

/** A bank question as students will meet it, opened from a picker before choosing it. */
export function QuestionPreviewDialog({ id, onHide }: { id: string | null; onHide: () => void }) {
  const { data, loading, error } = useQuery(questionPreviewQuery, {
    variables: { id: id ?? '' },
    skip: id === null,
  });
  const question = data?.question;
  return (
    <Dialog
      header={t('questionPreview')}
      visible={id !== null}
      style={{ width: '44rem' }}
      onHide={onHide}
      footer={<Button type="button" label={t('close')} onClick={onHide} />}
    >
      {loading && <Skeleton height="8rem" />}
      {error && (
        <p className="homework-dialog__hint" role="alert">
          {isForbidden(error) ? t('text5', { NO_ACCESS }) : ''}
          {errorMessage(error)}
        </p>
      )}
      {question && (
        <div className="question-preview">
          <p className="question-preview__meta">
            <span className="question-body__type">{typeLabel(question.type)}</span>
            <DifficultyIcons value={question.difficulty} />
          </p>
          <QuestionBody part={question} />
          {question.subQuestions.map((item, index) => (
            <section
              key={item.id}
              className="question-preview__item"
              aria-label={t('question2', { value: index + 1 })}
            >
              <h3>
                {t('question')}
                {index + 1}
                {t('text4')} <span className="question-body__type">{typeLabel(item.type)}</span>
              </h3>
              <QuestionBody part={item} />
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
