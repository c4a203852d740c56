import { useNavigate } from 'react-router-dom';
import { GradingPage } from './GradingPage';
import { t } from './i18n/zh-CN';
import { useGradedView, useGrading } from './useGrading';

/** HomeworkApproveView (report_id, class_id): a graded report read-only, with the drawings shown again. */
export default function HomeworkApproveViewScreen({
  params,
}: {
  params: { report_id: number; class_id: number };
}) {
  const paper = { kind: 'homework', classId: params.class_id || undefined } as const;
  const workspace = useGrading(paper, params.report_id);
  const navigate = useNavigate();
  const view = useGradedView(paper, workspace[0].context.reportId);
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
