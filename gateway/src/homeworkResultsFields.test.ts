import { type BankQuesType, enumOf, QUES_TYPE_LABEL } from '@school/machines';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ABILITY,
  DEMO_TEACHER,
  enumOrNull,
  fieldsSuite,
  id,
  type Raw,
  type Rows,
  time,
} from './testing/fieldsSuite';

/**
 * Homework results field by field (the first-start demo school, whose students answered its
 * homework): every field of each GraphQL answer against the REST answer it comes from, so the one
 * conversion at the gateway's edge keeps each name and value.
 */
const suite = fieldsSuite({ mobile: DEMO_TEACHER, restRoot: '/lector', firstStartSchool: true });
const { rest } = suite;
let hw: string;

const questionType = (code: unknown) => enumOrNull('QuestionType', code);
const letter = (optionId: number) => String.fromCharCode(64 + optionId);
const ability = (a: unknown) => a as { shown: boolean; allowed: boolean; reason: string | null };

const gql = (query: string, variables: Raw = {}) => suite.gql(query, { hw, ...variables });
const restList = async (path: string) => (await rest(path)) as unknown as Rows;

beforeAll(async () => {
  // A demo homework graded to the end: its tabs show figures.
  const list = await suite.gql(
    'query { homeworkList(page: 1, limit: 100, filter: { showOther: true }) { list { id } } }',
  );
  for (const row of list.homeworkList.list as { id: string }[]) {
    const d = await suite.gql(
      'query($id: ID!) { homeworkResultDetail(homeworkId: $id) { tabsReady gradedCount } }',
      { id: row.id },
    );
    const detail = d.homeworkResultDetail;
    if (detail.tabsReady && detail.gradedCount > 0) {
      hw = row.id;
      break;
    }
  }
  expect(hw).toBeDefined();
});

const paperItem = (q: Raw) => {
  const options = q.ques_option as { id: number; content: string; is_right: number }[];
  return {
    questionId: String(q.ques_id ?? q.id),
    sort: q.sort,
    type: questionType(q.ques_type),
    typeName: QUES_TYPE_LABEL[q.ques_type as BankQuesType],
    stem: q.ques_stem,
    options: options.map((o) => ({
      id: String(o.id),
      letter: letter(o.id),
      content: o.content,
      right: o.is_right === 1,
    })),
    rightAnswer:
      q.ques_type === 5
        ? q.right_answer
        : options
            .filter((o) => o.is_right === 1)
            .map((o) => letter(o.id))
            .join(','),
    analysis: q.ques_analysis,
    score: q.score,
    parentId: id(q.parent_id),
    parentStem: q.parent_ques_stem,
  };
};
const PAPER_ITEM =
  '{ questionId sort type typeName stem options { id letter content right } rightAnswer analysis score parentId parentStem }';

describe('homework results answer the REST fields under the schema names', () => {
  it('the detail header', async () => {
    const data = await gql(`query($hw: ID!) { homeworkResultDetail(homeworkId: $hw) {
      id classId classes { id name } name type courseTitle periodTitle remark publishTime publishScope
      publisherName publisherRole arrangeId arrangeType
      arrangement { name classifyName gradeName subjectName lessonId arrangeTime timeName }
      scored isAnonymous anonymity { id isAnonymous namesHidden liftAnonymity ${ABILITY} }
      resultsReleasedByTeacher unreleasedClassCount
      resultsRelease { homeworkId releasedByTeacher classes { classId className releasedAt } }
      recalled endingTime overdue questionCount totalScore questionSummary { type typeName count score }
      dueCount submittedCount notGradedCount gradedCount submitRate gradeRate tabsReady tabsMessage
      abilities { adjustDeadline ${ABILITY} continuePublishing ${ABILITY} preview ${ABILITY} releaseResults ${ABILITY} }
    } }`);
    const d = await rest(`/class/homework/detail/0/${hw}`);
    const published = await restList(`/hw/class/published/${hw}`);
    const abilities = d.abilities as Raw;
    const classes = d.classes as { id: number; name: string }[];
    const inView = new Set(classes.map((c) => c.id));
    const arranged = d.arrangeData as Raw | null;
    const scores = d.scores as Record<string, { count: number; score: number }>;
    expect(data.homeworkResultDetail).toEqual({
      id: String(d.id),
      classId: String(d.class_id),
      classes: classes.map((c) => ({ id: String(c.id), name: c.name })),
      name: d.homework_name,
      type: enumOf('HomeworkType', d.type as number),
      courseTitle: d.course,
      periodTitle: d.period,
      remark: d.remark,
      publishTime: time(d.publish_time),
      publishScope: d.publish_scope ? enumOf('PublishScope', d.publish_scope as number) : null,
      publisherName: d.creator,
      publisherRole: d.creator_type === 1 ? 'TEACHER' : 'ASSISTANT',
      arrangeId: id(d.arrange_id),
      arrangeType: d.arrange_type,
      arrangement: arranged && {
        name: arranged.name,
        classifyName: arranged.classify_name,
        gradeName: arranged.grade_name,
        subjectName: arranged.subject_name,
        lessonId: id(arranged.times_id),
        arrangeTime: time(arranged.arrange_time),
        timeName: arranged.time_name,
      },
      scored: d.is_set_score === 2,
      isAnonymous: d.is_anonymous === 2,
      anonymity: {
        id: String(d.id),
        isAnonymous: d.is_anonymous === 2,
        namesHidden: d.names_hidden === 1,
        liftAnonymity: ability(abilities.lift_anonymity),
      },
      resultsReleasedByTeacher: d.release_mode === 2,
      unreleasedClassCount: d.unreleased_class_count,
      resultsRelease: {
        homeworkId: hw,
        releasedByTeacher: d.release_mode === 2,
        classes: published
          .filter((c) => c.is_published === 1 && inView.has(c.id as number))
          .map((c) => ({
            classId: String(c.id),
            className: c.name,
            releasedAt: time(c.results_released_at),
          })),
      },
      recalled: d.status === 2,
      endingTime: time(d.ending_time),
      overdue: d.is_overdue === 1,
      questionCount: d.question_num,
      totalScore: d.total_score,
      questionSummary: Object.entries(scores)
        .filter(([, t]) => t.count > 0)
        .map(([type, t]) => ({
          type: questionType(Number(type)),
          typeName: QUES_TYPE_LABEL[Number(type) as BankQuesType],
          ...t,
        })),
      dueCount: d.total,
      submittedCount: d.submit,
      notGradedCount: d.not_revised_count,
      gradedCount: d.revise,
      submitRate: d.submit_rate,
      gradeRate: d.revise_rate,
      tabsReady: d.tabs_ready,
      tabsMessage: d.tabs_message,
      abilities: {
        adjustDeadline: abilities.adjust_deadline,
        continuePublishing: abilities.continue_publish,
        preview: abilities.preview,
        releaseResults: abilities.release_results,
      },
    });
    expect(data.homeworkResultDetail.questionSummary.length).toBeGreaterThan(0);
    expect(data.homeworkResultDetail.resultsRelease.classes.length).toBeGreaterThan(0);
  });

  it('the students and the transcript', async () => {
    const data = await gql(`query($hw: ID!) {
      homeworkStudents(homeworkId: $hw, limit: 100) { total page limit list {
        reportId studentId classId className nickname mobile namesHidden status submitTime answerTime
        abilities { grade ${ABILITY} view ${ABILITY} viewSubmitted ${ABILITY} } } }
      transcript(homeworkId: $hw, limit: 100) { total page limit list {
        reportId studentId nickname graded answerTime ranking score objectiveScore subjectiveScore
        correctRate objectiveRate subjectiveRate submitTime comment } }
      transcriptSummary(homeworkId: $hw) {
        scored questionCount score objectiveCount objectiveScore subjectiveCount subjectiveScore
        averageAnswerTime gradedCount }
    }`);
    const students = await rest(`/class/homework/students/0/${hw}?page=1&limit=100`);
    expect(data.homeworkStudents).toEqual({
      total: students.total,
      page: students.page,
      limit: students.limit,
      list: (students.list as Rows).map((r) => {
        const a = r.abilities as Raw;
        return {
          reportId: String(r.report_id),
          studentId: String(r.uid),
          classId: String(r.class_id),
          className: r.class_name,
          nickname: r.nickname,
          mobile: r.mobile,
          namesHidden: r.names_hidden === 1,
          status: enumOf('ReportStatus', r.status as number),
          submitTime: time(r.updated_at),
          answerTime: r.answer_time,
          abilities: { grade: a.grade, view: a.view, viewSubmitted: a.view_submitted },
        };
      }),
    });
    const transcript = await rest(`/homework/transcripts/${hw}?page=1&limit=100`);
    expect(data.transcript).toEqual({
      total: transcript.total,
      page: transcript.page,
      limit: transcript.limit,
      list: (transcript.list as Rows).map((r) => ({
        reportId: String(r.report_id),
        studentId: String(r.uid),
        nickname: r.nickname,
        graded: r.status === 3,
        answerTime: r.answer_time,
        ranking: r.rank,
        score: r.user_score,
        objectiveScore: r.objective_score,
        subjectiveScore: r.subjective_score,
        correctRate: r.correct_rate,
        objectiveRate: r.objective_rate,
        subjectiveRate: r.subjective_rate,
        submitTime: time(r.updated_at),
        comment: r.comment,
      })),
    });
    expect(data.transcript.list.some((r: { graded: boolean }) => r.graded)).toBe(true);
    const s = await rest(`/homework/transcripts/detail/${hw}`);
    expect(data.transcriptSummary).toEqual({
      scored: s.is_set_score === 2,
      questionCount: s.total,
      score: s.score,
      objectiveCount: s.object_count,
      objectiveScore: s.object_score,
      subjectiveCount: s.subject_count,
      subjectiveScore: s.subject_score,
      averageAnswerTime: s.average_answer_time,
      gradedCount: s.graded_count,
    });
  });

  it('the question analysis', async () => {
    const data = await gql(`query($hw: ID!) { questionAnalysis(homeworkId: $hw) {
      sort questionId stem type typeName parentId parentStem answerCount rightCount wrongCount
      unansweredCount correctRate score averageScore commonWrongOption
      itemAnalysis { p discrimination pointBiserial flags { flag reason } } } }`);
    const rows = await restList(`/homework/question/analysis/${hw}`);
    expect(data.questionAnalysis).toEqual(
      rows.map((r) => {
        const ia = r.item_analysis as Raw | null;
        return {
          sort: r.sort,
          questionId: String(r._id),
          stem: r.ques_stem,
          type: questionType(r.ques_type),
          typeName: r.type_name,
          parentId: id(r.parent_id),
          parentStem: r.parent_ques_item,
          answerCount: r.total,
          rightCount: r.right_count,
          wrongCount: r.wrong_count,
          unansweredCount: r.un_answer_count,
          correctRate: r.average_right_rate,
          score: r.ques_score,
          averageScore: r.average_score,
          commonWrongOption: r.fallibility_option,
          itemAnalysis: ia && {
            p: ia.p,
            discrimination: ia.discrimination,
            pointBiserial: ia.point_biserial,
            flags: ia.flags,
          },
        };
      }),
    );
    expect(data.questionAnalysis.some((r: { itemAnalysis: unknown }) => r.itemAnalysis)).toBe(true);
  });

  it('the grade distribution and a band’s students', async () => {
    const data = await gql(`query($hw: ID!) { gradeDistribution(homeworkId: $hw) {
      scored averageCorrectRate totalScore averageScore maxScore minScore maxRate minRate questionCount
      gradedCount dueCount bands { name min max count share } } }`);
    const d = await rest(`/homework/grade/distribution/${hw}`);
    const bands = d.grade_distribution as Rows;
    expect(data.gradeDistribution).toEqual({
      scored: d.is_set_score === 2,
      averageCorrectRate: d.correct_rate,
      totalScore: d.score,
      averageScore: d.average_score,
      maxScore: d.max_score,
      minScore: d.min_score,
      maxRate: d.max_rate,
      minRate: d.min_rate,
      questionCount: d.question_num,
      gradedCount: d.graded_count,
      dueCount: d.total,
      bands: bands.map((b) => ({
        name: b.name,
        min: b.min,
        max: b.max,
        count: b.number,
        share: b.correct_rate,
      })),
    });
    const band = bands.find((b) => (b.number as number) > 0 && b.min !== -1);
    expect(band).toBeDefined();
    const { min, max } = band as { min: number; max: number };
    const students = await gql(
      `query($hw: ID!, $min: Int!, $max: Int!) { gradeBandStudents(homeworkId: $hw, min: $min, max: $max) {
        reportId studentId nickname mobile correctRate score } }`,
      { min, max },
    );
    const raw = await restList(`/homework/distribution/students/${hw}?min=${min}&max=${max}`);
    expect(raw.length).toBeGreaterThan(0);
    expect(students.gradeBandStudents).toEqual(
      raw.map((s) => ({
        reportId: String(s.report_id),
        studentId: String(s.uid),
        nickname: s.nickname,
        mobile: s.mobile,
        correctRate: s.correct_rate,
        score: s.score,
      })),
    );
  });

  it('the statistics by type and by question', async () => {
    const data = await gql(`query($hw: ID!) { homeworkStatistics(homeworkId: $hw) {
      header { name periodTitle remark scored endingTime completionRate answerCount dueCount marker
        objectiveCount subjectiveCount fullScore }
      byType { type typeName total averageRightAnswer score averageScore correctRate scoreRate }
      byQuestion { sort questionId type typeName totalRight total averageScore questionScore correctRate scoreRate }
    } }`);
    const types = await rest(`/homework/questionsTypeStatistics/${hw}?class_id=0`);
    const questions = await rest(`/homework/questionsStatistics/${hw}?class_id=0`);
    const h = types.header as Raw;
    expect(data.homeworkStatistics).toEqual({
      header: {
        name: h.name,
        periodTitle: h.periods_title,
        remark: h.remark,
        scored: h.is_set_score === 2,
        endingTime: time(h.ending_time),
        completionRate: h.completion_rate,
        answerCount: h.answer_count,
        dueCount: h.due_count,
        marker: h.marker,
        objectiveCount: h.objective_count,
        subjectiveCount: h.subjective_count,
        fullScore: h.full_score,
      },
      byType: (types.list as Rows).map((t) => ({
        type: questionType(t.type),
        typeName: t.type_name,
        total: t.total,
        averageRightAnswer: t.average_right_answer,
        score: t.score,
        averageScore: t.average_score,
        correctRate: t.correct_rate,
        scoreRate: t.score_rate,
      })),
      byQuestion: (questions.list as Rows).map((q) => ({
        sort: q.sort,
        questionId: String(q.ques_id),
        type: questionType(q.ques_type),
        typeName: q.type_name,
        totalRight: q.total_right,
        total: q.total,
        averageScore: q.average_score,
        questionScore: q.ques_score,
        correctRate: q.correct_rate,
        scoreRate: q.score_rate,
      })),
    });
    expect(data.homeworkStatistics.byQuestion.length).toBeGreaterThan(0);
  });

  it('the paper preview', async () => {
    const data = await gql(`query($hw: ID!) { homeworkPreview(homeworkId: $hw) {
      id name scored questionCount totalScore typeSummary { type typeName count score } items ${PAPER_ITEM} } }`);
    const p = await rest(`/hw/preview/${hw}`);
    const items: Raw[] = [];
    for (const q of p.question as Rows) {
      const parts =
        q.ques_type === 6
          ? (q.ques_item as Rows).map((i) => ({ ...i, parent_id: q.id, parent_ques_stem: q.ques_stem }))
          : [{ ...q, parent_id: null, parent_ques_stem: null }];
      for (const part of parts) items.push({ ...part, sort: items.length + 1 });
    }
    expect(data.homeworkPreview).toEqual({
      id: String(p.id),
      name: p.name,
      scored: p.is_set_score === 2,
      questionCount: p.question_num,
      totalScore: p.total_score,
      typeSummary: (p.type_summary as Rows).map((t) => ({
        type: questionType(t.type),
        typeName: t.type_name,
        count: t.count,
        score: t.score,
      })),
      items: items.map(paperItem),
    });
    expect(data.homeworkPreview.items.length).toBeGreaterThan(0);
  });

  it('the answer statistics and one question’s students', async () => {
    const data = await gql(`query($hw: ID!) { answerStatistics(homeworkId: $hw) {
      homeworkName scored score averageScore maxScore minScore questionCount averageAnswerTime
      questions { item ${PAPER_ITEM} rightCount wrongCount answeredCount unansweredCount averageRightRate } } }`);
    const d = await rest(`/homework/answer/detail/${hw}`);
    const questions = d.questions as Rows;
    expect(data.answerStatistics).toEqual({
      homeworkName: d.homework_name,
      scored: d.is_set_score === 2,
      score: d.score,
      averageScore: d.average_score,
      maxScore: d.max_score,
      minScore: d.min_score,
      questionCount: d.question_num,
      averageAnswerTime: d.average_answer_time,
      questions: questions.map((q) => ({
        item: paperItem(q),
        rightCount: q.right_count,
        wrongCount: q.wrong_count,
        answeredCount: q.answered_count,
        unansweredCount: q.un_answer_count,
        averageRightRate: q.average_right_rate,
      })),
    });
    const answered = questions.find((q) => (q.answered_count as number) > 0) as Raw;
    expect(answered).toBeDefined();
    const students = await gql(
      `query($hw: ID!, $q: ID!) { answerStudents(homeworkId: $hw, questionId: $q, group: ANSWERED) {
        reportId studentId nickname mobile userAnswer score } }`,
      { q: String(answered.ques_id) },
    );
    const raw = await restList(
      `/homework/answered/students?hw_id=${hw}&class_id=0&ques_id=${answered.ques_id}`,
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(students.answerStudents).toEqual(
      raw.map((s) => ({
        reportId: String(s.report_id),
        studentId: String(s.uid),
        nickname: s.nickname,
        mobile: s.mobile,
        userAnswer: s.user_answer,
        score: s.score,
      })),
    );
  });

  it('the transcript export answers its file and when its address expires', async () => {
    const data = await gql('mutation($hw: ID!) { exportTranscript(homeworkId: $hw) { url expiresAt } }');
    expect(data.exportTranscript.url).toMatch(/^\/api\/exports\/./);
    expect(data.exportTranscript.expiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });
});
