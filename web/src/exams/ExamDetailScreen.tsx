import { useQuery } from '@apollo/client/react';
import { RELEASE_MESSAGES } from '@school/machines';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import { errorMessage } from '../shared/graphqlErrors';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { AttemptsTab } from './AttemptsTab';
import { ExamReleaseDialog } from './ExamReleaseDialog';
import { durationText } from './examFormat';
import { examHeaderQuery } from './operations';
import { QuestionsTab } from './QuestionsTab';
import { ScoreTab } from './ScoreTab';
import { StudentsTab } from './StudentsTab';
import './exams.css';
import { t } from './i18n/zh-CN';

/** ExamDetail (id): the header and its four tabs 试卷管理, 成绩统计, 学员统计, 试题统计. */
export default function ExamDetailScreen({ params }: { params: { id: number } }) {
  const navigateTo = useNavigateTo();
  const [tab, setTab] = useState(0);
  const [releasing, setReleasing] = useState(false);
  const toast = useRef<Toast>(null);
  const examId = String(params.id);
  const { data, loading, error } = useQuery(examHeaderQuery, {
    variables: { id: examId },
    fetchPolicy: 'cache-and-network',
  });
  const back = () => navigateTo('ExamManage', {});
  if (loading && !data) return <PageLoading />;
  const header = data?.examHeader;
  if (!header)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.examNotFound}
        description={error ? errorMessage(error) : t('thisExamDoesNotExist')}
        actions={<Button type="button" label={t('backToExams')} onClick={back} />}
      />
    );
  const facts = [
    [t('totalScore'), t('pts2', { score: header.score })],
    [t('passMark'), t('pts', { passScore: header.passScore })],
    [t('participants'), t('text', { participants: header.participants })],
    [t('timeLimit'), durationText(header.durationMinutes)],
  ];
  const release = header.resultsRelease;
  return (
    <div className="exam-detail">
      <Toast ref={toast} position="top-center" />
      <PageHeader
        title={header.name}
        onBack={back}
        tag={
          release.unreleasedClassCount > 0 && (
            <Tag severity="warning" value={RELEASE_MESSAGES.unreleased} data-testid="results-unreleased" />
          )
        }
        actions={
          <>
            <OperationLogButton subjectType="EXAM" subjectId={header.id} />
            {release.releaseResults.shown && (
              <ActionButton
                link={false}
                action={{
                  label: t('releaseResultsAction'),
                  icon: 'pi pi-megaphone',
                  ability: release.releaseResults,
                  onClick: () => setReleasing(true),
                }}
              />
            )}
            <ActionButton
              link={false}
              action={{
                label: t('previewPaper'),
                icon: 'pi pi-eye',
                ability: isLive('ExamPaperPreview') ? allowed : refused(COMING_SOON),
                onClick: () => navigateTo('ExamPaperPreview', { id: params.id }),
              }}
            />
          </>
        }
      />
      {releasing && (
        <ExamReleaseDialog
          examId={header.id}
          release={release}
          onClose={() => setReleasing(false)}
          onDone={(message) => {
            setReleasing(false);
            toast.current?.show({ severity: 'success', summary: message, life: 2500 });
          }}
        />
      )}
      <dl className="exam-detail__facts" aria-label={t('examOverview')}>
        {facts.map(([term, value]) => (
          <div key={term} className="exam-detail__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} className="exam-detail__tabs">
        <TabPanel header={t('papers2')}>{tab === 0 && <AttemptsTab examId={examId} />}</TabPanel>
        <TabPanel header={t('scoreStatistics')}>{tab === 1 && <ScoreTab examId={examId} />}</TabPanel>
        <TabPanel header={t('studentStatistics')}>{tab === 2 && <StudentsTab examId={examId} />}</TabPanel>
        <TabPanel header={t('questionStatistics')}>{tab === 3 && <QuestionsTab examId={examId} />}</TabPanel>
      </TabView>
    </div>
  );
}
