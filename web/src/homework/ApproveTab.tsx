import { StatusPage } from '../shared/ui/StatusPage';

/**
 * The approve tab's content. The grading list (filters, rows, go grade) belongs to the grading
 * issue; until it lands the tab shows how many reports await grading.
 */
export function ApproveTab({ pending }: { pending: number | undefined }) {
  return (
    <StatusPage
      icon="pi pi-check-square"
      title={pending === undefined ? '作业批改' : `待批改 ${pending} 份`}
      description="作业批改列表将随批改功能一同上线。"
    />
  );
}
