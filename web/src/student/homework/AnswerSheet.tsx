import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MyHomeworkReportQuery } from '../../generated/graphql';
import { errorCode, errorMessage } from '../../shared/graphqlErrors';
import { RichText } from '../../shared/question/RichText';
import { ThemedTextarea } from '../../shared/ui/themedElements';
import { t } from '../i18n/zh-CN';
import { saveMyAnswersMutation, submitMyHomeworkMutation } from '../operations';
import { AnswerImages } from './AnswerImages';
import {
  answerable,
  answerInput,
  type DraftAnswer,
  draftOf,
  isAnswered,
  isSubjectiveType,
  toggleOption,
} from './answerCodec';
import {
  type DraftContext,
  draftSyncMachine,
  forgetDraft,
  NetworkLost,
  readDraft,
  startingDraft,
  writeDraft,
} from './draftSync';
import { optionLetter, QuestionHead, type ReportQuestion } from './questionParts';

// The confirmation loads when the student taps 提交作业: the sheet itself draws no PrimeReact overlay.
const ConfirmDialog = lazy(() =>
  import('primereact/confirmdialog').then((m) => ({ default: m.ConfirmDialog })),
);

type Report = NonNullable<MyHomeworkReportQuery['myHomeworkReport']>;

const storage = () => window.localStorage;

/** The answers the server holds, by question id. */
function serverAnswers(questions: readonly ReportQuestion[]): Record<string, DraftAnswer> {
  return Object.fromEntries(answerable(questions).map((q) => [q.id, draftOf(q.type, q.userAnswer)]));
}

const toInputs = (answers: Record<string, DraftAnswer>) =>
  Object.entries(answers).map(([id, draft]) => answerInput(id, draft));

/** Where the sheet's answers are: sent, being sent, kept in the browser, or refused (homework and exams). */
export function SaveState({
  value,
  context,
}: {
  value: string;
  context: Pick<DraftContext, 'refusal' | 'savedVersion'>;
}) {
  const [icon, text] =
    value === 'offline'
      ? ['pi pi-wifi', t('savedLocally')]
      : value === 'refused'
        ? ['pi pi-exclamation-circle', context.refusal ?? '']
        : value === 'saving'
          ? ['pi pi-spin pi-spinner', t('saving')]
          : value === 'editing'
            ? ['pi pi-pencil', t('unsaved')]
            : context.savedVersion > 0
              ? ['pi pi-check', t('saved')]
              : [null, ''];
  if (!icon) return <span className="student-save-state" />;
  return (
    <span className={`student-save-state student-save-state--${value}`} role="status">
      <i className={icon} aria-hidden="true" />
      {text}
    </span>
  );
}

/** An option's letter and content. */
function OptionContent({ index, html }: { index: number; html: string }) {
  return (
    <>
      <span className="student-option__letter" aria-hidden="true">
        {optionLetter(index)}
      </span>
      <RichText className="student-option__content" html={html} />
    </>
  );
}

interface AnswerProps {
  question: Pick<ReportQuestion, 'id' | 'type' | 'stem' | 'score' | 'options'>;
  label: string;
  draft: DraftAnswer | undefined;
  disabled: boolean;
  onChange: (answer: DraftAnswer) => void;
  current: () => DraftAnswer | undefined;
  /** Whether a written answer may carry images (an exam paper's answers are text only). */
  withImages?: boolean;
  /** Shown beside the question's number (an exam's flag for review). */
  headExtra?: React.ReactNode;
}

/** One answerable question: options to tap, or text and images (homework and exam papers alike). */
export function AnswerQuestion({
  question,
  label,
  draft,
  disabled,
  onChange,
  current,
  withImages = true,
  headExtra,
}: AnswerProps) {
  if (isSubjectiveType(question.type)) {
    const value = draft && 'text' in draft ? draft : { text: '', images: [] };
    const latest = () => {
      const now = current();
      return now && 'text' in now ? now : { text: '', images: [] };
    };
    const inputId = `answer-${question.id}`;
    return (
      <article className="student-question" aria-label={label}>
        <QuestionHead label={label} question={question}>
          {headExtra}
        </QuestionHead>
        <label htmlFor={inputId} className="student-question__label">
          {t('yourAnswer')}
        </label>
        <ThemedTextarea
          id={inputId}
          className="student-question__text"
          value={value.text}
          rows={4}
          disabled={disabled}
          placeholder={t('answerPlaceholder')}
          onChange={(e) => onChange({ ...latest(), text: e.target.value })}
        />
        {withImages && (
          <AnswerImages
            questionId={question.id}
            images={value.images}
            disabled={disabled}
            onAdded={(path) => {
              const now = latest();
              onChange({ ...now, images: [...now.images, path] });
            }}
            onRemove={(index) => {
              const now = latest();
              onChange({ ...now, images: now.images.filter((_, i) => i !== index) });
            }}
          />
        )}
      </article>
    );
  }
  const chosen = draft && 'optionIds' in draft ? draft.optionIds : [];
  const single = question.type === 'SINGLE_CHOICE' || question.type === 'TRUE_FALSE';
  return (
    <article className="student-question" aria-label={label}>
      <QuestionHead label={label} question={question}>
        {headExtra}
      </QuestionHead>
      <fieldset className="student-options" disabled={disabled}>
        <legend className="student-visually-hidden">{label}</legend>
        {question.options.map((option, i) => {
          const on = chosen.includes(option.id);
          return (
            <label key={option.id} className={`student-option${on ? ' student-option--chosen' : ''}`}>
              <input
                className="student-visually-hidden"
                type={single ? 'radio' : 'checkbox'}
                name={`question-${question.id}`}
                checked={on}
                onChange={() => onChange({ optionIds: toggleOption(question.type, chosen, option.id) })}
              />
              <OptionContent index={i} html={option.content} />
            </label>
          );
        })}
      </fieldset>
    </article>
  );
}

/**
 * Answering a homework: every question type, a material question through its sub-questions; answers
 * are kept as the student works (in the browser when the network is gone) and submitted after a
 * confirmation.
 */
export function AnswerSheet({ report, onSubmitted }: { report: Report; onSubmitted: () => void }) {
  const client = useApolloClient();
  const [saveAnswers] = useMutation(saveMyAnswersMutation);
  const [submitHomework] = useMutation(submitMyHomeworkMutation);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const questions = report.questions as ReportQuestion[];
  const stored = useMemo(
    () => startingDraft(serverAnswers(questions), readDraft(storage(), report.id)),
    [questions, report.id],
  );
  const [snapshot, send, actor] = useMachine(
    draftSyncMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          try {
            await saveAnswers({ variables: { reportId: report.id, answers: toInputs(input.answers) } });
          } catch (error) {
            if (!navigator.onLine || errorCode(error) === undefined)
              throw new NetworkLost(errorMessage(error));
            throw new Error(errorMessage(error));
          }
          return input.version;
        }),
      },
      actions: {
        persist: ({ context }) =>
          writeDraft(storage(), report.id, {
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
  const items = answerable(questions);
  const done = items.filter((q) => isAnswered(answers[q.id])).length;
  const saveAbility = report.abilities?.saveAnswers;
  const submitAbility = report.abilities?.submit;
  const locked = !saveAbility?.allowed;
  const edit = (questionId: string) => (answer: DraftAnswer) =>
    send({ type: 'draft.edit', questionId, answer });
  const current = (questionId: string) => () => actor.getSnapshot().context.answers[questionId];

  const submit = async () => {
    setConfirming(false);
    setSubmitting(true);
    setSubmitError(null);
    try {
      // Answers not yet on the server go first, whatever the sync is doing; then the submit.
      const draft = actor.getSnapshot().context;
      if (draft.version > draft.savedVersion)
        await saveAnswers({ variables: { reportId: report.id, answers: toInputs(draft.answers) } });
      await submitHomework({ variables: { reportId: report.id } });
      forgetDraft(storage(), report.id);
      await client.refetchQueries({ include: ['MyHomework'] });
      onSubmitted();
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  let number = 0;
  return (
    <div className="student-sheet">
      {questions.map((q) => {
        number += 1;
        const label = t('questionOf', { n: number });
        if (q.type !== 'MATERIAL') {
          return (
            <AnswerQuestion
              key={q.id}
              question={q}
              label={label}
              draft={answers[q.id]}
              disabled={locked}
              onChange={edit(q.id)}
              current={current(q.id)}
            />
          );
        }
        return (
          <section key={q.id} className="student-material" aria-label={label}>
            <QuestionHead label={label} question={q} />
            {q.children.map((sub, i) => (
              <AnswerQuestion
                key={sub.id}
                question={sub}
                label={`${label}${t('subQuestion', { n: i + 1 })}`}
                draft={answers[sub.id]}
                disabled={locked}
                onChange={edit(sub.id)}
                current={current(sub.id)}
              />
            ))}
          </section>
        );
      })}
      <footer className="student-sheet__bar">
        <div className="student-sheet__state">
          <span>{t('answeredOf', { done, total: items.length })}</span>
          <SaveState value={String(snapshot.value)} context={snapshot.context} />
        </div>
        {(submitError || (submitAbility && !submitAbility.allowed && submitAbility.reason)) && (
          <p className="student-error" role="alert">
            {submitError ?? submitAbility?.reason}
          </p>
        )}
        <button
          type="button"
          className={`student-submit p-button p-component${submitting ? ' p-disabled p-button-loading' : ''}`}
          disabled={submitting || !submitAbility?.allowed}
          onClick={() => {
            send({ type: 'draft.flush' });
            setConfirming(true);
          }}
        >
          {submitting && <i className="pi pi-spin pi-spinner p-button-icon-left" aria-hidden="true" />}
          <span className="p-button-label">{t('submit')}</span>
        </button>
      </footer>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            visible={confirming}
            onHide={() => setConfirming(false)}
            header={t('confirmTitle')}
            message={
              done < items.length
                ? t('confirmSubmitUnanswered', { n: items.length - done })
                : t('confirmSubmit')
            }
            icon="pi pi-send"
            acceptLabel={t('submit')}
            rejectLabel={t('cancel')}
            accept={() => void submit()}
            reject={() => setConfirming(false)}
            className="student-dialog"
          />
        </Suspense>
      )}
    </div>
  );
}
