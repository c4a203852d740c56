import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import {
  type DraftInput,
  type Pick,
  type ShelfCommand,
  type ShelfEvent,
  shelfDecider,
  type WareFields,
} from './shelf';

const NOW = 1_800_000_000;
const holder = { kind: 'class' as const, id: 12 };
const file = { fileName: '第一讲.pdf', url: '/files/a.pdf', fid: 'f1', ext: 'pdf', size: 1024 };
const draft = (patch: Partial<DraftInput> = {}): DraftInput => ({
  name: ' 第一讲 ',
  classifyId: 2,
  type: 1,
  file,
  desc: '讲义',
  isSync: 2,
  ...patch,
});
const fields: WareFields = { name: '第一讲', classifyId: 2, type: 1, ...file, desc: '讲义' };
const add = (patch: Partial<DraftInput> = {}): ShelfCommand => ({
  type: 'AddCourseware',
  data: { id: 5, holder, draft: draft(patch), wareId: 0, timesType: 1, by: 1, now: NOW },
});
const added: ShelfEvent = {
  type: 'CoursewareAdded',
  data: { ...fields, id: 5, holder, wareId: 0, isSync: 2, timesType: 1, by: 1, at: NOW },
};
const pick = (picks: Pick[]): ShelfCommand => ({
  type: 'PickCourseware',
  data: { holder, picks, timesType: 1, by: 1, now: NOW },
});
const libraryWare = (id: number, wareId: number): Pick => ({
  id,
  wareId,
  ware: { ...fields, name: `库${wareId}` },
});
const picked = (id: number, wareId: number): ShelfEvent => ({
  type: 'CoursewareAdded',
  data: { ...fields, name: `库${wareId}`, id, holder, wareId, isSync: 2, timesType: 1, by: 1, at: NOW },
});

describe('courseware shelf decider (the courseware dialog, spec section 5)', () => {
  it('a courseware is added with its name trimmed', () => {
    expect(given(shelfDecider).when(add())).toEqual({ events: [added] });
  });

  it("the dialog's rules: name (请输入), category (请选择), type, file, sync; the type's formats", () => {
    expect(given(shelfDecider).when(add({ name: ' ' }))).toEqual({ refused: 'invalid: 请输入' });
    expect(given(shelfDecider).when(add({ classifyId: 0 }))).toEqual({ refused: 'invalid: 请选择' });
    expect(given(shelfDecider).when(add({ classifyId: 0, classifyOptional: true }))).toMatchObject({
      events: [{ type: 'CoursewareAdded' }],
    });
    expect(given(shelfDecider).when(add({ type: 9 }))).toEqual({ refused: 'invalid: 请选择课件类型' });
    expect(given(shelfDecider).when(add({ file: undefined }))).toEqual({
      refused: 'invalid: 请上传课件文件',
    });
    expect(given(shelfDecider).when(add({ isSync: 0 }))).toEqual({
      refused: 'invalid: 请选择是否同步到课件库',
    });
    expect(given(shelfDecider).when(add({ type: 2 }))).toEqual({
      refused: 'invalid: 动画课件仅支持 ppt、pptx、zip 格式',
    });
  });

  it('courseware audio/video at most 100 MB', () => {
    const video = { ...file, fileName: 'a.mp4', ext: 'mp4' };
    expect(
      given(shelfDecider).when(add({ type: 3, file: { ...video, size: 100 * 1024 * 1024 + 1 } })),
    ).toEqual({
      refused: 'invalid: 音视频课件不能超过100MB',
    });
    expect(
      given(shelfDecider).when(add({ type: 3, file: { ...video, size: 100 * 1024 * 1024 } })),
    ).toMatchObject({
      events: [{ type: 'CoursewareAdded' }],
    });
  });

  it('picking from the library: 请选择课件 when none; each library courseware once; all present: 所选课件已全部添加', () => {
    expect(given(shelfDecider).when(pick([]))).toEqual({ refused: 'invalid: 请选择课件' });
    expect(
      given(shelfDecider).when(pick([libraryWare(6, 40), libraryWare(7, 41), libraryWare(8, 40)])),
    ).toEqual({
      events: [picked(6, 40), picked(7, 41)],
    });
    expect(given(shelfDecider, [picked(6, 40)]).when(pick([libraryWare(7, 40), libraryWare(8, 41)]))).toEqual(
      {
        events: [picked(8, 41)],
      },
    );
    expect(given(shelfDecider, [picked(6, 40)]).when(pick([libraryWare(7, 40)]))).toEqual({
      refused: 'conflict: 所选课件已全部添加',
    });
  });

  it('only courseware on the shelf is edited or removed (课件不存在); a removed one may be picked again', () => {
    const edit: ShelfCommand = {
      type: 'EditCourseware',
      data: { id: 5, holder, draft: draft({ desc: '新' }), by: 1, now: NOW },
    };
    const remove: ShelfCommand = { type: 'RemoveCourseware', data: { id: 5, holder, by: 1, now: NOW } };
    const removed: ShelfEvent = { type: 'CoursewareRemoved', data: { id: 5, holder, by: 1, at: NOW } };
    expect(given(shelfDecider, [added]).when(edit)).toEqual({
      events: [{ type: 'CoursewareEdited', data: { ...fields, desc: '新', id: 5, holder, by: 1, at: NOW } }],
    });
    expect(given(shelfDecider).when(edit)).toEqual({ refused: 'not_found: 课件不存在' });
    expect(given(shelfDecider, [added]).when(remove)).toEqual({ events: [removed] });
    expect(given(shelfDecider, [added, removed]).when(remove)).toEqual({ refused: 'not_found: 课件不存在' });
    const removedPick: ShelfEvent = { type: 'CoursewareRemoved', data: { id: 6, holder, by: 1, at: NOW } };
    expect(given(shelfDecider, [picked(6, 40), removedPick]).when(pick([libraryWare(9, 40)]))).toEqual({
      events: [picked(9, 40)],
    });
  });

  it('an edited courseware stays on the shelf: edited again, removed', () => {
    const edited: ShelfEvent = {
      type: 'CoursewareEdited',
      data: { ...fields, desc: '新', id: 5, holder, by: 1, at: NOW },
    };
    const remove: ShelfCommand = { type: 'RemoveCourseware', data: { id: 5, holder, by: 1, now: NOW } };
    expect(given(shelfDecider, [added, edited]).when(remove)).toEqual({
      events: [{ type: 'CoursewareRemoved', data: { id: 5, holder, by: 1, at: NOW } }],
    });
  });
});
