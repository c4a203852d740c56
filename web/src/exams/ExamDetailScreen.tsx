import { useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import { errorMessage } from '../shared/graphqlErrors';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { AttemptsTab } from './AttemptsTab';
import { durationText } from './examFormat';
import { examHeaderQuery } from './operations';
import { QuestionsTab } from './QuestionsTab';
import { ScoreTab } from './ScoreTab';
import { StudentsTab } from './StudentsTab';
import './exams.css';

/** ExamDetail (id): the header and its four tabs 试卷管理, 成绩统计, 学员统计, 试题统计. */
export default function ExamDetailScreen({ params }: { params: { id: number } }) {
  const navigateTo = useNavigateTo();
  const [tab, setTab] = useState(0);
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
        description={error ? errorMessage(error) : '该考试不存在或您无权查看'}
        actions={<Button type="button" label="返回考试管理" onClick={back} />}
      />
    );
  const facts = [
    ['总分', `${header.score}分`],
    ['及格分', `${header.passScore}分`],
    ['参考人数', `${header.participants}人`],
    ['答题时长', durationText(header.durationMinutes)],
  ];
  return (
    <div className="exam-detail">
      <PageHeader
        title={header.name}
        onBack={back}
        actions={
          <ActionButton
            link={false}
            action={{
              label: '预览试卷',
              icon: 'pi pi-eye',
              ability: isLive('ExamPaperPreview') ? allowed : refused(COMING_SOON),
              onClick: () => navigateTo('ExamPaperPreview', { id: params.id }),
            }}
          />
        }
      />
      <dl className="exam-detail__facts" aria-label="考试概况">
        {facts.map(([term, value]) => (
          <div key={term} className="exam-detail__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} className="exam-detail__tabs">
        <TabPanel header="试卷管理">{tab === 0 && <AttemptsTab examId={examId} />}</TabPanel>
        <TabPanel header="成绩统计">{tab === 1 && <ScoreTab examId={examId} />}</TabPanel>
        <TabPanel header="学员统计">{tab === 2 && <StudentsTab examId={examId} />}</TabPanel>
        <TabPanel header="试题统计">{tab === 3 && <QuestionsTab examId={examId} />}</TabPanel>
      </TabView>
    </div>
  );
}
