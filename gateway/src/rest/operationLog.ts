/** A row of `GET operation/log`, as the API answers it (snake_case). */
import type { AccountRest } from '@school/api';

export type RestOperationLogRow = AccountRest.OperationLogRow;
export type RestOperationLog = AccountRest.OperationLog;
