import { stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import {
  adoptUpload,
  FILES_URL_PATH,
  fileUrl,
  IMAGE_KINDS,
  isFileUrl,
  parseFileName,
  storedPath,
} from '../files';
import type { UploadedFile } from '../http/multipart';
import type { Viewer } from '../http/viewer';
import { classDecider } from '../school';
import { invalid, notFound, tooLarge } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { studyDecider, studyStreamId } from './study';
import { STUDY_MESSAGES, type StudyMode } from './studyRules';

/** A schedule image is a picture of a timetable: at most 5 MB, png, jpg, gif or webp by content. */
export const SCHEDULE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SCHEDULE_MESSAGES = {
  required: '请上传课表图片',
  badPath: '课表图片地址不正确，请重新上传',
  badType: '课表图片只能是 png、jpg、gif 或 webp 图片',
  tooLarge: '课表图片不能超过5MB',
} as const;

/**
 * The schedule image of a class: either a path the files module answered for an upload (the spec's
 * body `schedule_image`), or the image itself in a multipart field `file`. Either way the file is an
 * image by its content and within the size limit.
 */
export async function scheduleImagePath(
  pathValue: string | undefined,
  file: UploadedFile | undefined,
): Promise<string> {
  if (file) {
    if (file.size > SCHEDULE_IMAGE_MAX_BYTES) throw tooLarge(SCHEDULE_MESSAGES.tooLarge);
    try {
      return fileUrl(await adoptUpload(file, IMAGE_KINDS));
    } catch {
      throw invalid(SCHEDULE_MESSAGES.badType);
    }
  }
  if (!pathValue) throw invalid(SCHEDULE_MESSAGES.required);
  if (!isFileUrl(pathValue)) throw invalid(SCHEDULE_MESSAGES.badPath);
  const name = parseFileName(pathValue.slice(FILES_URL_PATH.length));
  if (!name) throw invalid(SCHEDULE_MESSAGES.badPath);
  if (!IMAGE_KINDS.includes(name.ext)) throw invalid(SCHEDULE_MESSAGES.badType);
  const size = await stat(storedPath(name)).then(
    (s) => s.size,
    () => undefined,
  );
  if (size === undefined) throw invalid(SCHEDULE_MESSAGES.badPath);
  if (size > SCHEDULE_IMAGE_MAX_BYTES) throw tooLarge(SCHEDULE_MESSAGES.tooLarge);
  return pathValue;
}

export async function setScheduleImage(
  store: Store,
  classId: number,
  scheduleImage: string,
  now: number,
  meta: EventMeta,
) {
  await store.handle(
    classDecider,
    streamId('class', classId),
    { type: 'SetScheduleImage', data: { classId, scheduleImage, at: now } },
    meta,
  );
  return { schedule_image: scheduleImage };
}

export interface StudyInput {
  period_id: number;
  slice_start: number;
  seconds: number;
  position: number;
  mode: StudyMode;
}

/** The period, if the student sits (in class) in a class that takes its course. */
async function studentPeriod(db: Kysely<Database>, uid: number, periodId: number) {
  const row = await db
    .selectFrom('course_periods as p')
    .innerJoin('courses as c', 'c.id', 'p.course_id')
    .select(['p.id', 'p.course_id', 'p.start_play', 'p.end_play', 'c.course_type'])
    .where('p.id', '=', periodId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_courses as cc')
          .innerJoin('class_students as cs', 'cs.class_id', 'cc.class_id')
          .select('cc.class_id')
          .whereRef('cc.course_id', '=', 'p.course_id')
          .where('cs.uid', '=', uid)
          .where('cs.status', '=', 1),
      ),
    )
    .executeTakeFirst();
  if (!row) throw notFound(STUDY_MESSAGES.periodNotFound);
  return row;
}

/**
 * Records one slice of a student's study (idempotent: the same slice again changes nothing and
 * answers `recorded: false`).
 */
export async function recordStudy(
  store: Store,
  viewer: Viewer,
  input: StudyInput,
  now: number,
  meta: EventMeta,
) {
  const period = await studentPeriod(store.db, viewer.id, input.period_id);
  const result = await store.handle(
    studyDecider,
    studyStreamId(viewer.id, input.period_id),
    {
      type: 'RecordStudy',
      data: {
        uid: viewer.id,
        periodId: input.period_id,
        courseId: Number(period.course_id),
        slices: [
          {
            sliceStart: input.slice_start,
            seconds: input.seconds,
            position: input.position,
            mode: input.mode,
            at: now,
          },
        ],
        period: {
          courseType: Number(period.course_type),
          startPlay: Number(period.start_play),
          endPlay: Number(period.end_play),
        },
      },
    },
    meta,
  );
  return { recorded: result.events.length > 0 };
}
