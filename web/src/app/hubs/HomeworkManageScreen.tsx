import { useQuery } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { MainTab } from '../../homework/MainTab';
import { pendingGradingCountQuery } from '../../homework/operations';
import { type StaffViewer, useViewer } from '../../shared/session/viewer';
import { PageLoading } from '../../shared/ui/PageLoading';
import { ScreenTitle } from '../../shared/ui/ScreenTitle';
import { StatusPage } from '../../shared/ui/StatusPage';
import { TabPanel, TabView } from '../../shared/ui/TabView';
import { t as tr } from '../i18n/zh-CN';
import { useNavigateTo } from '../routes/routeTo';

// The hub opens on the homework list: the other tabs' code loads when one of them opens.
const ApproveList = lazy(() => import('../../grading/ApproveList').then((m) => ({ default: m.ApproveList })));
const QuesTab = lazy(() => import('../../questionBank/QuesTab').then((m) => ({ default: m.QuesTab })));
const RubricLibrary = lazy(() =>
  import('../../rubric/RubricLibrary').then((m) => ({ default: m.RubricLibrary })),
);

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
            <Suspense fallback={<PageLoading />}>{t.content(params, pending)}</Suspense>
          </TabPanel>
        ))}
      </TabView>
    </>
  );
}
