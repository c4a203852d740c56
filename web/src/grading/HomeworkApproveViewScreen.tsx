import { useNavigate } from 'react-router-dom';
import { GradingPage } from './GradingPage';
import { t } from './i18n/zh-CN';
import { useGradingReportView, useHomeworkGrading } from './useHomeworkGrading';

/** HomeworkApproveView (report_id, class_id): a graded report read-only, with the drawings shown again. */
export default function HomeworkApproveViewScreen({
  params,
}: {
  params: { report_id: number; class_id: number };
}) {
  const workspace = useHomeworkGrading(params.report_id, params.class_id || undefined);
  const navigate = useNavigate();
  const view = useGradingReportView(workspace[0].context.reportId, params.class_id || undefined);
  return (
    <GradingPage
      workspace={workspace}
      view={view}
      mode="view"
      title={t('viewHomework')}
      onBack={() => void navigate(-1)}
    />
  );
}
