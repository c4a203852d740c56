import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo, useNavigateTo } from '../app/routes/routeTo';
import { GradingPage } from './GradingPage';
import { t } from './i18n/zh-CN';
import { type GradedPaper, useGradedView, useGrading } from './useGrading';

const PAPER: GradedPaper = { kind: 'exam' };

/**
 * ExamPaperApprove (report_id): marking an exam paper in the grading workspace. Moving on to the next
 * paper updates the route; with none left the page opens the review of the paper just marked.
 */
export default function ExamPaperApproveScreen({ params }: { params: { report_id: number } }) {
  const workspace = useGrading(PAPER, params.report_id);
  const [snapshot, send] = workspace;
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  const shown = useRef(params.report_id);
  const reportId = snapshot.context.reportId;
  const view = useGradedView(PAPER, reportId);

  useEffect(() => {
    if (reportId === shown.current) return;
    shown.current = reportId;
    void navigate(routeTo('ExamPaperApprove', { report_id: reportId }), { replace: true });
  }, [reportId, navigate]);
  useEffect(() => {
    if (params.report_id === shown.current) return;
    shown.current = params.report_id;
    send({ type: 'grading.open', reportId: params.report_id });
  }, [params.report_id, send]);

  const review = () => navigateTo('ExamPaperApproveView', { report_id: reportId });
  useEffect(() => {
    if (snapshot.status === 'done') navigateTo('ExamPaperApproveView', { report_id: reportId });
  }, [snapshot.status, navigateTo, reportId]);

  return (
    <GradingPage
      workspace={workspace}
      view={view}
      kind="exam"
      mode="approve"
      title={t('markPaper')}
      onBack={review}
    />
  );
}
