import { Tag } from 'primereact/tag';
import type {
  AnswerCardMark,
  MyHomeworkReportQuery,
  MyQuestionFieldsFragment,
} from '../../generated/graphql';
import { DrawingView } from '../../shared/drawing/DrawingView';
import { RichText } from '../../shared/question/RichText';
import { t } from '../i18n/zh-CN';
import { draftOf, isSubjectiveType } from './answerCodec';
import { QuestionNotes } from './QuestionNotes';
import { optionLetter, QuestionHead, type ReportQuestion } from './questionParts';

type Report = NonNullable<MyHomeworkReportQuery['myHomeworkReport']>;

/** The result of one answer (1 right, 2 wrong, 3 not answered, 4 awaiting review). */
/** A homework question's marks (REST is_right 1–4; REVIEWED is an exam card's only). */
const RESULTS: Partial<
  Record<AnswerCardMark, { label: string; severity: 'success' | 'danger' | 'secondary' | 'info' }>
> = {
  RIGHT: { label: t('right'), severity: 'success' },
  WRONG: { label: t('wrong'), severity: 'danger' },
  UNANSWERED: { label: t('notAnswered'), severity: 'secondary' },
  PENDING: { label: t('pendingReview'), severity: 'info' },
};

function ReviewedQuestion({
  reportId,
  question,
  label,
}: {
  reportId: string;
  question: MyQuestionFieldsFragment;
  label: string;
}) {
  const result = RESULTS[question.isRight ?? 'UNANSWERED'] ?? RESULTS.UNANSWERED;
  const mine = draftOf(question.type, question.userAnswer);
  return (
    <article className="student-question student-question--reviewed" aria-label={label}>
      <QuestionHead label={label} question={question}>
        {result && <Tag value={result.label} severity={result.severity} />}
        {question.userScore !== null && (
          <span className="student-question__earned">{t('earned', { score: question.userScore })}</span>
        )}
      </QuestionHead>
      {'optionIds' in mine && (
        <ul className="student-options student-options--reviewed">
          {question.options.map((o, i) => {
            const chosen = mine.optionIds.includes(o.id);
            return (
              <li
                key={o.id}
                className={`student-option${chosen ? ' student-option--chosen' : ''}${o.isRight ? ' student-option--right' : ''}`}
              >
                <span className="student-option__letter" aria-hidden="true">
                  {optionLetter(i)}
                </span>
                <RichText className="student-option__content" html={o.content} />
                {chosen && <span className="student-option__note">{t('myChoice')}</span>}
                {o.isRight && <span className="student-option__note">{t('correctOption')}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {'text' in mine && (
        <div className="student-feedback__block">
          <h3>{t('yourAnswer')}</h3>
          {mine.text ? <p className="student-feedback__text">{mine.text}</p> : <p>{t('notAnswered')}</p>}
          {mine.images.length > 0 && (
            <div className="student-feedback__images">
              {mine.images.map((url, i) => (
                <img key={url + String(i)} src={url} alt={t('answerImageAlt', { n: i + 1 })} />
              ))}
            </div>
          )}
        </div>
      )}
      {(question.attachments?.length ?? 0) > 0 && (
        <div className="student-feedback__block">
          <h3>{t('markedImages')}</h3>
          <div className="student-feedback__images">
            {question.attachments?.map((a) => (
              <DrawingView key={a.name} url={a.url} draw={a.draw} alt={a.name} />
            ))}
          </div>
        </div>
      )}
      {question.remark && (
        <div className="student-feedback__block student-feedback__remark">
          <h3>{t('teacherRemark')}</h3>
          <p>{question.remark}</p>
        </div>
      )}
      {(question.rubricLevels?.length ?? 0) > 0 && (
        <div className="student-feedback__block">
          <h3>{t('rubricLevels')}</h3>
          <ul className="student-feedback__rubric">
            {question.rubricLevels?.map((l) => (
              <li key={l.criterion}>
                {t('rubricLevel', {
                  criterion: l.criterion,
                  level: l.level,
                  points: l.points,
                  max: l.maxPoints,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {isSubjectiveType(question.type) && question.rightAnswer && (
        <div className="student-feedback__block">
          <h3>{t('referenceAnswer')}</h3>
          <RichText html={question.rightAnswer} />
        </div>
      )}
      <div className="student-feedback__block">
        <h3>{t('analysis')}</h3>
        {question.analysis ? <RichText html={question.analysis} /> : <p>{t('noAnalysis')}</p>}
      </div>
      <QuestionNotes
        reportId={reportId}
        questionId={question.id}
        collectId={question.collectId}
        label={label}
      />
    </article>
  );
}

/**
 * The graded report, once it may be seen (spec section 4, status 3): the score, the teacher's comment,
 * and per question right or wrong, the reference answer and analysis, the remark, the marked images
 * and the rubric levels.
 */
export function ReportFeedback({ report }: { report: Report }) {
  const scored = report.isSetScore;
  let number = 0;
  return (
    <div className="student-feedback">
      <section className="student-score" aria-label={t('score')}>
        {scored ? (
          <>
            <p className="student-score__value">
              <span className="student-score__number">{report.userScore}</span>
              <span>{t('fullScore', { score: report.score })}</span>
            </p>
            <p className="student-score__split">
              <span>
                {t('objectiveScore')} {report.objectScore ?? '-'}
              </span>
              <span>
                {t('subjectiveScore')} {report.subjectScore ?? '-'}
              </span>
            </p>
          </>
        ) : (
          <p className="student-score__value">
            <span className="student-score__number">{Math.round((report.completionRate ?? 0) * 100)}%</span>
            <span>{t('completionRate')}</span>
          </p>
        )}
        {scored && report.avarageScore !== null && (
          <p className="student-score__class">
            <span>{t('classAverage', { score: report.avarageScore })}</span>
            <span>{t('classHighest', { score: report.maxScore ?? '-' })}</span>
          </p>
        )}
      </section>
      <section className="student-comment" aria-labelledby="teacher-comment">
        <h2 id="teacher-comment">{t('teacherComment')}</h2>
        {report.comment ? <RichText html={report.comment} /> : <p>{t('noComment')}</p>}
      </section>
      {(report.questions as ReportQuestion[]).map((q) => {
        number += 1;
        const label = t('questionOf', { n: number });
        if (q.type !== 'MATERIAL')
          return <ReviewedQuestion key={q.id} reportId={report.id} question={q} label={label} />;
        return (
          <section key={q.id} className="student-material" aria-label={label}>
            <QuestionHead label={label} question={q} />
            {q.children.map((sub, i) => (
              <ReviewedQuestion
                key={sub.id}
                reportId={report.id}
                question={sub}
                label={`${label}${t('subQuestion', { n: i + 1 })}`}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
