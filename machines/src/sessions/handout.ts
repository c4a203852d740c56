import { getNextSnapshot, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, type Refusal } from '../refusals';

/**
 * A lesson session's handout (spec section 4, file_status): 2 not uploaded → 3 pending review →
 * 1 approved, or 4 rejected with the reason in file_remark; a rejected handout is uploaded again.
 * The reviewer is the session's other staff member: never the one who uploaded it.
 */
export const FILE_STATUS = { approved: 1, notUploaded: 2, pending: 3, rejected: 4 } as const;
export type HandoutStateValue = keyof typeof FILE_STATUS;
export const FILE_STATUS_LABEL: Record<number, string> = {
  1: '审核通过',
  2: '未上传',
  3: '待审核',
  4: '审核未通过',
};

export const HANDOUT_NAME_MAX = 255;
export const HANDOUT_REMARK_MAX = 200;

export const HANDOUT_MESSAGES = {
  fileRequired: '请上传讲义',
  nameTooLong: `讲义名称不能超过${HANDOUT_NAME_MAX}个字`,
  pendingUpload: '讲义待审核，不能重复上传',
  approvedUpload: '讲义已审核通过，不能再上传',
  notPending: '只能审核待审核的讲义',
  ownHandout: '不能审核自己上传的讲义',
  remarkRequired: '请输入驳回原因',
  remarkTooLong: `驳回原因不能超过${HANDOUT_REMARK_MAX}个字`,
  uploaded: COMMON_MESSAGES.uploaded,
  reviewed: '审核成功',
} as const;

export type HandoutEvent =
  | { type: 'handout.upload'; fileName: string }
  | { type: 'handout.approve'; byUploader: boolean }
  | { type: 'handout.reject'; byUploader: boolean; remark: string };

/** Why an event is refused in a state, in the order a user hears it; undefined when accepted. */
export function explainHandoutRefusal(state: HandoutStateValue, event: HandoutEvent): Refusal | undefined {
  if (event.type === 'handout.upload') {
    if (state === 'pending') return { kind: 'conflict', message: HANDOUT_MESSAGES.pendingUpload };
    if (state === 'approved') return { kind: 'conflict', message: HANDOUT_MESSAGES.approvedUpload };
    const name = event.fileName.trim();
    if (name === '') return { kind: 'invalid', message: HANDOUT_MESSAGES.fileRequired };
    if ([...name].length > HANDOUT_NAME_MAX)
      return { kind: 'invalid', message: HANDOUT_MESSAGES.nameTooLong };
    return undefined;
  }
  if (state !== 'pending') return { kind: 'conflict', message: HANDOUT_MESSAGES.notPending };
  if (event.byUploader) return { kind: 'forbidden', message: HANDOUT_MESSAGES.ownHandout };
  if (event.type === 'handout.reject') {
    const remark = event.remark.trim();
    if (remark === '') return { kind: 'invalid', message: HANDOUT_MESSAGES.remarkRequired };
    if ([...remark].length > HANDOUT_REMARK_MAX)
      return { kind: 'invalid', message: HANDOUT_MESSAGES.remarkTooLong };
  }
  return undefined;
}

const accepted =
  (state: HandoutStateValue) =>
  ({ event }: { event: HandoutEvent }) =>
    explainHandoutRefusal(state, event) === undefined;

export const handout = setup({
  types: { events: {} as HandoutEvent },
  guards: {
    mayUploadFirst: accepted('notUploaded'),
    mayUploadAgain: accepted('rejected'),
    mayReview: accepted('pending'),
  },
}).createMachine({
  id: 'handout',
  initial: 'notUploaded',
  states: {
    notUploaded: { on: { 'handout.upload': { guard: 'mayUploadFirst', target: 'pending' } } },
    pending: {
      on: {
        'handout.approve': { guard: 'mayReview', target: 'approved' },
        'handout.reject': { guard: 'mayReview', target: 'rejected' },
      },
    },
    approved: {},
    rejected: { on: { 'handout.upload': { guard: 'mayUploadAgain', target: 'pending' } } },
  },
});

export function handoutStateAfter(state: HandoutStateValue, event: HandoutEvent): HandoutStateValue {
  const snapshot = handout.resolveState({ value: state, context: undefined as never });
  if (!snapshot.can(event)) throw new Error(`handout ${state} refuses ${event.type}`);
  return getNextSnapshot(handout, snapshot, event).value as HandoutStateValue;
}

export const handoutStateOf = (fileStatus: number): HandoutStateValue => {
  const found = (Object.keys(FILE_STATUS) as HandoutStateValue[]).find((k) => FILE_STATUS[k] === fileStatus);
  return found ?? 'notUploaded';
};

export interface HandoutAbilities {
  upload: Ability;
  /** 通过 / 驳回: shown to the session's staff member who did not upload a pending handout. */
  review: Ability;
}

/**
 * The handout's buttons for a viewer. A cancelled session takes no handout: both are hidden and say
 * why (`sessionRefusal`, from the session status rules).
 */
export const handoutAbilities = (
  state: HandoutStateValue,
  viewerIsUploader: boolean,
  sessionRefusal?: Refusal,
): HandoutAbilities => ({
  upload: abilityOf(
    !sessionRefusal && (state === 'notUploaded' || state === 'rejected'),
    sessionRefusal ?? explainHandoutRefusal(state, { type: 'handout.upload', fileName: '-' }),
  ),
  review: abilityOf(
    !sessionRefusal && state === 'pending' && !viewerIsUploader,
    sessionRefusal ?? explainHandoutRefusal(state, { type: 'handout.approve', byUploader: viewerIsUploader }),
  ),
});
