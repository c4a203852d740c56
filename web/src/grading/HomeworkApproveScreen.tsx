import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo, useNavigateTo } from '../app/routes/routeTo';
import { GradingPage } from './GradingPage';
import { t } from './i18n/zh-CN';
import { useGradedView, useGrading } from './useGrading';

/**
 * HomeworkApprove (report_id, optional class_id): grading one homework report. Moving on to the next
 * report updates the route; with none left the page goes back to the approve tab.
 */
export default function HomeworkApproveScreen({
  params,
}: {
  params: { report_id: number; class_id?: number };
}) {
  const paper = { kind: 'homework', classId: params.class_id } as const;
  const workspace = useGrading(paper, params.report_id);
  const [snapshot, send] = workspace;
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  const shown = useRef(params.report_id);
  const reportId = snapshot.context.reportId;
  const classId = params.class_id;
  const view = useGradedView(paper, reportId);

  // The machine moved to another report: the route follows (replacing, so 返回 leaves grading).
  useEffect(() => {
    if (reportId === shown.current) return;
    shown.current = reportId;
    void navigate(
      routeTo(
        'HomeworkApprove',
        classId ? { report_id: reportId, class_id: classId } : { report_id: reportId },
      ),
      {
        replace: true,
      },
    );
  }, [reportId, classId, navigate]);
  // The route changed by itself (history): open that report.
  useEffect(() => {
    if (params.report_id === shown.current) return;
    shown.current = params.report_id;
    send({ type: 'grading.open', reportId: params.report_id });
  }, [params.report_id, send]);

  const back = () => navigateTo('HomeworkManage', { tab: 'approve' });
  useEffect(() => {
    if (snapshot.status === 'done') navigateTo('HomeworkManage', { tab: 'approve' });
  }, [snapshot.status, navigateTo]);

  return (
    <GradingPage workspace={workspace} view={view} mode="approve" title={t('gradeHomework')} onBack={back} />
  );
}
