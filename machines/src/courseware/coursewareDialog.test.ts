import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  type CoursewareDialogEvent,
  coursewareDialogMachine,
  type UploadedWare,
  type WareUploadInput,
} from './coursewareDialog';

const PDF: UploadedWare = { url: '/api/files/a.pdf', fid: 'a.pdf', fileName: 'a.pdf', ext: 'pdf', size: 10 };

/** The dialog with an upload that finishes with `uploaded` and a save that records what it saved. */
function dialog(uploaded: UploadedWare | string = PDF) {
  const saved: unknown[] = [];
  const actor = createActor(
    coursewareDialogMachine.provide({
      actors: {
        upload: fromCallback<CoursewareDialogEvent, WareUploadInput>(({ sendBack }) => {
          sendBack({ type: 'upload.progress', progress: 0.5 });
          if (typeof uploaded === 'string') sendBack({ type: 'upload.failed', message: uploaded });
          else sendBack({ type: 'upload.done', file: uploaded });
        }),
        save: fromPromise(async ({ input }) => {
          saved.push(input.context.fields);
        }),
      },
    }),
  ).start();
  return { actor, saved };
}

describe('the courseware dialog', () => {
  it('opens with type 1 and is_sync 2 by default (spec section 9)', () => {
    const { actor } = dialog();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ wareType: 1, isSync: 2 });
  });

  it('uploads a file of the type’s formats, then saves a complete draft and closes', async () => {
    const { actor, saved } = dialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', fields: { name: '讲义', classifyId: '1' } });
    actor.send({ type: 'file.choose', file: { name: 'a.pdf', size: 10 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.file).toEqual(PDF);
    actor.send({ type: 'save' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(saved).toEqual([expect.objectContaining({ name: '讲义' })]);
  });

  it('changing the type clears the chosen file', () => {
    const { actor } = dialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'file.choose', file: { name: 'a.pdf', size: 10 } });
    actor.send({ type: 'type.change', wareType: 2 });
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('refuses a file of another format or over 100 MB before uploading it', () => {
    const { actor } = dialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'file.choose', file: { name: 'song.mp3', size: 10 } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toContain('普通课件仅支持');
    actor.send({ type: 'type.change', wareType: 3 });
    actor.send({ type: 'file.choose', file: { name: 'big.mp4', size: 101 * 1024 * 1024 } });
    expect(actor.getSnapshot().context.error).toBe('音视频课件不能超过100MB');
  });

  it('an incomplete draft stays open with the first rule’s message; an upload failure is shown', () => {
    const { actor } = dialog('文件类型不支持');
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.error).toBe('请输入');
    actor.send({ type: 'file.choose', file: { name: 'a.pdf', size: 10 } });
    expect(actor.getSnapshot().context.error).toBe('文件类型不支持');
    expect(actor.getSnapshot().context.file).toBeNull();
  });
  it('editing opens with the courseware’s fields and file; the category is required unless the courseware is a session’s', async () => {
    const { actor, saved } = dialog();
    actor.send({ type: 'dialog.open', editingId: '5', fields: { name: '讲义' }, file: PDF });
    expect(actor.getSnapshot().context).toMatchObject({ editingId: '5', file: PDF, classifyOptional: false });
    expect(actor.getSnapshot().context.fields).toMatchObject({ name: '讲义', wareType: 1, isSync: 2 });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.error).toBe('请选择');
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'dialog.open', fields: { name: '课次讲义' }, file: PDF, classifyOptional: true });
    expect(actor.getSnapshot().context.editingId).toBeNull();
    actor.send({ type: 'save' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(saved).toEqual([expect.objectContaining({ name: '课次讲义' })]);
  });

  it('an upload is given the file and the type, and shows the file’s name and the share sent so far', () => {
    const inputs: WareUploadInput[] = [];
    let send: ((event: CoursewareDialogEvent) => void) | undefined;
    const actor = createActor(
      coursewareDialogMachine.provide({
        actors: {
          upload: fromCallback<CoursewareDialogEvent, WareUploadInput>(({ sendBack, input }) => {
            inputs.push(input);
            send = sendBack;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'type.change', wareType: 3 });
    actor.send({ type: 'file.choose', file: { name: 'talk.mp4', size: 10 } });
    expect(inputs).toEqual([{ file: { name: 'talk.mp4', size: 10 }, wareType: 3 }]);
    expect(actor.getSnapshot().context.uploading).toEqual({ name: 'talk.mp4', progress: 0 });
    send?.({ type: 'upload.progress', progress: 0.4 });
    expect(actor.getSnapshot().context.uploading).toEqual({ name: 'talk.mp4', progress: 0.4 });
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.uploading).toBeNull();
  });

  it('a refused save keeps the dialog open with the server’s message', async () => {
    const actor = createActor(
      coursewareDialogMachine.provide({
        actors: { save: fromPromise(() => Promise.reject(new Error('课件不存在'))) },
      }),
    ).start();
    actor.send({ type: 'dialog.open', fields: { name: '讲义', classifyId: '1' }, file: PDF });
    actor.send({ type: 'save' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('课件不存在');
  });
});
