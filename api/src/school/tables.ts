import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

interface NamedRow {
  id: number;
  name: string;
}

export interface SchoolTables {
  campuses: NamedRow;
  grades: NamedRow & { sort: number };
  classifies: NamedRow;
  subjects: NamedRow;
  rooms: NamedRow & { campus_id: number };
  courses: {
    id: number;
    title: string;
    course_type: number;
    parent_id: number | null;
    cover_img: string;
    created_at: number;
  };
  course_teachers: { course_id: number; teacher_id: number };
  course_periods: {
    id: number;
    course_id: number;
    title: string;
    sort: number;
    start_play: number;
    end_play: number;
  };
  large_classes: NamedRow;
  classes: {
    id: number;
    name: string;
    grade_id: number;
    classify_id: number;
    large_class_id: number;
    valid_type: number;
    valid_time: number | null;
    cover_image: string;
    schedule_image: string;
    group_id: number;
    group_hidden: number;
    is_processing: number;
    created_at: number;
  };
  class_staff: { class_id: number; user_id: number; duty: 'head_teacher' | 'teacher' | 'assistant' };
  class_students: { class_id: number; uid: number; status: number; joined_at: number };
  class_courses: { class_id: number; course_id: number };
  team_classes: {
    id: number;
    class_name: string;
    campus_id: number;
    grade_id: number;
    classify_id: number;
    subject_id: number;
    teacher_id: number;
    assistant_id: number;
    teaching_mode: number;
    room_id: number;
    status: number;
    start_time: number;
    remarks: string;
    created_at: number;
  };
  team_class_students: {
    team_class_id: number;
    uid: number;
    joined_at: number;
    contract_number: string | null;
  };
  lesson_times: {
    id: number;
    team_class_id: number;
    teacher_id: number;
    arrange_time: number;
    time_name: string;
    status: number;
  };
}

/** The domain's tables join the API's one Database type here (declaration merging). */
declare module '../store/schema' {
  interface Database extends SchoolTables {}
}

const named = { id: 'integer', name: 'text' } as const;

const createSchoolTables: DomainMigration = (db) =>
  createTables(db, {
    campuses: { columns: named, primaryKey: ['id'] },
    grades: { columns: { ...named, sort: 'integer' }, primaryKey: ['id'] },
    classifies: { columns: named, primaryKey: ['id'] },
    subjects: { columns: named, primaryKey: ['id'] },
    rooms: { columns: { ...named, campus_id: 'integer' }, primaryKey: ['id'] },
    courses: {
      columns: {
        id: 'integer',
        title: 'text',
        course_type: 'integer',
        parent_id: 'integer?',
        cover_img: 'text',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['parent_id']],
    },
    course_teachers: {
      columns: { course_id: 'integer', teacher_id: 'integer' },
      primaryKey: ['course_id', 'teacher_id'],
      indexes: [['teacher_id']],
    },
    course_periods: {
      columns: {
        id: 'integer',
        course_id: 'integer',
        title: 'text',
        sort: 'integer',
        start_play: 'bigint',
        end_play: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['course_id']],
    },
    large_classes: { columns: named, primaryKey: ['id'] },
    classes: {
      columns: {
        id: 'integer',
        name: 'text',
        grade_id: 'integer',
        classify_id: 'integer',
        large_class_id: 'integer',
        valid_type: 'integer',
        valid_time: 'bigint?',
        cover_image: 'text',
        schedule_image: 'text',
        group_id: 'integer',
        group_hidden: 'integer',
        is_processing: 'integer',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
    },
    class_staff: {
      columns: { class_id: 'integer', user_id: 'integer', duty: 'text' },
      primaryKey: ['class_id', 'user_id', 'duty'],
      indexes: [['user_id']],
    },
    class_students: {
      columns: { class_id: 'integer', uid: 'integer', status: 'integer', joined_at: 'bigint' },
      primaryKey: ['class_id', 'uid'],
      indexes: [['uid']],
    },
    class_courses: {
      columns: { class_id: 'integer', course_id: 'integer' },
      primaryKey: ['class_id', 'course_id'],
      indexes: [['course_id']],
    },
    team_classes: {
      columns: {
        id: 'integer',
        class_name: 'text',
        campus_id: 'integer',
        grade_id: 'integer',
        classify_id: 'integer',
        subject_id: 'integer',
        teacher_id: 'integer',
        assistant_id: 'integer',
        teaching_mode: 'integer',
        room_id: 'integer',
        status: 'integer',
        start_time: 'bigint',
        remarks: 'text',
        created_at: 'bigint',
      },
      primaryKey: ['id'],
      indexes: [['assistant_id'], ['teacher_id']],
    },
    team_class_students: {
      columns: { team_class_id: 'integer', uid: 'integer', joined_at: 'bigint' },
      primaryKey: ['team_class_id', 'uid'],
    },
    lesson_times: {
      columns: {
        id: 'integer',
        team_class_id: 'integer',
        teacher_id: 'integer',
        arrange_time: 'bigint',
        time_name: 'text',
        status: 'integer',
      },
      primaryKey: ['id'],
      indexes: [['team_class_id']],
    },
  });

/** 合同编号 of an enrolment, kept since enrolments carry their contract. */
const addContractNumbers: DomainMigration = async (db) => {
  await db.schema.alterTable('team_class_students').addColumn('contract_number', 'text').execute();
};

export const schoolMigrations: [string, DomainMigration][] = [
  ['0200_school', createSchoolTables],
  ['2500_school_contract_numbers', addContractNumbers],
];
