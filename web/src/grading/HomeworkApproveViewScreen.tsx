import { useNavigate } from 'react-router-dom';
import { GradingPage } from './GradingPage';
import { useHomeworkGrading } from './useHomeworkGrading';

/** HomeworkApproveView (report_id, class_id): a graded report read-only, with the drawings shown again. */
export default function HomeworkApproveViewScreen({
  params,
}: {
  params: { report_id: number; class_id: number };
}) {
  const workspace = useHomeworkGrading(params.report_id, params.class_id || undefined);
  const navigate = useNavigate();
  return (
    <GradingPage
      workspace={workspace}
      classId={params.class_id || undefined}
      mode="view"
      title="查看作业"
      onBack={() => void navigate(-1)}
    />
  );
}
