import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MyExamAttemptQuery } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../shared/graphqlErrors';
import { SaveState } from '../homework/AnswerSheet';
import {
  draftSyncFor,
  forgetDraft,
  NetworkLost,
  readDraft,
  startingDraft,
  writeDraft,
} from '../homework/draftSync';
import { t } from '../i18n/zh-CN';
import { AnswerCard } from './AnswerCard';
import { ExamQuestion } from './ExamQuestion';
import { ExamTimer } from './ExamTimer';
import { type ExamDraft, examAnswerInput, examDraftOf, isExamAnswered } from './examDraft';
import { saveMyExamAnswersMutation, submitMyExamMutation } from './examOperations';

export type Attempt = NonNullable<MyExamAttemptQuery['myExamAttempt']>;

const storage = () => window.localStorage;
/** Exam papers' drafts are kept apart from homework reports' (their ids are numbered apart). */
export const examDraftKey = (reportId: string) => `exam.${reportId}`;
/**
 * The paper is handed in this long before the server's end, so the last answers still reach it in
 * time across the network (the countdown starts when the server's answer arrives).
 */
const HAND_IN_EARLY_MS = 1000;

const examDraftSync = draftSyncFor<ExamDraft>();
const toInputs = (answers: Record<string, ExamDraft>) =>
  Object.entries(answers).map(([number, draft]) => examAnswerInput(Number(number), draft));

/**
 * Answering an exam paper: the countdown from the server's time left, the answer card, flags for
 * review, answers kept in the browser and saved after a pause (kept when offline), handing in after a
 * confirmation or by itself when time is up.
 */
export function ExamPaper({
  attempt,
  receivedAt,
  onHandedIn,
  onRefused,
}: {
  attempt: Attempt;
  receivedAt: number;
  onHandedIn: () => void;
  /** The server refused the answers (its time is up): read the attempt again. */
  onRefused: () => void;
}) {
  const client = useApolloClient();
  const [saveAnswers] = useMutation(saveMyExamAnswersMutation);
  const [submitExam] = useMutation(submitMyExamMutation);
  const [confirming, setConfirming] = useState(false);
  const [handingIn, setHandingIn] = useState<'asked' | 'timeUp' | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const questions = useMemo(() => attempt.sections.flatMap((s) => s.questions), [attempt]);
  const stored = useMemo(
    () =>
      startingDraft(
        Object.fromEntries(questions.map((q) => [String(q.number), examDraftOf(q)])),
        readDraft<ExamDraft>(storage(), examDraftKey(attempt.id)),
      ),
    [questions, attempt.id],
  );
  const [snapshot, send, actor] = useMachine(
    examDraftSync.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          try {
            await saveAnswers({ variables: { reportId: attempt.id, answers: toInputs(input.answers) } });
          } catch (error) {
            if (!navigator.onLine || errorCode(error) === undefined)
              throw new NetworkLost(errorMessage(error));
            onRefused();
            throw new Error(errorMessage(error));
          }
          return input.version;
        }),
      },
      actions: {
        persist: ({ context }) =>
          writeDraft(storage(), examDraftKey(attempt.id), {
            answers: context.answers,
            version: context.version,
            savedVersion: context.savedVersion,
          }),
      },
    }),
    { input: { stored, online: navigator.onLine } },
  );
  useEffect(() => {
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [send]);

  const { answers } = snapshot.context;
  const draftOf = (number: number) =>
    answers[String(number)] ?? { answer: { optionIds: [] }, flagged: false };
  const done = questions.filter((q) => isExamAnswered(answers[String(q.number)])).length;
  const locked = handingIn !== null;

  const handIn = useCallback(
    async (why: 'asked' | 'timeUp') => {
      setConfirming(false);
      setHandingIn(why);
      setSubmitError(null);
      try {
        const draft = actor.getSnapshot().context;
        if (draft.version > draft.savedVersion)
          await saveAnswers({ variables: { reportId: attempt.id, answers: toInputs(draft.answers) } });
        await submitExam({ variables: { reportId: attempt.id } });
      } catch (error) {
        // When time is up the server hands the paper in itself (答题时间已到，试卷已自动提交).
        if (why === 'asked') {
          setSubmitError(errorMessage(error));
          setHandingIn(null);
          return;
        }
      }
      forgetDraft(storage(), examDraftKey(attempt.id));
      await client.refetchQueries({ include: ['MyExams'] }).catch(() => undefined);
      onHandedIn();
    },
    [actor, attempt.id, client, onHandedIn, saveAnswers, submitExam],
  );
  const timeUp = useCallback(() => void handIn('timeUp'), [handIn]);

  const jump = (number: number) => {
    setCardOpen(false);
    const target = document.getElementById(`exam-q-${number}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  };

  return (
    <div className="student-sheet student-exam-paper">
      <div className="student-exam-bar">
        {attempt.remaining !== null && attempt.remaining !== undefined ? (
          <ExamTimer
            remaining={attempt.remaining}
            receivedAt={receivedAt}
            endsEarlyMs={HAND_IN_EARLY_MS}
            onTimeUp={timeUp}
          />
        ) : (
          <span className="student-exam-timer">{t('examUnlimited')}</span>
        )}
        <button
          type="button"
          className="student-exam-bar__card"
          aria-expanded={cardOpen}
          aria-controls="exam-answer-card"
          onClick={() => setCardOpen(!cardOpen)}
        >
          <i className="pi pi-th-large" aria-hidden="true" />
          {t('answerCard')} {done}/{questions.length}
        </button>
      </div>
      <div id="exam-answer-card" hidden={!cardOpen}>
        <AnswerCard
          sections={attempt.sections.map((s) => ({
            name: s.name,
            items: s.questions.map((q) => ({
              number: q.number,
              answered: isExamAnswered(answers[String(q.number)]),
              flagged: draftOf(q.number).flagged,
            })),
          }))}
          onJump={jump}
        />
      </div>
      {handingIn === 'timeUp' && (
        <p className="student-notice" role="status">
          {t('autoSubmitting')}
        </p>
      )}
      {attempt.sections.map((s) => (
        <section key={s.name} className="student-exam-section" aria-label={s.name}>
          <h2 className="student-exam-section__name">{s.name}</h2>
          {s.introduce && <p className="student-card__meta">{s.introduce}</p>}
          {s.questions.map((q) => (
            <ExamQuestion
              key={q.id}
              question={q}
              draft={draftOf(q.number)}
              disabled={locked}
              onChange={(draft) => send({ type: 'draft.edit', questionId: String(q.number), answer: draft })}
              current={() =>
                actor.getSnapshot().context.answers[String(q.number)] ?? {
                  answer: examDraftOf(q).answer,
                  flagged: false,
                }
              }
            />
          ))}
        </section>
      ))}
      <footer className="student-sheet__bar">
        <div className="student-sheet__state">
          <span>{t('answeredOf', { done, total: questions.length })}</span>
          <SaveState value={String(snapshot.value)} context={snapshot.context} />
        </div>
        {submitError && (
          <p className="student-error" role="alert">
            {submitError}
          </p>
        )}
        <button
          type="button"
          className={`student-submit p-button p-component${locked ? ' p-disabled p-button-loading' : ''}`}
          disabled={locked}
          onClick={() => {
            send({ type: 'draft.flush' });
            setConfirming(true);
          }}
        >
          {locked && <i className="pi pi-spin pi-spinner p-button-icon-left" aria-hidden="true" />}
          <span className="p-button-label">{t('submitExam')}</span>
        </button>
      </footer>
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('confirmSubmitExamTitle')}
        message={
          done < questions.length
            ? t('confirmSubmitExamUnanswered', { n: questions.length - done })
            : t('confirmSubmitExam')
        }
        icon="pi pi-send"
        acceptLabel={t('submitExam')}
        rejectLabel={t('cancel')}
        accept={() => void handIn('asked')}
        reject={() => setConfirming(false)}
        className="student-dialog"
      />
    </div>
  );
}
