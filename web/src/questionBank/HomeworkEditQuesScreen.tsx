import { useQuery } from '@apollo/client/react';
import { QUESTION_MESSAGES } from '@school/machines';
import type { QuestionFullFragment } from '../generated/graphql';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { questionQuery } from './operations';
import { QuestionForm } from './QuestionForm';
import { toDraft } from './questionTypes';
import { useBackToBank } from './useBackToBank';
import { useQuestionForm } from './useQuestionForm';

function EditForm({ question }: { question: QuestionFullFragment }) {
  const back = useBackToBank();
  const form = useQuestionForm({ mode: 'edit', questionId: Number(question.id), draft: toDraft(question) });
  return <QuestionForm form={form} title="编辑题目" onBack={() => back()} onSaved={back} />;
}

/** HomeworkEditQues: the saved question in the form, its type locked. */
export default function HomeworkEditQuesScreen({ params }: { params: { id: number } }) {
  const { data, loading } = useQuery(questionQuery, {
    variables: { id: String(params.id) },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <PageLoading />;
  if (!data?.question)
    return (
      <StatusPage
        icon="pi pi-question-circle"
        code="404"
        title={QUESTION_MESSAGES.notFound}
        description="该题目已被删除或不属于你"
      />
    );
  return <EditForm key={data.question.id} question={data.question} />;
}
