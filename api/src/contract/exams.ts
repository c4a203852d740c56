import { z } from 'zod';
import {
  ability,
  code12,
  count,
  entity,
  flag01,
  page,
  pageWithExtra,
  rowId,
  score,
  seconds,
  unixTime,
} from './shapes';

/**
 * Exams (homework-grading-exams.md, section 3: exam list row, exam detail, exam attempt row, score
 * statistics, student statistics row, question statistics, exam review report, exam preview, report
 * data), as staff read them under /api/lector and /api/assistants, and as students read them under
 * /api/app.
 */

/** Exam question type: the bank's 1 to 6, and 7 fill-in-the-blank (exam only). */
const quesType = z
  .int()
  .min(1)
  .max(7)
  .describe(
    '1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material, 7 fill-in-the-blank',
  );
/** An exam attempt's status: 2 awaiting review, 1 reviewed (0 while it is being answered). */
const testStatus = z.int().min(1).max(2).describe('1 reviewed, 2 awaiting review');
/** An exam's state: 1 draft, 2 published, 3 closed. */
const examStatus = z.int().min(1).max(3).describe('1 draft, 2 published, 3 closed');
const timeType = code12.describe('1 fixed period, 2 long-term');
/** A rate as a fraction (0.333), rounded once to the permille. */
const fraction = z.number().min(0).max(1).describe('A fraction, 0 to 1, three decimals');
const nullableScore = score.nullable().describe('A score, one decimal; null while no paper is reviewed');
const schoolRef = z.strictObject({ id: rowId, name: z.string() });
const periodTime = (what: string) =>
  unixTime.nullable().describe(`${what} of a fixed-period exam (Unix seconds); null for a long-term exam`);

/** Spec (Question): an option of a choice question. */
const option = z.strictObject({
  id: z.int().min(1).describe('1 to 6, read as the letters A to F'),
  content: z.string(),
  is_right: code12.describe('1 right, 2 wrong'),
});
/** A student may not see which option is right before the answer rule allows it. */
const studentOption = option.extend({ is_right: option.shape.is_right.optional() });

/** What the answer rule may hide from a student is optional in the student's answers (`S` true). */
type Hidden<S extends boolean, T extends z.ZodType> = S extends true ? z.ZodOptional<T> : T;
const hiddenFor =
  <S extends boolean>(student: S) =>
  <T extends z.ZodType>(schema: T) =>
    (student ? schema.optional() : schema) as Hidden<S, T>;
const optionFor = <S extends boolean>(student: S) =>
  (student ? studentOption : option) as S extends true ? typeof studentOption : typeof option;

/** A material question's sub-question, as the bank keeps it. */
const subQuestion = <S extends boolean>(student: S) =>
  z.strictObject({
    id: rowId,
    ques_type: quesType,
    ques_stem: z.string(),
    ques_option: z.array(optionFor(student)),
    right_answer: hiddenFor(student)(z.string()),
    ques_analysis: hiddenFor(student)(z.string()),
  });

const blank = z.strictObject({ answers: z.array(z.string()).describe('Accepted answers of the blank') });

/** Spec: Question, as the exam keeps its own copy on the paper. */
export const paperQuestion = entity(
  {
    ques_type: quesType,
    ques_stem: z.string(),
    ques_option: z.array(option),
    right_answer: z.string().describe('Short answer’s reference answer; empty for other types'),
    ques_analysis: z.string(),
    facility_value: z
      .int()
      .min(1)
      .max(5)
      .optional()
      .describe('Difficulty 1 to 5, as the bank question had it when copied; absent for fill-in-the-blank'),
    ques_item: z.array(subQuestion(false)).describe('A material question’s sub-questions'),
    score,
  },
  {
    question_id: rowId.describe('Its number on the paper (1, 2, … over all sections)'),
    ques_id: z.int().min(0).describe('The bank question it was copied from; 0 for fill-in-the-blank'),
    blanks: z.array(blank).describe('Fill-in-the-blank only: each blank’s accepted answers'),
  },
);

const paperSection = z.strictObject({
  name: z.string(),
  introduce: z.string(),
  questions: z.array(paperQuestion),
});

const classifyFields = { id: rowId, name: z.string(), parent_id: z.int().min(0).describe('0 at the top') };
/** A node of the exam classification tree (`testClassify`): two levels, the second without children. */
export const examClassify = z.strictObject({
  ...classifyFields,
  children: z.array(
    z.strictObject({
      ...classifyFields,
      children: z.array(z.never()).max(0).describe('None: the tree has two levels'),
    }),
  ),
});
export const examClassifyTree = z.array(examClassify);

/** `test/getSchoolInfo`, `/api/app/getSchool`: the schools, and whether the school filter shows. */
export const schoolInfo = z.strictObject({
  list: z.array(schoolRef),
  show_school_filter: flag01.describe('1 when more than one school exists'),
});

const examAbilities = z.strictObject({ edit: ability, publish: ability, close: ability });

/** Spec (ExamManage row): id, name, category, time type, start, end, should-test, tested, score, status, creator, school. */
const examRowSpec = {
  id: rowId,
  name: z.string(),
  classify_name: z.string().describe('The category'),
  time_type: timeType,
  start_time: periodTime('Start'),
  end_time: periodTime('End'),
  should_num: count.describe('Should-test count: students in the exam’s classes'),
  tested_num: count.describe('Already-tested count: students with a submitted attempt'),
  score: score.describe('Total score'),
  status: examStatus.describe('Publish status: 1 draft, 2 published, 3 closed'),
  creator_name: z.string(),
  school_name: z.string(),
};
const examRowExtras = {
  classify_id: rowId,
  limit_time: seconds.describe('Answer duration in seconds; 0 unlimited'),
  pass_score: score,
  test_num: count.describe('Attempts allowed per student'),
  question_num: count,
  creator_id: rowId,
  school_id: rowId,
  release_mode: code12.describe('When results reach the students: 1 automatically, 2 when released'),
  abilities: examAbilities,
};

export const examRow = entity(examRowSpec, examRowExtras);
export const examList = page(examRow);

/** `test/info/{id}`: the list row and the exam as its form edits it. */
export const examForEditing = entity(examRowSpec, {
  ...examRowExtras,
  duration: z.number().min(0).describe('Answer duration in minutes; 0 unlimited'),
  class_ids: z.array(rowId),
  sections: z.array(paperSection),
});

/** Released grades: the exam's release mode and the viewer's classes of it, each with its release. */
export const examRelease = z.strictObject({
  id: rowId,
  release_mode: code12.describe('When results reach the students: 1 automatically, 2 when released'),
  classes: z.array(
    z.strictObject({
      id: rowId,
      name: z.string(),
      results_released_at: unixTime
        .nullable()
        .describe('When the teacher released the results to this class (release_mode 2); null before'),
    }),
  ),
  unreleased_class_count: count.describe('The viewer’s classes still waiting for results (0 when automatic)'),
  abilities: z.strictObject({ release_results: ability }),
});

/** Spec: exam detail (ExamDetail header). */
export const examHeader = entity(
  {
    name: z.string(),
    score: score.describe('Total score'),
    pass_score: score,
    number: count.describe('Participants: students with a submitted attempt'),
    time: seconds.describe('Answer duration in seconds; 0 unlimited'),
  },
  { id: rowId, release: examRelease },
);

/** Spec: exam attempt row (试卷管理). */
export const examAttempt = entity(
  {
    id: rowId.describe('The attempt’s report id'),
    nickname: z.string(),
    score: score.describe('The attempt’s score'),
    mobile: z.string(),
    org_name: z.string().describe('The student’s classes among the exam’s, joined by 、'),
    test_status: testStatus,
    is_pass: z.int().min(0).max(1).describe('1 passed, 0 not (read only when reviewed)'),
    submit_time: unixTime,
    isCan: flag01.describe('1 when the viewer may review it (awaiting review and allowed to correct)'),
  },
  { uid: rowId, attempt_no: z.int().min(1) },
);

export const examAttempts = pageWithExtra(
  examAttempt,
  z.strictObject({ user_school_list: z.array(schoolRef).describe('The schools of the school filter') }),
);

/** Spec: score statistics (成绩统计) with its chart. */
export const examScoreStatistics = entity(
  {
    average_right_percent: fraction.nullable().describe('Average score over the total, a fraction'),
    average_score: nullableScore,
    max_score: nullableScore,
    min_score: nullableScore,
    average_answer_time: seconds.nullable(),
    answer_users_num: count.describe('Students with a reviewed paper'),
    pass_nums: count,
    pass_percent: fraction.nullable(),
    chart: z.strictObject({
      percent: z.number().min(0).max(100).nullable().describe('Pass rate as a percentage'),
      userNums: z.array(count).describe('Students per score step'),
      scoreSteps: z.array(z.string()).describe('The score steps, e.g. 0-20'),
    }),
  },
  { awaiting_review_num: count.describe('Students whose papers all await review') },
);

/** Spec: student statistics row (学员统计). */
export const examStudent = entity(
  {
    nickname: z.string(),
    ranking: z.int().min(1).nullable().describe('Null until reviewed'),
    score: score.describe('The exam’s total score'),
    user_score: nullableScore,
    subjective_score: nullableScore,
    answer_time: seconds.nullable(),
    submit_time: unixTime.nullable(),
    is_finish_conditions: z
      .int()
      .min(0)
      .max(1)
      .nullable()
      .describe('1 reviewed, 0 not sat, null awaiting review'),
    is_pass: z.int().min(0).max(1).nullable().describe('1 passed, 0 not; null until reviewed'),
    test_status: testStatus.nullable().describe('Null without an attempt'),
    answer_nums: count.describe('Submitted attempts'),
    is_effective: z.int().min(0).max(1).nullable().describe('1 submitted in time, 0 timed out'),
    school_name: z.string(),
    report_id: rowId.nullable().describe('The counted attempt; null without one'),
  },
  { uid: rowId },
);
export const examStudents = page(examStudent);

/** Spec: question statistics (试题统计): per-type summary and per-question rows. */
export const examQuestionStatistics = z.strictObject({
  type_stat: z.strictObject({
    table_header: z.array(z.string()),
    table_body: z.array(
      entity(
        {
          question_type: z.string().describe('The type’s name'),
          wrong_rate: fraction.nullable(),
          average_score: nullableScore,
        },
        { question_num: count },
      ),
    ),
  }),
  list: z.array(
    entity(
      {
        sort: z.int().min(1),
        stem: z.string(),
        type: quesType,
        wrong_count: count,
        right_rate: fraction.nullable(),
        score,
        average_score: nullableScore,
        wrong_option: z.string().optional().describe('The most chosen wrong option ids; absent when none'),
      },
      { question_id: rowId },
    ),
  ),
});

/** A file made for its requester: where to fetch it, until when. */
export const examExport = z.strictObject({ url: z.string(), file_name: z.string(), expires_at: unixTime });

/**
 * Spec: exam review report (testDetail/report/{report_id}). In the student's own (`student`), what
 * marking gave is absent while the teacher has not released the results (release_mode 2).
 */
const reviewInfoFor = <S extends boolean>(student: S) => {
  const result = hiddenFor(student);
  return entity(
    {
      id: rowId,
      test_name: z.string(),
      nickname: z.string(),
      ranking: result(z.int().min(1).nullable().describe('Null while the paper awaits review')),
      user_count: count.describe('Students with a reviewed paper'),
      answer_time: seconds,
      test_status: testStatus,
      is_pass: result(z.int().min(0).max(1).describe('1 pass')),
      sum_score: score.describe('The exam’s total score'),
      user_score: result(nullableScore),
      subjective_score: result(
        score.nullable().describe('Null while awaiting review or without subjective questions'),
      ),
      score: score.describe('The exam’s total score'),
      status: testStatus,
      submit_time: unixTime.nullable(),
    },
    {
      exam_id: rowId,
      pass_score: score,
      objective_score: result(score),
      attempt_no: z.int().min(1),
      comment: z.string().optional().describe('The reviewer’s comment; absent without one'),
    },
  );
};
const reviewInfo = reviewInfoFor(false);

const reviewAttempt = z.strictObject({
  id: rowId,
  attempt_no: z.int().min(1),
  submit_time: unixTime.nullable(),
  test_status: testStatus,
});

const cardStatus = z
  .int()
  .min(1)
  .max(5)
  .describe('1 right, 2 wrong, 3 no answer, 4 awaiting review, 5 reviewed');

const reviewCard = <S extends boolean>(student: S) =>
  z.array(
    z.strictObject({
      name: z.string(),
      introduce: z.string(),
      items: z.array(
        entity(
          {
            id: rowId,
            sort: z.int().min(1),
            status: hiddenFor(student)(cardStatus),
            is_sign: flag01.describe('1 flagged by the student'),
            question_type: quesType,
          },
          {},
        ),
      ),
    }),
  );

const attachment = z.strictObject({ url: z.string(), name: z.string(), ext: z.string() });

/** A question of the review: `student` makes what the answer rule may hide optional. */
const reviewQuestion = <S extends boolean>(student: S) => {
  const hidden = hiddenFor(student);
  return entity(
    {
      ques_stem: z.string(),
      ques_option: z.array(optionFor(student)),
      ques_analysis: hidden(z.string()),
      facility_value: z.int().min(1).max(5).optional().describe('Absent for fill-in-the-blank'),
      right_answer: z.string().optional().describe('Absent when the question has none of its own'),
      user_answer: z
        .string()
        .describe('Choice: option ids comma-joined; blanks: a JSON list; subjective: JSON {content, images}'),
      average_rate: fraction.optional().describe('Right rate of the reviewed papers; absent before any'),
      user_score: hidden(score.nullable().describe('Null while awaiting review')),
      review_comment: z.string().optional().describe('The reviewer’s remark; absent without one'),
      attachments: hidden(z.array(attachment)),
    },
    {
      id: rowId.describe('The question’s number on the paper'),
      sort: z.int().min(1),
      section: z.string(),
      ques_type: quesType,
      ques_item: z.array(subQuestion(student)),
      score,
      status: hidden(cardStatus),
      is_sign: flag01,
    },
  );
};

const reviewShape = <S extends boolean>(student: S) =>
  z.strictObject({
    report_info: reviewInfoFor(student),
    report_list: z.array(reviewAttempt).describe('The student’s submitted attempts of the exam'),
    card_info: reviewCard(student),
    question: z.array(reviewQuestion(student)),
  });

export const examReview = reviewShape(false).extend({
  report_info: reviewInfo.extend({
    abilities: z.strictObject({ mark: ability }).meta({ 'x-extra': true }),
  }),
});
/** Released grades, as the student's exam calls carry them. */
const studentRelease = {
  release_mode: code12.describe(
    'When results reach the student: 1 automatically, 2 when the teacher releases them (批改中，成绩未发布 until then)',
  ),
  results_released: z
    .boolean()
    .describe('False while release_mode 2 waits for the teacher: no score, comment, mark or answer is sent'),
};

/**
 * The student's own review: answers, analyses and automatic marks only when the answer rule allows;
 * nothing marking gave while the results wait for the teacher's release.
 */
export const studentExamReview = reviewShape(true).extend(studentRelease);

/** Spec: report data (the grading page's), for an exam paper. */
const markingQuestion = entity(
  {
    score: score.describe('Full score of the question'),
    get_score: score.nullable().describe('Points given; null while awaiting review'),
    remark: z.string(),
    images: z.array(z.strictObject({ url: z.string(), draw: z.string().describe('The drawing, JSON text') })),
  },
  {
    section: z.string(),
    ques_id: rowId,
    question_id: rowId,
    sort: z.int().min(1),
    ques_type: quesType,
    ques_stem: z.string(),
    ques_option: z.array(option),
    right_answer: z.string(),
    ques_analysis: z.string(),
    user_answer: z.string(),
    status: z.int().min(1).max(4).describe('1 right, 2 wrong, 3 no answer, 4 pending'),
    is_review: code12.describe('1 graded, 2 pending'),
    revision: count,
  },
);
const markingCard = z.array(
  z.strictObject({
    name: z.string(),
    children: z.array(
      entity(
        {
          ques_id: rowId,
          question_id: rowId,
          sort: z.int().min(1),
          is_review: code12.describe('1 graded, 2 pending'),
          status: z.int().min(1).max(4),
          score,
        },
        {},
      ),
    ),
  }),
);

export const examMarking = z.strictObject({
  report_info: entity(
    {
      test_name: z.string(),
      nickname: z.string(),
      user_score: nullableScore,
      sum_score: score,
      answer_time: seconds,
      is_set_score: z.literal(2).describe('2: an exam paper is always scored'),
      test_status: testStatus,
    },
    {
      report_id: rowId,
      exam_id: rowId,
      submit_time: unixTime.nullable(),
      comment: z.string().describe('The reviewer’s comment, as the form edits it'),
      opened_by: rowId.nullable().describe('Who holds the marking lease'),
    },
  ),
  subject_card_info: markingCard,
  objective_card_info: markingCard,
  subject_question: z.array(markingQuestion),
  objective_question: z.array(markingQuestion),
  next_report_id: rowId.nullable(),
});

export const markedQuestion = z.strictObject({
  ques_id: rowId,
  revision: count,
  is_review: code12.describe('1 graded, 2 pending'),
});
export const finishedPaper = z.strictObject({ next_report_id: rowId.nullable() });

/** Spec: exam preview. */
export const examPreview = z.strictObject({
  exam: entity(
    {
      name: z.string(),
      limit_time: seconds.describe('0 unlimited'),
      score,
      pass_score: score,
      type: timeType,
    },
    { id: rowId, classify_name: z.string(), question_num: count },
  ),
  detail: z.array(
    z.strictObject({
      section: z.strictObject({ name: z.string(), introduce: z.string() }),
      list: z.array(
        entity(
          {
            ques_type: quesType,
            ques_stem: z.string(),
            ques_option: z.array(option),
            right_answer: z.string(),
            ques_analysis: z.string(),
            ques_item: z.array(subQuestion(false)),
            score,
          },
          { question_id: rowId, blank_count: count.describe('Fill-in-the-blank: how many blanks') },
        ),
      ),
    }),
  ),
});

/** `download/pdf`: the rendered paper, fetched by its requester only. */
export const examPdf = z.strictObject({
  path: z.string().describe('The file’s private address (the spec’s name)'),
  url: z.string(),
  file_name: z.string(),
});

/** A student's exam (/api/app/exam). */
export const studentExam = entity(
  {
    id: rowId,
    name: z.string(),
    score,
    pass_score: score,
    limit_time: seconds.describe('0 unlimited'),
  },
  {
    time_type: timeType,
    start_time: periodTime('Start'),
    end_time: periodTime('End'),
    test_num: count.describe('Attempts allowed'),
    status: z.int().min(2).max(3).describe('2 published, 3 closed'),
    attempts_used: count,
    answering_report_id: rowId.nullable().describe('The attempt still being answered'),
    report_ids: z.array(rowId).describe('Submitted attempts'),
    ...studentRelease,
    abilities: z.strictObject({ start: ability }),
  },
);
export const studentExams = page(studentExam);

export const startedAttempt = z.strictObject({ report_id: rowId });

const savedAnswer = z.strictObject({
  answer: z.union([z.string(), z.array(z.string())]),
  is_sign: flag01,
});
const questionMark = z.strictObject({
  question_id: rowId,
  status: z.int().min(1).max(4).describe('1 right, 2 wrong, 3 no answer, 4 pending review'),
  score: score.nullable(),
});

/** One of the student's attempts (/api/app/exam/report/{id}): the paper, saved answers, time left. */
export const studentAttempt = z.strictObject({
  exam: entity({ name: z.string(), score, pass_score: score, limit_time: seconds }, {}),
  sections: z.array(
    z.strictObject({
      name: z.string(),
      introduce: z.string(),
      questions: z.array(
        entity(
          {
            ques_type: quesType,
            ques_stem: z.string(),
            ques_option: z.array(studentOption),
            right_answer: z.string().optional(),
            ques_analysis: z.string().optional(),
            ques_item: z.array(subQuestion(true)),
            score,
          },
          { question_id: rowId, blank_count: count },
        ),
      ),
    }),
  ),
  report_id: rowId,
  exam_id: rowId,
  attempt_no: z.int().min(1),
  test_status: z.int().min(0).max(2).describe('0 answering, 1 reviewed, 2 awaiting review'),
  started_at: unixTime,
  due_at: unixTime.describe('0 without a limit'),
  remaining: seconds.nullable().describe('Seconds left; null when unlimited'),
  submit_time: unixTime.nullable(),
  answer_time: seconds,
  objective_score: score
    .optional()
    .describe('Absent until the teacher releases the results (release_mode 2)'),
  user_score: score.optional().describe('Absent until the teacher releases the results (release_mode 2)'),
  is_pass: z.int().min(0).max(1).optional().describe('Absent until the teacher releases the results'),
  answers: z.record(z.string(), savedAnswer).describe('Saved answers by question number'),
  marks: z.array(questionMark).optional().describe('How each question was marked; absent while hidden'),
  ...studentRelease,
});
