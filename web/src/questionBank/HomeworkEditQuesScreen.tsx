import { useQuery } from '@apollo/client/react';
import type { QuestionFullFragment } from '../generated/graphql';
import { PageLoading } from '../shared/ui/PageLoading';
import { t } from './i18n/zh-CN';
import { questionQuery } from './operations';
import { QuestionForm } from './QuestionForm';
import { QuestionMissing } from './QuestionMissing';
import { toDraft } from './questionTypes';
import { useBackToBank } from './useBackToBank';
import { useQuestionForm } from './useQuestionForm';

function EditForm({ question }: { question: QuestionFullFragment }) {
  const back = useBackToBank();
  const form = useQuestionForm({ mode: 'edit', questionId: Number(question.id), draft: toDraft(question) });
  return <QuestionForm form={form} title={t('editQuestion')} onBack={() => back()} onSaved={back} />;
}

/** HomeworkEditQues: the saved question in the form, its type locked. */
export default function HomeworkEditQuesScreen({ params }: { params: { id: number } }) {
  const back = useBackToBank();
  const { data, loading, error, refetch } = useQuery(questionQuery, {
    variables: { id: String(params.id) },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <PageLoading />;
  if (!data?.question)
    return <QuestionMissing error={error} onBack={() => back()} onRetry={() => void refetch()} />;
  return <EditForm key={data.question.id} question={data.question} />;
}
