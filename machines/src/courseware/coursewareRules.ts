import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/**
 * The courseware dialog's rules (spec section 5, class courseware and session courseware), shared by
 * the API, which checks every save, and the screen, which checks as the user types. Limits, formats,
 * messages and tips live here once.
 */

/** Courseware types: 1 ordinary, 2 animated, 3 audio/video (spec section 3). */
export const WARE_TYPE = { ordinary: 1, animated: 2, media: 3 } as const;
export type WareType = (typeof WARE_TYPE)[keyof typeof WARE_TYPE];
export const WARE_TYPES: readonly WareType[] = [1, 2, 3];
export const WARE_TYPE_LABELS: Record<WareType, string> = { 1: '普通课件', 2: '动画课件', 3: '音视频课件' };

/** is_sync: 1 also shares the courseware to the school library, 2 keeps it where it was added. */
export const IS_SYNC = { yes: 1, no: 2 } as const;
export type IsSync = (typeof IS_SYNC)[keyof typeof IS_SYNC];

export const COURSEWARE_LIMITS = {
  nameMax: 255,
  /** Spec section 9: courseware audio/video at most 100 MB. */
  mediaBytesMax: 100 * 1024 * 1024,
  /** Our decision: no courseware file of any type over 100 MB (the upload cap). */
  fileBytesMax: 100 * 1024 * 1024,
  /** Library ids picked at once (selectware, session ware_id lists). */
  pickMax: 100,
  defaultType: WARE_TYPE.ordinary,
  defaultIsSync: IS_SYNC.no,
  /** times_type of session courseware (spec: default 1). */
  defaultTimesType: 1,
} as const;

export const WARE_AUDIO_EXTENSIONS = ['mp3', 'wav', 'wma', 'aac', 'flac', 'm4a', 'oga', 'opus'] as const;
export const WARE_VIDEO_EXTENSIONS = [
  'mp4',
  '3gp',
  'mpg',
  'mpeg',
  '3g2',
  'avi',
  'flv',
  'wmv',
  'h264',
  'm4v',
  'mj2',
  'mov',
  'ogg',
  'ogv',
  'rm',
  'rmvb',
  'qt',
  'webm',
] as const;

/** The formats each type accepts (spec section 5), as file name extensions. */
export const WARE_FORMATS: Record<WareType, readonly string[]> = {
  1: ['ppt', 'pptx', 'doc', 'docx', 'jpg', 'jpeg', 'pdf', 'png', 'gif'],
  2: ['ppt', 'pptx', 'zip'],
  3: [...WARE_AUDIO_EXTENSIONS, ...WARE_VIDEO_EXTENSIONS],
};

/** The dialog's tips (spec section 5). */
export const COURSEWARE_TIPS: readonly string[] = [
  '课件中请勿设置密码，加密的文件无法上传；',
  'WPS 文档请先转换为 PDF 后再上传；',
  '音视频课件不支持在线解压，请上传单个音频或视频文件；',
  '音视频课件大小不能超过100MB。',
];

export const COURSEWARE_MESSAGES = {
  /** Name, category, type and file missing: the spec's 请输入 / 请选择. */
  enterName: COMMON_MESSAGES.enter,
  chooseClassify: COMMON_MESSAGES.choose,
  chooseType: '请选择课件类型',
  nameTooLong: `课件名称不能超过${COURSEWARE_LIMITS.nameMax}个字`,
  uploadFile: '请上传课件文件',
  chooseSync: '请选择是否同步到课件库',
  chooseWare: '请选择课件',
  classifyNotFound: '课件分类不存在',
  wareNotFound: '课件不存在',
  fileNotFound: '课件文件不存在，请重新上传',
  mediaTooLarge: '音视频课件不能超过100MB',
  fileTooLarge: '课件文件不能超过100MB',
  encrypted: '课件已加密，请去除密码后再上传',
  tooManyPicked: `一次最多选择${COURSEWARE_LIMITS.pickMax}个课件`,
  allPicked: '所选课件已全部添加',
  sessionNotFound: COMMON_MESSAGES.sessionNotFound,
  added: COMMON_MESSAGES.added,
  edited: COMMON_MESSAGES.edited,
  removed: '移除成功',
  uploaded: COMMON_MESSAGES.uploaded,
  confirmRemove: '确定移除该课件吗？',
} as const;

/** The format message of a type, naming what it accepts. */
export const formatMessage = (type: WareType): string =>
  `${WARE_TYPE_LABELS[type]}仅支持 ${WARE_FORMATS[type].join('、')} 格式`;

/** The extension of a file name, lower-cased ('' without one). */
export const extensionOf = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};

export const isWareType = (value: unknown): value is WareType =>
  typeof value === 'number' && (WARE_TYPES as readonly number[]).includes(value);

/** Whether a type accepts a file of this extension. */
export const acceptsExtension = (type: WareType, ext: string): boolean =>
  WARE_FORMATS[type].includes(ext.toLowerCase());

/** The largest file a type accepts. */
export const maxBytesOf = (type: WareType): number =>
  type === WARE_TYPE.media ? COURSEWARE_LIMITS.mediaBytesMax : COURSEWARE_LIMITS.fileBytesMax;

/** The file of a draft, once uploaded: the extension the store keeps (read from its content) and its size. */
export interface WareFile {
  ext: string;
  size: number;
}

/** What the dialog holds when it is saved. */
export interface CoursewareDraft {
  name: string;
  /** 0 or absent: none chosen. */
  classifyId: number | undefined;
  type: number | undefined;
  file: WareFile | undefined;
  isSync: number | undefined;
  /** Session courseware has no category (the session dialog sends name, type, file and sync only). */
  classifyOptional?: boolean;
}

const typeOf = (d: CoursewareDraft): WareType | undefined => (isWareType(d.type) ? d.type : undefined);

/** The one refusal table of the courseware dialog, in the order a user should hear it. */
export const coursewareDraftRules: readonly Rule<CoursewareDraft>[] = [
  rule('invalid', (d) => d.name.trim() !== '', COURSEWARE_MESSAGES.enterName),
  rule('invalid', (d) => d.name.trim().length <= COURSEWARE_LIMITS.nameMax, COURSEWARE_MESSAGES.nameTooLong),
  rule(
    'invalid',
    (d) => d.classifyOptional === true || (d.classifyId ?? 0) > 0,
    COURSEWARE_MESSAGES.chooseClassify,
  ),
  rule('invalid', (d) => typeOf(d) !== undefined, COURSEWARE_MESSAGES.chooseType),
  rule('invalid', (d) => d.file !== undefined, COURSEWARE_MESSAGES.uploadFile),
  rule('invalid', (d) => d.isSync === IS_SYNC.yes || d.isSync === IS_SYNC.no, COURSEWARE_MESSAGES.chooseSync),
];

/** The refusal of a draft: the table first, then the file's format and size for its type. */
export function coursewareDraftRefusal(draft: CoursewareDraft): Refusal | undefined {
  const refusal = firstRefusal(coursewareDraftRules, draft);
  if (refusal) return refusal;
  return wareFileRefusal(draft.type as WareType, draft.file as WareFile);
}

/** Whether a file fits a type: its format, then its size. */
export function wareFileRefusal(type: WareType, file: WareFile): Refusal | undefined {
  if (!acceptsExtension(type, file.ext)) return { kind: 'invalid', message: formatMessage(type) };
  if (file.size > maxBytesOf(type))
    return {
      kind: 'invalid',
      message:
        type === WARE_TYPE.media ? COURSEWARE_MESSAGES.mediaTooLarge : COURSEWARE_MESSAGES.fileTooLarge,
    };
  return undefined;
}

/** The library picker: a selection is required (请选择课件). */
export const pickRefusal = (wareIds: readonly number[]): Refusal | undefined =>
  wareIds.length === 0
    ? { kind: 'invalid', message: COURSEWARE_MESSAGES.chooseWare }
    : wareIds.length > COURSEWARE_LIMITS.pickMax
      ? { kind: 'invalid', message: COURSEWARE_MESSAGES.tooManyPicked }
      : undefined;

/** What a courseware row lets its viewer do (computed on the server, carried by the row). */
export interface CoursewareAbilities {
  view: Ability;
  edit: Ability;
  remove: Ability;
}

/**
 * Staff who see a class or session may view, edit and remove its courseware (the spec gives no
 * further rule); courseware picked from the library keeps the library's file, so only its name,
 * category and description can be edited there.
 */
export const coursewareAbilities = (row: { editable: boolean }): CoursewareAbilities => ({
  view: abilityOf(true, undefined),
  edit: abilityOf(row.editable, undefined),
  remove: abilityOf(true, undefined),
});
