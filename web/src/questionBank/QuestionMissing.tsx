import { QUESTION_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { errorCode, errorMessage, isForbidden } from '../shared/graphqlErrors';
import { NoAccess } from '../shared/ui/NoAccess';
import { StatusPage } from '../shared/ui/StatusPage';
import { t } from './i18n/zh-CN';

/**
 * Why a question could not be shown, with a way back to the bank: a permission refusal says 无权访问,
 * a missing question 题目不存在, anything else 加载失败 with 重试.
 */
export function QuestionMissing({
  error,
  onBack,
  onRetry,
}: {
  error: unknown;
  onBack: () => void;
  onRetry: () => void;
}) {
  const back = <Button label={t('backToMyQuestionBank')} icon="pi pi-arrow-left" outlined onClick={onBack} />;
  if (error && isForbidden(error)) return <NoAccess reason={errorMessage(error)} actions={back} />;
  if (error && errorCode(error) !== 'NOT_FOUND') {
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={t('failedToLoad')}
        description={errorMessage(error)}
        actions={
          <>
            <Button label={t('retry')} icon="pi pi-refresh" onClick={onRetry} />
            {back}
          </>
        }
      />
    );
  }
  return (
    <StatusPage
      icon="pi pi-question-circle"
      code="404"
      title={QUESTION_MESSAGES.notFound}
      description={t('thisQuestionWasDeletedOr')}
      actions={back}
    />
  );
}
