import { describe, expect, it } from 'vitest';
import {
  COURSEWARE_LIMITS,
  COURSEWARE_MESSAGES,
  type CoursewareDraft,
  coursewareAbilities,
  coursewareDraftRefusal,
  extensionOf,
  formatMessage,
  pickRefusal,
} from './coursewareRules';

const draft = (patch: Partial<CoursewareDraft> = {}): CoursewareDraft => ({
  name: '第一单元讲义',
  classifyId: 1,
  type: 1,
  file: { ext: 'pdf', size: 1000 },
  isSync: 2,
  ...patch,
});

describe('the courseware dialog rules (spec section 5)', () => {
  it('a complete draft passes', () => {
    expect(coursewareDraftRefusal(draft())).toBeUndefined();
  });

  it('name required (请输入), at most 255 characters', () => {
    expect(coursewareDraftRefusal(draft({ name: '  ' }))?.message).toBe('请输入');
    expect(coursewareDraftRefusal(draft({ name: '课'.repeat(256) }))?.message).toBe(
      '课件名称不能超过255个字',
    );
    expect(coursewareDraftRefusal(draft({ name: '课'.repeat(255) }))).toBeUndefined();
  });

  it('category required (请选择) except for session courseware; type and file required', () => {
    expect(coursewareDraftRefusal(draft({ classifyId: 0 }))?.message).toBe('请选择');
    expect(coursewareDraftRefusal(draft({ classifyId: 0, classifyOptional: true }))).toBeUndefined();
    expect(coursewareDraftRefusal(draft({ type: 4 }))?.message).toBe('请选择课件类型');
    expect(coursewareDraftRefusal(draft({ file: undefined }))?.message).toBe('请上传课件文件');
    expect(coursewareDraftRefusal(draft({ isSync: 0 }))?.message).toBe('请选择是否同步到课件库');
  });

  it('each type takes its formats: type 2 ppt, pptx, zip; type 3 audio and video, at most 100 MB', () => {
    expect(coursewareDraftRefusal(draft({ type: 2, file: { ext: 'pdf', size: 1 } }))?.message).toBe(
      formatMessage(2),
    );
    expect(coursewareDraftRefusal(draft({ type: 2, file: { ext: 'zip', size: 1 } }))).toBeUndefined();
    expect(
      coursewareDraftRefusal(draft({ type: 3, file: { ext: 'mp4', size: COURSEWARE_LIMITS.mediaBytesMax } })),
    ).toBeUndefined();
    expect(
      coursewareDraftRefusal(
        draft({ type: 3, file: { ext: 'mp4', size: COURSEWARE_LIMITS.mediaBytesMax + 1 } }),
      )?.message,
    ).toBe('音视频课件不能超过100MB');
    expect(coursewareDraftRefusal(draft({ type: 1, file: { ext: 'mp3', size: 1 } }))?.kind).toBe('invalid');
  });

  it('the library picker needs a selection (请选择课件)', () => {
    expect(pickRefusal([])?.message).toBe('请选择课件');
    expect(pickRefusal([1])).toBeUndefined();
  });

  it('reads extensions from names, folders and case aside', () => {
    expect(extensionOf('C:\\课件\\Unit.PDF')).toBe('pdf');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
  it('a name of 255 characters is counted once trimmed; is_sync 1 and 2 both answer the sync question', () => {
    expect(coursewareDraftRefusal(draft({ name: ` ${'课'.repeat(255)} ` }))).toBeUndefined();
    expect(coursewareDraftRefusal(draft({ isSync: 1 }))).toBeUndefined();
    expect(coursewareDraftRefusal(draft({ isSync: 2 }))).toBeUndefined();
    expect(coursewareDraftRefusal(draft({ isSync: 3 }))?.message).toBe('请选择是否同步到课件库');
  });

  it('an ordinary courseware over 100 MB hears its own message, not the audio and video one', () => {
    const over = COURSEWARE_LIMITS.fileBytesMax + 1;
    expect(coursewareDraftRefusal(draft({ file: { ext: 'pdf', size: over } }))).toEqual({
      kind: 'invalid',
      message: COURSEWARE_MESSAGES.fileTooLarge,
    });
    expect(
      coursewareDraftRefusal(draft({ file: { ext: 'pdf', size: COURSEWARE_LIMITS.fileBytesMax } })),
    ).toBeUndefined();
  });

  it('the library picker takes at most 100 courseware at once', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(pickRefusal(ids(COURSEWARE_LIMITS.pickMax))).toBeUndefined();
    expect(pickRefusal(ids(COURSEWARE_LIMITS.pickMax + 1))).toEqual({
      kind: 'invalid',
      message: COURSEWARE_MESSAGES.tooManyPicked,
    });
    expect(pickRefusal([])).toEqual({ kind: 'invalid', message: '请选择课件' });
  });

  it('a row is viewed and removed by staff; only a courseware with its own file is edited', () => {
    const allowed = { shown: true, allowed: true, reason: null };
    expect(coursewareAbilities({ editable: true })).toEqual({
      view: allowed,
      edit: allowed,
      remove: allowed,
    });
    expect(coursewareAbilities({ editable: false }).edit.shown).toBe(false);
    expect(coursewareAbilities({ editable: false }).remove).toEqual(allowed);
  });
});
