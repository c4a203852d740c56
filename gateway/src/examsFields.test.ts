import { enumOf, examQuesTypeLabel } from '@school/machines';
import { beforeAll, describe, expect, it } from 'vitest';
import { ABILITY, DEMO_TEACHER, fieldsSuite, id, type Raw, type Rows, time } from './testing/fieldsSuite';

/**
 * Exams field by field (the demo school's exams, sat by its students): every field of each GraphQL
 * answer against the REST answer it comes from, so the one conversion at the gateway's edge keeps each
 * name and value.
 */
// The head teacher of the demo school's first class, whose exams its students sat.
const suite = fieldsSuite({ mobile: DEMO_TEACHER, restRoot: '/lector' });
const { rest } = suite;
let exam: string;

/** REST's 1/0 yes-no codes, null where the result is not known yet, as GraphQL's Boolean. */
const yesNo = (value: unknown) => (value === null ? null : value === 1);
const ROW = `id name classifyId classifyName timeType startTime endTime durationMinutes score passScore attempts
  questionCount status shouldTestCount testedCount creatorName schoolId schoolName resultsReleasedByTeacher
  abilities { edit ${ABILITY} publish ${ABILITY} close ${ABILITY} }`;

const gql = (query: string, variables: Raw = {}) => suite.gql(query, { exam, ...variables });
const restPost = (path: string, body: Raw) => suite.restCall('POST', path, body);

const examRow = (r: Raw) => ({
  id: String(r.id),
  name: r.name,
  classifyId: String(r.classify_id),
  classifyName: r.classify_name,
  timeType: enumOf('ExamTimeType', r.time_type as number),
  startTime: r.time_type === 1 ? time(r.start_time) : null,
  endTime: r.time_type === 1 ? time(r.end_time) : null,
  durationMinutes: Math.round((r.limit_time as number) / 60),
  score: r.score,
  passScore: r.pass_score,
  attempts: r.test_num,
  questionCount: r.question_num,
  status: enumOf('ExamStatus', r.status as number),
  shouldTestCount: r.should_num,
  testedCount: r.tested_num,
  creatorName: r.creator_name,
  schoolId: String(r.school_id),
  schoolName: r.school_name,
  resultsReleasedByTeacher: r.release_mode === 2,
  abilities: r.abilities,
});

beforeAll(async () => {
  const list = await suite.gql('query { exams(limit: 100) { list { id testedCount } } }');
  const sat = (list.exams.list as { id: string; testedCount: number }[]).find((e) => e.testedCount > 0);
  expect(sat).toBeDefined();
  exam = (sat as { id: string }).id;
});

describe('exams answer the REST fields under the schema names', () => {
  it('the classification, the schools and the list', async () => {
    const data = await gql(`query {
      examClassifies { id name parentId children { id name parentId children { id } } }
      examSchools { shown list { id name } }
      exams(limit: 100) { total page limit list { ${ROW} } }
    }`);
    const node = (c: Raw): Raw => ({
      id: String(c.id),
      name: c.name,
      parentId: c.parent_id ? String(c.parent_id) : null,
      children: (c.children as Rows).map(node),
    });
    const tree = (await rest('/teacher/testClassify')) as unknown as Rows;
    expect(data.examClassifies).toEqual(
      tree.map((c) => {
        const { children, ...top } = node(c) as Raw & { children: Raw[] };
        return {
          ...top,
          children: children.map(({ children: none, ...child }) => ({ ...child, children: none })),
        };
      }),
    );
    expect(data.examClassifies.length).toBeGreaterThan(0);
    const schools = await rest('/test/getSchoolInfo');
    expect(data.examSchools).toEqual({
      shown: schools.show_school_filter === 1,
      list: (schools.list as Rows).map((s) => ({ id: String(s.id), name: s.name })),
    });
    const exams = await rest('/test/list?page=1&limit=100');
    expect(data.exams).toEqual({
      total: exams.total,
      page: exams.page,
      limit: exams.limit,
      list: (exams.list as Rows).map(examRow),
    });
  });

  it('the exam as its form edits it', async () => {
    const data = await gql(`query($exam: ID!) { examForEditing(id: $exam) {
      id row { ${ROW} } classIds sections { name introduce questions {
        number bankQuestionId type typeName stem options { id content isRight } blanks { answers } analysis score } }
    } }`);
    const info = await rest(`/test/info/${exam}`);
    expect(data.examForEditing).toEqual({
      id: String(info.id),
      row: examRow(info),
      classIds: (info.class_ids as number[]).map(String),
      sections: (info.sections as Rows).map((s) => ({
        name: s.name,
        introduce: s.introduce,
        questions: (s.questions as Rows).map((q) => ({
          number: q.question_id,
          bankQuestionId: q.ques_id ? String(q.ques_id) : null,
          type: enumOf('ExamQuestionType', q.ques_type as number),
          typeName: examQuesTypeLabel(q.ques_type as number),
          stem: q.ques_stem,
          options: (q.ques_option as Rows).map((o) => ({
            id: o.id,
            content: o.content,
            isRight: o.is_right === 1,
          })),
          blanks: q.blanks,
          analysis: q.ques_analysis,
          score: q.score,
        })),
      })),
    });
    expect(data.examForEditing.sections[0].questions.length).toBeGreaterThan(0);
  });

  it('the header with its released grades, and the attempts', async () => {
    const data = await gql(`query($exam: ID!) {
      examHeader(id: $exam) { id name score passScore participants durationMinutes
        resultsRelease { examId releasedByTeacher classes { classId className releasedAt } unreleasedClassCount
          releaseResults ${ABILITY} } }
      examAttempts(examId: $exam, limit: 100) { total page limit list {
        id studentId nickname mobile orgName score testStatus isPass submitTime attemptNo
        abilities { review ${ABILITY} view ${ABILITY} } } }
    }`);
    const h = await rest(`/testDetail/getTestInfo/${exam}`);
    const release = h.release as Raw;
    expect(data.examHeader).toEqual({
      id: String(h.id),
      name: h.name,
      score: h.score,
      passScore: h.pass_score,
      participants: h.number,
      durationMinutes: Math.round((h.time as number) / 60),
      resultsRelease: {
        examId: String(release.id),
        releasedByTeacher: release.release_mode === 2,
        classes: (release.classes as Rows).map((c) => ({
          classId: String(c.id),
          className: c.name,
          releasedAt: time(c.results_released_at),
        })),
        unreleasedClassCount: release.unreleased_class_count,
        releaseResults: (release.abilities as Raw).release_results,
      },
    });
    expect(data.examHeader.resultsRelease.classes.length).toBeGreaterThan(0);
    const attempts = await rest(`/testDetail/list/${exam}?filter=0&page=1&limit=100`);
    expect(data.examAttempts).toEqual({
      total: attempts.total,
      page: attempts.page,
      limit: attempts.limit,
      list: (attempts.list as Rows).map((r) => ({
        id: String(r.id),
        studentId: String(r.uid),
        nickname: r.nickname,
        mobile: r.mobile,
        orgName: r.org_name,
        score: r.score,
        testStatus: enumOf('ExamTestStatus', r.test_status as number),
        isPass: yesNo(r.is_pass),
        submitTime: time(r.submit_time),
        attemptNo: r.attempt_no,
        abilities: {
          review: { shown: r.isCan === 1, allowed: r.isCan === 1, reason: null },
          view: { shown: r.isCan !== 1, allowed: r.isCan !== 1, reason: null },
        },
      })),
    });
    expect(data.examAttempts.list.length).toBeGreaterThan(0);
  });

  it('the yes/no filters reach REST as its 1 (yes) and 2 (no) codes', async () => {
    const list = await gql('query { exams(limit: 100) { list { id testedCount } } }');
    const sat = (list.exams.list as { id: string; testedCount: number }[]).filter((e) => e.testedCount > 0);
    const attemptIds = async (id: string, passed: boolean) =>
      (
        await gql(
          'query($exam: ID!, $passed: Boolean) { examAttempts(examId: $exam, filter: { passed: $passed }, limit: 100) { list { id } } }',
          { exam: id, passed },
        )
      ).examAttempts.list.map((r: { id: string }) => r.id);
    const restAttemptIds = async (id: string, code: number) =>
      ((await rest(`/testDetail/list/${id}?filter=0&pass_status=${code}&page=1&limit=100`)).list as Rows).map(
        (r) => String(r.id),
      );
    const studentIds = async (id: string, filter: Raw) =>
      (
        await gql(
          'query($exam: ID!, $filter: ExamStudentFilter) { examStudents(examId: $exam, filter: $filter, limit: 100) { list { studentId } } }',
          { exam: id, filter },
        )
      ).examStudents.list.map((r: { studentId: string }) => r.studentId);
    const restStudentIds = async (id: string, body: Raw) =>
      (
        (await restPost('/test/studentStatistics', { test_id: Number(id), page: 1, limit: 100, ...body }))
          .list as Rows
      ).map((r) => String(r.uid));
    const found = { passed: 0, notPassed: 0 };
    for (const { id } of sat) {
      const passed = await attemptIds(id, true);
      const notPassed = await attemptIds(id, false);
      expect(passed).toEqual(await restAttemptIds(id, 1));
      expect(notPassed).toEqual(await restAttemptIds(id, 2));
      found.passed += passed.length;
      found.notPassed += notPassed.length;
      for (const [field, code] of [
        ['isPass', 'is_pass'],
        ['isEffective', 'is_effective'],
        ['isFinishConditions', 'is_finish_conditions'],
      ] as const) {
        expect(await studentIds(id, { [field]: true }), `${field}: true`).toEqual(
          await restStudentIds(id, { [code]: 1 }),
        );
        expect(await studentIds(id, { [field]: false }), `${field}: false`).toEqual(
          await restStudentIds(id, { [code]: 2 }),
        );
      }
    }
    // Both answers are found, so a code sent the wrong way round finds the other list.
    expect(found.passed).toBeGreaterThan(0);
    expect(found.notPassed).toBeGreaterThan(0);
  });

  it('the score statistics, the students and the question statistics', async () => {
    const data = await gql(`query($exam: ID!) {
      examScoreStatistics(examId: $exam) { averageRightPercent averageScore maxScore minScore averageAnswerTime
        answerUsersNum awaitingReviewNum passNums passPercent chart { percent userNums scoreSteps } }
      examStudents(examId: $exam, limit: 100) { total page limit list {
        studentId nickname ranking score userScore subjectiveScore answerTime submitTime isFinishConditions isPass
        testStatus answerNums isEffective schoolName reportId } }
      examQuestionStatistics(examId: $exam) { tableHeader
        types { questionType questionNum wrongRate averageScore }
        questions { sort stem type typeName wrongCount rightRate score averageScore wrongOption } }
    }`);
    const s = await rest(`/test/getInfo/${exam}`);
    expect(data.examScoreStatistics).toEqual({
      averageRightPercent: s.average_right_percent,
      averageScore: s.average_score,
      maxScore: s.max_score,
      minScore: s.min_score,
      averageAnswerTime: s.average_answer_time,
      answerUsersNum: s.answer_users_num,
      awaitingReviewNum: s.awaiting_review_num,
      passNums: s.pass_nums,
      passPercent: s.pass_percent,
      chart: s.chart,
    });
    const students = await restPost('/test/studentStatistics', {
      test_id: Number(exam),
      page: 1,
      limit: 100,
    });
    expect(data.examStudents).toEqual({
      total: students.total,
      page: students.page,
      limit: students.limit,
      list: (students.list as Rows).map((r) => ({
        studentId: String(r.uid),
        nickname: r.nickname,
        ranking: r.ranking,
        score: r.score,
        userScore: r.user_score,
        subjectiveScore: r.subjective_score,
        answerTime: r.answer_time,
        submitTime: time(r.submit_time),
        isFinishConditions: yesNo(r.is_finish_conditions),
        isPass: yesNo(r.is_pass),
        testStatus: r.test_status === null ? null : enumOf('ExamTestStatus', r.test_status as number),
        answerNums: r.answer_nums,
        isEffective: yesNo(r.is_effective),
        schoolName: r.school_name,
        reportId: id(r.report_id),
      })),
    });
    expect(data.examStudents.list.some((r: { reportId: string | null }) => r.reportId)).toBe(true);
    const q = await rest(`/test/questionStatistics/${exam}`);
    const typeStat = q.type_stat as Raw;
    const letters = (ids: string) =>
      /^\d+(,\d+)*$/.test(ids)
        ? ids
            .split(',')
            .map((n) => String.fromCharCode(64 + Number(n)))
            .join('')
        : ids;
    expect(data.examQuestionStatistics).toEqual({
      tableHeader: typeStat.table_header,
      types: (typeStat.table_body as Rows).map((t) => ({
        questionType: t.question_type,
        questionNum: t.question_num,
        wrongRate: t.wrong_rate,
        averageScore: t.average_score,
      })),
      questions: (q.list as Rows).map((r) => ({
        sort: r.sort,
        stem: r.stem,
        type: enumOf('ExamQuestionType', r.type as number),
        typeName: examQuesTypeLabel(r.type as number),
        wrongCount: r.wrong_count,
        rightRate: r.right_rate,
        score: r.score,
        averageScore: r.average_score,
        wrongOption: r.wrong_option === undefined ? null : letters(r.wrong_option as string),
      })),
    });
    expect(data.examQuestionStatistics.questions.length).toBeGreaterThan(0);
  });

  it('the students’ export answers its file and its name', async () => {
    const data = await gql('mutation($exam: ID!) { exportExamStudents(examId: $exam) { url fileName } }');
    expect(data.exportExamStudents.url).toMatch(/^\/api\/exports\/./);
    expect(data.exportExamStudents.fileName).toMatch(/\.xlsx$/);
  });
});
