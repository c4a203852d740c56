import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type AnnouncementCommand, type AnnouncementEvent, announcementDecider } from './announcement';

const NOW = 1_800_000_000;
const head = { headTeacher: true };
const other = { headTeacher: false };
const fields = { title: '期中考试安排', content: '<p>下周三考试</p>' };
const publishedData = { ...fields, id: 4, classId: 1, authorId: 1, nickname: '王老师', at: NOW };
const published: AnnouncementEvent = { type: 'AnnouncementPublished', data: publishedData };
const deleted: AnnouncementEvent = { type: 'AnnouncementDeleted', data: { id: 4, at: NOW + 2 } };
const publish = (patch: Partial<typeof fields> = {}, actor = head): AnnouncementCommand => ({
  type: 'PublishAnnouncement',
  actor,
  data: { ...publishedData, ...patch },
});
const edit = (patch: Partial<typeof fields> = {}, actor = head): AnnouncementCommand => ({
  type: 'EditAnnouncement',
  actor,
  data: { ...fields, ...patch, id: 4, at: NOW + 1 },
});
const remove = (actor = head): AnnouncementCommand => ({
  type: 'DeleteAnnouncement',
  actor,
  data: { id: 4, at: NOW + 2 },
});

describe('announcement decider (spec: head teacher only; title required, max 30; content required)', () => {
  it('the head teacher publishes; anyone else is refused', () => {
    expect(given(announcementDecider).when(publish())).toEqual({ events: [published] });
    expect(given(announcementDecider).when(publish({}, other))).toEqual({
      refused: 'forbidden: 仅班主任可以发布公告',
    });
    expect(given(announcementDecider, [published]).when(publish())).toEqual({
      refused: 'conflict: 公告已存在',
    });
  });

  it('title required (请输入), max 30; content required (请输入), an empty paragraph is empty', () => {
    expect(given(announcementDecider).when(publish({ title: ' ' }))).toEqual({ refused: 'invalid: 请输入' });
    expect(given(announcementDecider).when(publish({ title: '题'.repeat(31) }))).toEqual({
      refused: 'invalid: 标题最多30个字',
    });
    expect(given(announcementDecider).when(publish({ title: '题'.repeat(30) }))).toMatchObject({
      events: [{ type: 'AnnouncementPublished' }],
    });
    expect(given(announcementDecider).when(publish({ content: '<p>&nbsp;</p>' }))).toEqual({
      refused: 'invalid: 请输入',
    });
    expect(
      given(announcementDecider).when(publish({ content: '<p><img src="/files/a.png"></p>' })),
    ).toMatchObject({
      events: [{ type: 'AnnouncementPublished' }],
    });
  });

  it('edited by a head teacher under the same rules', () => {
    expect(given(announcementDecider, [published]).when(edit({ title: '改期' }))).toEqual({
      events: [{ type: 'AnnouncementEdited', data: { ...fields, title: '改期', id: 4, at: NOW + 1 } }],
    });
    expect(given(announcementDecider, [published]).when(edit({}, other))).toEqual({
      refused: 'forbidden: 仅班主任可以编辑或删除公告',
    });
    expect(given(announcementDecider, [published]).when(edit({ content: '' }))).toEqual({
      refused: 'invalid: 请输入',
    });
  });

  it('deletion depends on is_can_delete (the head teacher); a deleted one is gone (公告不存在)', () => {
    expect(given(announcementDecider, [published]).when(remove())).toEqual({ events: [deleted] });
    expect(given(announcementDecider, [published]).when(remove(other))).toEqual({
      refused: 'forbidden: 仅班主任可以编辑或删除公告',
    });
    expect(given(announcementDecider, [published, deleted]).when(remove())).toEqual({
      refused: 'not_found: 公告不存在',
    });
    expect(given(announcementDecider, [published, deleted]).when(edit())).toEqual({
      refused: 'not_found: 公告不存在',
    });
    expect(given(announcementDecider).when(edit())).toEqual({ refused: 'not_found: 公告不存在' });
  });

  it('an edited announcement stays published: edited again, then deleted', () => {
    const edited: AnnouncementEvent = { type: 'AnnouncementEdited', data: { ...fields, id: 4, at: NOW + 1 } };
    expect(given(announcementDecider, [published, edited]).when(remove())).toEqual({ events: [deleted] });
    expect(given(announcementDecider, [published, edited]).when(edit())).toMatchObject({
      events: [{ type: 'AnnouncementEdited' }],
    });
    expect(given(announcementDecider, [published, edited]).when(publish())).toEqual({
      refused: 'conflict: 公告已存在',
    });
  });
});
