import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { useNavigateTo } from '../app/routes/routeTo';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { DifficultyIcons } from '../shared/question/DifficultyIcons';
import { QuestionBody } from '../shared/question/QuestionBody';
import { typeLabel } from '../shared/question/questionTypes';
import { formatSchoolTime } from '../shared/schoolTime';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { questionQuery } from './operations';
import { QuestionMissing } from './QuestionMissing';
import { useBackToBank } from './useBackToBank';
import './questionBank.css';
import { t } from './i18n/zh-CN';

/** HomeworkQuesDetail: one question as students will meet it, with answers, difficulty and update time. */
export default function HomeworkQuesDetailScreen({ params }: { params: { id: number } }) {
  const back = useBackToBank();
  const navigateTo = useNavigateTo();
  const { data, loading, error, refetch } = useQuery(questionQuery, {
    variables: { id: String(params.id) },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageLoading />;
  const question = data?.question;
  if (!question)
    return <QuestionMissing error={error} onBack={() => back()} onRetry={() => void refetch()} />;
  const updated = formatSchoolTime(question.updatedAt);
  return (
    <div className="question-detail">
      <PageHeader
        title={t('questionDetails')}
        onBack={() => back()}
        actions={
          <>
            <OperationLogButton subjectType="QUESTION" subjectId={question.id} />
            {!question.isPublic && (
              <Button
                type="button"
                label={t('edit')}
                icon="pi pi-pencil"
                outlined
                onClick={() => navigateTo('HomeworkEditQues', { id: Number(question.id) })}
              />
            )}
          </>
        }
      />
      <div className="question-form__card">
        <dl className="question-detail__meta">
          <div>
            <dt>{t('type')}</dt>
            <dd data-testid="detail-type">{typeLabel(question.type)}</dd>
          </div>
          <div>
            <dt>{t('difficulty')}</dt>
            <dd>
              <DifficultyIcons value={question.difficulty} />
            </dd>
          </div>
          <div>
            <dt>{t('updatedAt')}</dt>
            <dd>{updated}</dd>
          </div>
          {question.remark && (
            <div>
              <dt>{t('notes')}</dt>
              <dd>{question.remark}</dd>
            </div>
          )}
        </dl>
        <QuestionBody part={question} />
        {question.subQuestions.length > 0 && (
          <ol className="question-detail__items">
            {question.subQuestions.map((item, index) => (
              <li key={item.id} data-testid={`detail-sub-question-${index + 1}`}>
                <h3>
                  {t('question')}
                  {index + 1}
                  {t('text')} <span className="question-body__type">{typeLabel(item.type)}</span>
                </h3>
                <QuestionBody part={item} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
