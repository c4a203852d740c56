/** A row of `GET operation/log`, as the API answers it (snake_case). */
export interface RestOperationLogRow {
  id: number;
  action: string;
  action_name: string;
  actor_id: number | null;
  actor_name: string;
  actor_role: string | null;
  created_at: number;
  before: string | null;
  after: string | null;
  report_id: number | null;
  ques_id: number | null;
}
