import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { useNavigateTo } from '../app/routes/routeTo';
import { errorMessage } from '../shared/graphqlErrors';
import { useViewer } from '../shared/session/viewer';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { downloadPaperMutation, homeworkPreviewQuery } from './operations';
import { PaperItemView } from './PaperItemView';
import './homeworkResults.css';
import { t as tr } from './i18n/zh-CN';

/** HomeworkPreview (hw_id): counts and scores per type, and the questions with their answers. */
export default function HomeworkPreviewScreen({ params }: { params: { hw_id: number } }) {
  const navigateTo = useNavigateTo();
  const viewer = useViewer();
  const [download, downloading] = useMutation(downloadPaperMutation);
  const { data, loading, error } = useQuery(homeworkPreviewQuery, {
    variables: { homeworkId: String(params.hw_id) },
    fetchPolicy: 'cache-and-network',
  });
  const back = () => navigateTo('HomeworkDetail', { hw_id: params.hw_id, class_id: 0 });
  if (loading && !data) return <PageLoading />;
  const p = data?.homeworkPreview;
  if (!p)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.homeworkNotFound}
        description={error ? errorMessage(error) : COMMON_MESSAGES.homeworkHidden}
        actions={<Button type="button" label={tr('back')} onClick={back} />}
      />
    );
  return (
    <div className="homework-result">
      <PageHeader
        title={tr('preview2', { name: p.name })}
        onBack={back}
        actions={
          // Spec: the download link is for teachers only.
          viewer.user.role === 'TEACHER' && (
            <Button
              type="button"
              label={tr('downloadPaper')}
              icon="pi pi-download"
              outlined
              size="small"
              loading={downloading.loading}
              onClick={() =>
                download({ variables: { homeworkId: p.id } })
                  .then((res) => {
                    const url = res.data?.downloadHomeworkPaper.url;
                    if (url) window.open(url, '_blank', 'noopener');
                  })
                  .catch(() => undefined)
              }
            />
          )
        }
      />
      <section className="result-header" aria-label={tr('byQuestionType')}>
        <p className="result-summary" data-testid="preview-summary">
          {tr('total')}
          {p.questionCount}
          {tr('questions4')}
          {p.scored ? tr('fullMarks', { totalScore: p.totalScore }) : tr('notScored1PointPer')}
          {tr('text10')}
          {p.typeSummary
            .map((t) => tr('pts4', { typeName: t.typeName, count: t.count, score: t.score }))
            .join(tr('text5'))}
        </p>
      </section>
      <section className="paper" aria-label={tr('questions2')}>
        {p.items.map((item) => (
          <PaperItemView key={item.questionId} item={item} scored={p.scored} />
        ))}
      </section>
    </div>
  );
}
