import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, durationText } from '@school/machines';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../shared/graphqlErrors';
import { examTypeName } from '../shared/question/questionTypes';
import { RichText } from '../shared/question/RichText';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { LazyQuestion } from './LazyQuestion';
import { examPaperPreviewQuery, renderPaperPdfMutation } from './operations';
import { inlineImages, PAPER_CSS, type PaperPreview, paperHtml } from './paperDocument';
import './examReview.css';
import { t } from './i18n/zh-CN';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
type Question = PaperPreview['sections'][number]['questions'][number];

function PreviewQuestion({ q, showAnswers }: { q: Question; showAnswers: boolean }) {
  return (
    <article className="review-question" aria-label={t('question2', { number: q.number })}>
      <header className="review-question__head">
        <span className="review-question__no">{q.number}.</span>
        <span className="review-question__type">{examTypeName(q.quesType)}</span>
        <span className="review-question__score">{t.rich('pts', { score: q.score })}</span>
      </header>
      <RichText className="review-question__stem" html={q.stem} />
      {q.options.length > 0 && (
        <ol className="review-question__options">
          {q.options.map((o, i) => (
            <li key={o.id} className={showAnswers && o.isRight ? 'is-right' : ''}>
              <span className="review-question__letter">{LETTERS[i]}</span>
              <RichText html={o.content} />
            </li>
          ))}
        </ol>
      )}
      {showAnswers && (
        <dl className="review-question__facts">
          <div>
            <dt>{t('referenceAnswer')}</dt>
            <dd>{q.rightAnswer ? <RichText html={q.rightAnswer} /> : t('omitted')}</dd>
          </div>
          <div>
            <dt>{t('analysis')}</dt>
            <dd>{q.analysis ? <RichText html={q.analysis} /> : t('noAnalysis')}</dd>
          </div>
        </dl>
      )}
    </article>
  );
}

/**
 * ExamPaperPreview (id): the paper with 显示答案, questions rendered as they scroll into view, and
 * 下载试卷, which has the server render the whole paper as a PDF and opens it.
 */
export default function ExamPaperPreviewScreen({ params }: { params: { id: number } }) {
  const navigate = useNavigate();
  const [showAnswers, setShowAnswers] = useState(false);
  const [render, rendering] = useMutation(renderPaperPdfMutation);
  const { data, loading, error } = useQuery(examPaperPreviewQuery, {
    variables: { id: String(params.id) },
    fetchPolicy: 'cache-and-network',
  });
  const back = () => void navigate(-1);
  if (loading && !data) return <PageLoading />;
  const p = data?.examPaperPreview;
  if (!p)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={COMMON_MESSAGES.examNotFound}
        description={error ? errorMessage(error) : t('thisExamDoesNotExist')}
        actions={<Button type="button" label={t('back')} onClick={back} />}
      />
    );
  const download = async () => {
    const html = await inlineImages(paperHtml(p, showAnswers));
    const res = await render({ variables: { html, css: PAPER_CSS, name: p.name } }).catch(() => null);
    const url = res?.data?.renderPaperPdf.url;
    if (url) window.open(url, '_blank', 'noopener');
  };
  return (
    <div className="exam-review exam-preview">
      <PageHeader
        title={t('paperPreview', { name: p.name })}
        onBack={back}
        actions={
          <>
            <span className="exam-preview__switch">
              <InputSwitch
                inputId="show-answers"
                checked={showAnswers}
                onChange={(e) => setShowAnswers(Boolean(e.value))}
              />
              <label htmlFor="show-answers">{t('showAnswers')}</label>
            </span>
            <Button
              type="button"
              label={t('downloadPaper')}
              icon="pi pi-download"
              size="small"
              loading={rendering.loading}
              onClick={() => void download()}
            />
          </>
        }
      />
      {rendering.error && (
        <Message className="exam-preview__error" severity="error" text={errorMessage(rendering.error)} />
      )}
      <section className="exam-preview__paper" aria-label={t('paper')}>
        <h2 className="exam-preview__name">{p.name}</h2>
        <p className="exam-preview__meta">
          {t.rich('fullMarksPassTimeQuestions', {
            classifyName: p.classifyName,
            score: p.score,
            passScore: p.passScore,
            limitTime: durationText(p.limitTime),
            questionNum: p.questionNum,
          })}
        </p>
        {p.sections.map((s) => (
          <section key={s.name} className="exam-preview__section" aria-label={s.name}>
            <h3>{s.name}</h3>
            {s.introduce && <p className="exam-preview__intro">{s.introduce}</p>}
            {s.questions.map((q) => (
              <LazyQuestion key={q.id} testId={`paper-question-${q.number}`}>
                {() => <PreviewQuestion q={q} showAnswers={showAnswers} />}
              </LazyQuestion>
            ))}
          </section>
        ))}
      </section>
    </div>
  );
}
