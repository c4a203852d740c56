import { useLazyQuery, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { AnswerGroup } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { duration, scoreText } from './format';
import { answerStatisticsQuery, answerStudentsQuery } from './operations';
import { PaperItemView } from './PaperItemView';
import './homeworkResults.css';
import { t } from './i18n/zh-CN';

const GROUPS: { group: AnswerGroup; label: string }[] = [
  { group: 'RIGHT', label: t('right') },
  { group: 'WRONG', label: t('wrong') },
  { group: 'ANSWERED', label: t('answered2') },
  { group: 'UNANSWERED', label: t('notAnswered') },
];

/** What a student answered, readable: option letters, or the text of a subjective answer. */
function answerText(answer: string): string {
  if (answer.trim() === '') return t('notAnswered');
  if (answer.startsWith('{')) {
    try {
      const parsed = JSON.parse(answer) as { content?: string; images?: string[] };
      const text = (parsed.content ?? '').replace(/<[^>]*>/g, '').trim();
      return `${text || t('noText')}${parsed.images?.length ? t('images', { value: parsed.images.length }) : ''}`;
    } catch {
      return answer;
    }
  }
  return answer
    .split(',')
    .map((id) => String.fromCharCode(64 + Number(id)))
    .join(',');
}

/** HomeworkAnswerPreview (hw_id, class_id): each question with its right, wrong, answered and unanswered students. */
export default function HomeworkAnswerPreviewScreen({
  params,
}: {
  params: { hw_id: number; class_id: number };
}) {
  const navigateTo = useNavigateTo();
  const homeworkId = String(params.hw_id);
  const classId = String(params.class_id);
  const { data, loading, error } = useQuery(answerStatisticsQuery, {
    variables: { homeworkId, classId },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<{ questionId: string; sort: number; label: string } | null>(null);
  const [loadStudents, students] = useLazyQuery(answerStudentsQuery, { fetchPolicy: 'network-only' });
  const back = () => navigateTo('HomeworkDetail', { hw_id: params.hw_id, class_id: params.class_id });
  if (loading && !data) return <PageLoading />;
  const s = data?.answerStatistics;
  if (!s)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.homeworkNotFound}
        description={error ? errorMessage(error) : COMMON_MESSAGES.homeworkHidden}
        actions={<Button type="button" label={t('back')} onClick={back} />}
      />
    );
  return (
    <div className="homework-result">
      <PageHeader title={t('answerDetails2', { homeworkName: s.homeworkName })} onBack={back} />
      <section className="result-header" aria-label={t('answerOverview')}>
        <dl className="result-statis__header">
          <div>
            <dt>{t('questions3')}</dt>
            <dd>{s.questionCount}</dd>
          </div>
          {s.scored && (
            <>
              <div>
                <dt>{t('averageFullMarks')}</dt>
                <dd>
                  {scoreText(s.averageScore)}/{scoreText(s.score)}
                </dd>
              </div>
              <div>
                <dt>{t('highestLowest')}</dt>
                <dd>
                  {scoreText(s.maxScore)}/{scoreText(s.minScore)}
                </dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('averageTime')}</dt>
            <dd>{duration(s.averageAnswerTime)}</dd>
          </div>
        </dl>
      </section>
      <section className="paper" aria-label={t('questions2')}>
        {s.questions.map((q) => (
          <PaperItemView key={q.item.questionId} item={q.item} scored={s.scored}>
            <div className="paper-item__stats" data-testid={`answer-stats-${q.item.sort}`}>
              <span>{t.rich('accuracy2', { averageRightRate: q.averageRightRate })}</span>
              {GROUPS.map(({ group, label }) => {
                const count =
                  group === 'RIGHT'
                    ? q.rightCount
                    : group === 'WRONG'
                      ? q.wrongCount
                      : group === 'ANSWERED'
                        ? q.answeredCount
                        : q.unansweredCount;
                return (
                  <Button
                    key={group}
                    type="button"
                    link
                    size="small"
                    label={t('text9', { label, count })}
                    disabled={count === 0}
                    onClick={() => {
                      setOpen({ questionId: q.item.questionId, sort: q.item.sort, label });
                      void loadStudents({
                        variables: { homeworkId, classId, questionId: q.item.questionId, group },
                      });
                    }}
                  />
                );
              })}
            </div>
          </PaperItemView>
        ))}
      </section>
      {open && (
        <Dialog
          header={t('questionStudentsWhoChose', { sort: open.sort, label: open.label })}
          visible
          modal
          style={{ width: '40rem' }}
          onHide={() => setOpen(null)}
        >
          <DataTable
            value={students.data?.answerStudents ?? []}
            loading={students.loading}
            size="small"
            scrollable
            scrollHeight="50vh"
          >
            <Column field="nickname" header={t('student')} />
            <Column field="mobile" header={t('mobileNumber')} />
            <Column header={t('answer')} body={(r) => answerText(r.userAnswer)} />
            {s.scored && <Column header={t('score')} body={(r) => scoreText(r.score)} />}
          </DataTable>
        </Dialog>
      )}
    </div>
  );
}
