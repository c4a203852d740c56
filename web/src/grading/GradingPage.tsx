import {
  COMMON_MESSAGES,
  canFinishReport,
  GRADING_MESSAGES,
  type GradeDraft,
  type GradingTab,
  IS_SET_SCORE,
} from '@school/machines';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { OperationLogButton } from '../shared/operationLog/OperationLogDialog';
import { isMarkedByHand } from '../shared/question/questionTypes';
import { ActionButton } from '../shared/ui/ActionButton';
import { allowed, refused } from '../shared/ui/ability';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { StudentName } from '../shared/ui/StudentName';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { AnswerView } from './AnswerView';
import { useGradingComments } from './CommentBank';
import { FinishDialog } from './FinishDialog';
import { GradingPanel } from './GradingPanel';
import { KeyboardHelp } from './KeyboardHelp';
import { QuestionCard } from './QuestionCard';
import { ChosenLevels, RubricPanel } from './RubricPanel';
import type { ReportView, useGrading } from './useGrading';
import { useGradingKeys } from './useGradingKeys';
import './grading.css';
import { t } from './i18n/zh-CN';

/** The paint board (drawing with react-sketch-canvas) loads only when a grader annotates an image. */
const PaintBoardDialog = lazy(() => import('./PaintBoardDialog'));

/** Spec section 9: the side card becomes fixed after 225 px of scroll. */
export const SIDE_CARD_FIXED_AFTER = 225;

type Workspace = ReturnType<typeof useGrading>;

/** What the page names what it grades: a homework report, or an exam paper (ExamPaperApprove). */
const WORDS = {
  homework: {
    subject: t('homework'),
    cannotOpen: t('thisHomeworkCannotBeOpened'),
    missing: COMMON_MESSAGES.homeworkNotFound,
    pending: t('awaitingGrading'),
  },
  exam: {
    subject: t('exam'),
    cannotOpen: t('thisPaperCannotBeOpened'),
    missing: COMMON_MESSAGES.paperNotFound,
    pending: t('awaitingMarking'),
  },
} as const;

const minutes = (seconds: number) => t('minS', { value: Math.floor(seconds / 60), value2: seconds % 60 });

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * The grading page (spec section 2): header, subjective and objective tabs, the current question with
 * the grading panel, the question-number card and the finish dialog. `view` shows a graded report
 * read-only. Built on the grading workspace machine alone, so exam marking reuses it with its own
 * calls (`kind` exam): the screen hands over the workspace and the report it loaded.
 */
export function GradingPage({
  workspace,
  view,
  kind = 'homework',
  mode,
  title,
  onBack,
}: {
  workspace: Workspace;
  view: ReportView | undefined;
  kind?: keyof typeof WORDS;
  mode: 'approve' | 'view';
  title: string;
  onBack: () => void;
}) {
  const [snapshot, send] = workspace;
  const { context } = snapshot;
  const words = WORDS[kind];
  const comments = useGradingComments();
  const [help, setHelp] = useState(false);
  const [annotating, setAnnotating] = useState<number | null>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const fixed = useScrolledPast(SIDE_CARD_FIXED_AFTER);

  const questions = view
    ? context.tab === 'subjective'
      ? view.subjectQuestions
      : view.objectiveQuestions
    : [];
  const current = questions[context.index];
  const grading =
    mode === 'approve' &&
    context.tab === 'subjective' &&
    current !== undefined &&
    view?.testStatus !== undefined;
  const images = useMemo(() => {
    if (!current) return [];
    if (context.draft.images) return JSON.parse(context.draft.images) as { url: string; draw: string }[];
    return current.images;
  }, [current, context.draft.images]);
  // A score or rate typed by hand replaces a rubric grade: the levels are then not sent.
  const edit = (draft: Partial<GradeDraft>) =>
    send({
      type: 'grading.edit',
      draft:
        ('score' in draft || 'rate' in draft) && !('levels' in draft) ? { ...draft, levels: null } : draft,
    });
  const ready = snapshot.matches('ready');
  // While a grade is being saved and the report reloaded, the machine would not hear the click.
  const finishAbility = !ready
    ? refused(t('stillSaving'))
    : canFinishReport(context.report)
      ? allowed
      : refused(context.report?.graded ? GRADING_MESSAGES.finishedTwice : GRADING_MESSAGES.pendingLeft);

  useGradingKeys({
    enabled: ready && mode === 'approve' && annotating === null && !help,
    isSetScore: context.report?.isSetScore ?? IS_SET_SCORE.scored,
    maxScore: grading && current ? current.score : null,
    draft: context.draft,
    comments,
    edit,
    save: () => send({ type: 'grading.save' }),
    next: () => send({ type: 'grading.next' }),
    previous: () => send({ type: 'grading.previous' }),
    toggleTab: () =>
      send({ type: 'grading.tab', tab: context.tab === 'subjective' ? 'objective' : 'subjective' }),
    finish: () => send({ type: 'grading.openFinish' }),
    skipStudent: () => send({ type: 'grading.skipStudent' }),
    toggleHelp: () => setHelp((h) => !h),
    focusRemark: () => remarkRef.current?.focus(),
    toggleByQuestion: () => send({ type: 'grading.byQuestion', on: !context.byQuestion }),
  });

  if (snapshot.matches('failed')) {
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={words.cannotOpen}
        description={context.message ?? words.missing}
        actions={
          <>
            <Button label={t('retry')} onClick={() => send({ type: 'grading.retry' })} />
            <Button label={t('back')} outlined onClick={onBack} />
          </>
        }
      />
    );
  }
  if (!view || !context.report) return <PageLoading />;

  const info = view;
  const tabs: GradingTab[] = ['subjective', 'objective'];
  return (
    <div className="grading-page">
      <PageHeader
        title={title}
        onBack={onBack}
        tag={
          kind === 'homework' && (
            <OperationLogButton subjectType="REPORT" subjectId={String(context.reportId)} />
          )
        }
        actions={
          mode === 'approve' && (
            <>
              <span className="grading-page__mode">
                <InputSwitch
                  inputId="grading-by-question"
                  checked={context.byQuestion}
                  onChange={(e) => send({ type: 'grading.byQuestion', on: Boolean(e.value) })}
                />
                <label htmlFor="grading-by-question">{t('gradeByQuestion')}</label>
              </span>
              <Button
                type="button"
                icon="pi pi-question-circle"
                text
                label={t('shortcuts')}
                aria-keyshortcuts="?"
                onClick={() => setHelp(true)}
              />
              <Button
                type="button"
                label={t('skipThisStudent')}
                outlined
                size="small"
                aria-keyshortcuts="S"
                onClick={() => send({ type: 'grading.skipStudent' })}
              />
              <ActionButton
                link={false}
                action={{
                  label: t('finishGrading'),
                  icon: 'pi pi-check-circle',
                  ability: finishAbility,
                  onClick: () => send({ type: 'grading.openFinish' }),
                }}
              />
            </>
          )
        }
      >
        <dl className="grading-page__info">
          <div>
            <dt>{words.subject}</dt>
            <dd>{info.testName}</dd>
          </div>
          <div>
            <dt>{t('student')}</dt>
            <dd>
              <StudentName nickname={info.nickname} namesHidden={info.namesHidden} />
            </dd>
          </div>
          <div>
            <dt>{info.isSetScore ? t('score2') : t('status')}</dt>
            <dd>
              {info.testStatus === 'GRADED'
                ? info.isSetScore
                  ? `${info.userScore ?? 0} / ${info.sumScore}`
                  : t('graded')
                : t('total', { pending: words.pending, sumScore: info.sumScore })}
            </dd>
          </div>
          <div>
            <dt>{t('timeTaken')}</dt>
            <dd>{minutes(info.answerTime)}</dd>
          </div>
          {info.openedBy && mode === 'approve' && (
            <div className="grading-page__opened">
              <dt>{t('notice')}</dt>
              <dd>{t('anotherTeacherIsGradingThis')}</dd>
            </div>
          )}
        </dl>
      </PageHeader>
      {context.message && (
        <Message
          className="grading-page__message"
          severity={context.message === GRADING_MESSAGES.lastStudent ? 'info' : 'warn'}
          text={context.message}
          role="alert"
        />
      )}
      <div className="grading-page__body">
        <main className="grading-page__main">
          <TabView
            activeIndex={tabs.indexOf(context.tab)}
            onTabChange={(e) => send({ type: 'grading.tab', tab: tabs[e.index] ?? 'subjective' })}
          >
            <TabPanel header={t('subjective2', { value: view.subjectQuestions.length })} />
            <TabPanel header={t('objective2', { value: view.objectiveQuestions.length })} />
          </TabView>
          {current ? (
            <>
              <AnswerView
                question={current}
                images={images}
                onAnnotate={grading ? (i) => setAnnotating(i) : undefined}
              />
              {grading ? (
                <GradingPanel
                  scored={info.isSetScore}
                  maxScore={current.score}
                  draft={context.draft}
                  saving={snapshot.matches('saving')}
                  onEdit={edit}
                  onSave={() => send({ type: 'grading.save' })}
                  remarkRef={remarkRef}
                  rubric={
                    current.rubric && (
                      <RubricPanel
                        rubric={current.rubric}
                        levels={context.draft.levels}
                        isSetScore={info.isSetScore ? IS_SET_SCORE.scored : IS_SET_SCORE.rates}
                        maxScore={current.score}
                        onChoose={edit}
                      />
                    )
                  }
                />
              ) : (
                isMarkedByHand(current.quesType) && (
                  <section className="grading-panel grading-panel--read" aria-label={t('gradingResult')}>
                    <p>
                      {t('score')}
                      {current.getScore ?? t('awaitingMarking')}
                      {current.rate !== null && current.rate !== undefined
                        ? t('accuracy', { rate: current.rate })
                        : ''}
                    </p>
                    {current.rubric && current.levels && (
                      <ChosenLevels rubric={current.rubric} levels={current.levels} />
                    )}
                    {current.remark && <p>{t.rich('comment', { remark: current.remark })}</p>}
                  </section>
                )
              )}
              <div className="grading-page__nav">
                <Button
                  type="button"
                  label={t('previousQuestion')}
                  icon="pi pi-angle-left"
                  text
                  disabled={!snapshot.can({ type: 'grading.previous' })}
                  onClick={() => send({ type: 'grading.previous' })}
                />
                <Button
                  type="button"
                  label={t('nextQuestion')}
                  icon="pi pi-angle-right"
                  iconPos="right"
                  text
                  disabled={!snapshot.can({ type: 'grading.next' })}
                  onClick={() => send({ type: 'grading.next' })}
                />
              </div>
            </>
          ) : (
            <p className="grading-page__empty">
              {t('none')}
              {context.tab === 'subjective' ? t('subjective') : t('objective')}
            </p>
          )}
          {mode === 'view' && info.comment && (
            <section className="grading-page__comment">
              <h4>{t('overallComment')}</h4>
              <p>{info.comment}</p>
            </section>
          )}
        </main>
        <aside className={`grading-page__side${fixed ? ' is-fixed' : ''}`}>
          <QuestionCard
            groups={context.tab === 'subjective' ? view.subjectCard : view.objectiveCard}
            subjective={context.tab === 'subjective'}
            currentId={current?.id}
            onSelect={(id) =>
              send({ type: 'grading.select', index: questions.findIndex((q) => q.id === id) })
            }
          />
        </aside>
      </div>
      <FinishDialog
        visible={snapshot.matches('finishDialog') || snapshot.matches('finishing')}
        busy={snapshot.matches('finishing')}
        error={snapshot.matches('finishDialog') ? context.message : null}
        onSubmit={(comment) => send({ type: 'grading.submitFinish', comment })}
        onSkip={() => send({ type: 'grading.skipFinish' })}
        onCancel={() => send({ type: 'grading.cancelFinish' })}
      />
      <KeyboardHelp visible={help} onHide={() => setHelp(false)} />
      {annotating !== null && images[annotating] && (
        <Suspense fallback={null}>
          <PaintBoardDialog
            images={images}
            index={annotating}
            onCancel={() => setAnnotating(null)}
            onSave={(next) => {
              edit({ images: JSON.stringify(next) });
              setAnnotating(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
