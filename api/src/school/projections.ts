import { defineProjection } from '../store/projection';
import type { CatalogueEvent, CatalogueKind } from './catalogue';
import type { CourseEvent } from './course';
import type { ClassEvent } from './schoolClass';
import type { TeamClassEvent } from './teamClass';

const TABLE_OF: Record<Exclude<CatalogueKind, 'grade' | 'room'>, 'campuses' | 'classifies' | 'subjects'> = {
  campus: 'campuses',
  classify: 'classifies',
  subject: 'subjects',
};

export const catalogueProjection = defineProjection<CatalogueEvent>({
  name: 'catalogue',
  tables: ['campuses', 'grades', 'classifies', 'subjects', 'rooms'],
  handlers: {
    CatalogueEntryAdded: async (trx, { data: { kind, entry } }) => {
      if (kind === 'grade') {
        await trx
          .insertInto('grades')
          .values({ id: entry.id, name: entry.name, sort: entry.sort ?? entry.id })
          .execute();
      } else if (kind === 'room') {
        await trx
          .insertInto('rooms')
          .values({ id: entry.id, name: entry.name, campus_id: entry.campusId ?? 0 })
          .execute();
      } else {
        await trx.insertInto(TABLE_OF[kind]).values({ id: entry.id, name: entry.name }).execute();
      }
    },
  },
});

export const coursesProjection = defineProjection<CourseEvent>({
  name: 'courses',
  tables: ['courses', 'course_teachers', 'course_periods'],
  handlers: {
    CourseCreated: async (trx, { data }) => {
      await trx
        .insertInto('courses')
        .values({
          id: data.id,
          title: data.title,
          course_type: data.courseType,
          parent_id: data.parentId,
          cover_img: data.coverImg,
          created_at: data.createdAt,
        })
        .execute();
      if (data.teacherIds.length > 0) {
        await trx
          .insertInto('course_teachers')
          .values(data.teacherIds.map((teacher_id) => ({ course_id: data.id, teacher_id })))
          .execute();
      }
    },
    PeriodScheduled: async (trx, { data }) => {
      await trx
        .insertInto('course_periods')
        .values({
          id: data.id,
          course_id: data.courseId,
          title: data.title,
          sort: data.sort,
          start_play: data.startPlay,
          end_play: data.endPlay,
        })
        .execute();
    },
  },
});

export const classesProjection = defineProjection<ClassEvent>({
  name: 'classes',
  tables: ['large_classes', 'classes', 'class_staff', 'class_students', 'class_courses'],
  handlers: {
    ClassOpened: async (trx, { data }) => {
      await trx
        .insertInto('large_classes')
        .values(data.largeClass)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('classes')
        .values({
          id: data.id,
          name: data.name,
          grade_id: data.gradeId,
          classify_id: data.classifyId,
          large_class_id: data.largeClass.id,
          valid_type: data.validType,
          valid_time: data.validTime,
          cover_image: data.coverImage,
          schedule_image: '',
          group_id: data.groupId,
          group_hidden: data.groupHidden,
          is_processing: 1,
          created_at: data.openedAt,
        })
        .execute();
      const staff = [
        ...data.headTeacherIds.map((user_id) => ({
          class_id: data.id,
          user_id,
          duty: 'head_teacher' as const,
        })),
        ...data.teacherIds.map((user_id) => ({ class_id: data.id, user_id, duty: 'teacher' as const })),
        ...data.assistantIds.map((user_id) => ({ class_id: data.id, user_id, duty: 'assistant' as const })),
      ];
      if (staff.length > 0) await trx.insertInto('class_staff').values(staff).execute();
    },
    StudentEnrolled: async (trx, { data }) => {
      await trx
        .insertInto('class_students')
        .values({ class_id: data.classId, uid: data.uid, status: 1, joined_at: data.at })
        .execute();
    },
    CourseAssigned: async (trx, { data }) => {
      await trx
        .insertInto('class_courses')
        .values({ class_id: data.classId, course_id: data.courseId })
        .execute();
    },
    ScheduleImageSet: async (trx, { data }) => {
      await trx
        .updateTable('classes')
        .set({ schedule_image: data.scheduleImage })
        .where('id', '=', data.classId)
        .execute();
    },
  },
});

export const teamClassesProjection = defineProjection<TeamClassEvent>({
  name: 'teamClasses',
  tables: ['team_classes', 'team_class_students', 'lesson_times'],
  handlers: {
    TeamClassOpened: async (trx, { data }) => {
      await trx
        .insertInto('team_classes')
        .values({
          id: data.id,
          class_name: data.className,
          campus_id: data.campusId,
          grade_id: data.gradeId,
          classify_id: data.classifyId,
          subject_id: data.subjectId,
          teacher_id: data.teacherId,
          assistant_id: data.assistantId,
          teaching_mode: data.teachingMode,
          room_id: data.roomId,
          status: 1,
          start_time: data.startTime,
          remarks: data.remarks,
          created_at: data.openedAt,
        })
        .execute();
    },
    TeamClassStudentJoined: async (trx, { data }) => {
      await trx
        .insertInto('team_class_students')
        .values({
          team_class_id: data.teamClassId,
          uid: data.uid,
          joined_at: data.at,
          contract_number: data.contractNumber ?? null,
        })
        .execute();
    },
    LessonTimeScheduled: async (trx, { data }) => {
      await trx
        .insertInto('lesson_times')
        .values({
          id: data.id,
          team_class_id: data.teamClassId,
          teacher_id: data.teacherId,
          arrange_time: data.arrangeTime,
          time_name: data.timeName,
          status: 2,
        })
        .execute();
    },
  },
});
