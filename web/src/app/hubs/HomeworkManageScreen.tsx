import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ApproveList } from '../../grading/ApproveList';
import { MainTab } from '../../homework/MainTab';
import { pendingGradingCountQuery } from '../../homework/operations';
import { QuesTab } from '../../questionBank/QuesTab';
import { RubricLibrary } from '../../rubric/RubricLibrary';
import { type StaffViewer, useViewer } from '../../shared/session/viewer';
import { ScreenTitle } from '../../shared/ui/ScreenTitle';
import { StatusPage } from '../../shared/ui/StatusPage';
import { TabPanel, TabView } from '../../shared/ui/TabView';
import { t as tr } from '../i18n/zh-CN';
import { useNavigateTo } from '../routes/routeTo';

type TabKey = 'main' | 'approve' | 'ques' | 'rubric';

interface HubParams {
  tab?: TabKey;
  id?: number;
}

interface HubTab {
  key: TabKey;
  label: (pending: number | undefined) => string;
  /** Who sees the tab (spec: approve needs canCorrect, ques needs canDispatch). */
  visible: (viewer: StaffViewer) => boolean;
  content: (params: HubParams, pending: number | undefined) => ReactNode;
}

/** The hub's tabs in order; each tab is a self-contained component of its domain. */
const TABS: HubTab[] = [
  {
    key: 'main',
    label: () => tr('homework'),
    visible: () => true,
    content: (params) => <MainTab courseId={params.id} />,
  },
  {
    key: 'approve',
    label: (pending) => (pending === undefined ? tr('grading2') : tr('grading', { pending })),
    visible: (v) => v.canCorrect,
    content: () => <ApproveList />,
  },
  {
    key: 'ques',
    label: () => tr('myQuestionBank'),
    visible: (v) => v.canDispatch,
    content: () => <QuesTab />,
  },
  { key: 'rubric', label: () => tr('rubric'), visible: () => true, content: () => <RubricLibrary /> },
];

const REMEMBERED = 'homeworkManage.tab';

/**
 * HomeworkManage: the management hub, its last tab remembered. Its tabs come from two domains
 * (homework, grading, question bank), which do not import each other, so the hub lives in app/.
 */
export default function HomeworkManageScreen({ params }: { params: HubParams }) {
  const viewer = useViewer();
  const navigateTo = useNavigateTo();
  const tabs = TABS.filter((t) => t.visible(viewer));
  const { data } = useQuery(pendingGradingCountQuery, {
    skip: !viewer.canCorrect,
    fetchPolicy: 'cache-and-network',
  });
  const pending = data?.pendingGradingCount;
  const wanted = params.tab ?? (localStorage.getItem(REMEMBERED) as TabKey | null) ?? tabs[0]?.key;
  const active = Math.max(
    0,
    tabs.findIndex((t) => t.key === wanted),
  );
  if (tabs.length === 0) {
    return (
      <StatusPage icon="pi pi-lock" title={tr('noAccess')} description={tr('youHaveNoHomeworkFeatures')} />
    );
  }
  return (
    <>
      <ScreenTitle>{tr('homework')}</ScreenTitle>
      <TabView
        className="homework-manage"
        activeIndex={active}
        onTabChange={(e) => {
          const key = tabs[e.index]?.key;
          if (!key) return;
          localStorage.setItem(REMEMBERED, key);
          navigateTo('HomeworkManage', params.id ? { tab: key, id: params.id } : { tab: key });
        }}
      >
        {tabs.map((t) => (
          <TabPanel key={t.key} header={t.label(pending)}>
            {t.content(params, pending)}
          </TabPanel>
        ))}
      </TabView>
    </>
  );
}
