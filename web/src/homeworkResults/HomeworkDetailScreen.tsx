import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { AnalysisTab } from './AnalysisTab';
import { DetailHeader } from './DetailHeader';
import { DistributionTab } from './DistributionTab';
import { TABS_EMPTY } from './format';
import { homeworkResultDetailQuery } from './operations';
import { SubmissionsTab } from './SubmissionsTab';
import { TranscriptTab } from './TranscriptTab';
import './homeworkResults.css';
import { t } from './i18n/zh-CN';

function Waiting({ message }: { message: string }) {
  return (
    <div className="result-waiting" role="status">
      <i className="pi pi-hourglass" aria-hidden="true" />
      <p>{message || TABS_EMPTY}</p>
    </div>
  );
}

/**
 * HomeworkDetail (hw_id, class_id 0 for all classes, from=arrange): the header and four tabs. The last
 * three wait for the deadline and for every submitted report to be graded.
 */
export default function HomeworkDetailScreen({
  params,
}: {
  params: { hw_id: number; class_id: number; from?: 'arrange' | undefined };
}) {
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const [tab, setTab] = useState(0);
  const homeworkId = String(params.hw_id);
  const classId = String(params.class_id);
  const arranged = params.from === 'arrange';
  const { data, loading, error, refetch } = useQuery(homeworkResultDetailQuery, {
    variables: { homeworkId, classId, arranged },
    fetchPolicy: 'cache-and-network',
  });
  const back = () => navigateTo('HomeworkManage', { tab: 'main' });
  if (loading && !data) return <PageLoading />;
  const detail = data?.homeworkResultDetail;
  if (!detail)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.homeworkNotFound}
        description={error ? errorMessage(error) : COMMON_MESSAGES.homeworkHidden}
        actions={<Button type="button" label={t('backToHomework')} onClick={back} />}
      />
    );
  const ready = detail.tabsReady;
  return (
    <div className="homework-result">
      <Toast ref={toast} position="top-center" />
      <PageHeader title={t('homeworkDetails')} onBack={back} />
      <DetailHeader
        detail={detail}
        arranged={arranged}
        onChanged={(message) => {
          toast.current?.show({ severity: 'success', summary: message, life: 2500 });
          void refetch();
        }}
      />
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} className="homework-result__tabs">
        <TabPanel header={t('submissions')}>
          <SubmissionsTab homeworkId={homeworkId} classId={classId} />
        </TabPanel>
        <TabPanel header={t('questionAnalysis')}>
          {ready ? (
            <AnalysisTab homeworkId={homeworkId} classId={classId} scored={detail.scored} />
          ) : (
            <Waiting message={detail.tabsMessage} />
          )}
        </TabPanel>
        <TabPanel header={t('transcript')}>
          {ready ? (
            <TranscriptTab homeworkId={homeworkId} classId={classId} />
          ) : (
            <Waiting message={detail.tabsMessage} />
          )}
        </TabPanel>
        <TabPanel header={t('scoreDistribution')}>
          {ready ? (
            <DistributionTab homeworkId={homeworkId} classId={classId} />
          ) : (
            <Waiting message={detail.tabsMessage} />
          )}
        </TabPanel>
      </TabView>
    </div>
  );
}
