/** A row of `GET operation/log`, as the API answers it (snake_case). */
import type { AccountRest } from '@school/api';
import type { Camel } from '../camel';

export type RestOperationLogRow = AccountRest.OperationLogRow;
export type RestOperationLog = AccountRest.OperationLog;
export type OperationLogRowAnswer = Camel<RestOperationLogRow>;
