import { useMutation, useQuery } from '@apollo/client/react';
import {
  ATTEMPTS_MAX,
  COMMON_MESSAGES,
  DURATION_MAX_MINUTES,
  EXAM_TIME_TYPE,
  type ExamForm,
  examFormMachine,
  examTotalScore,
  pickedBankIds,
  RELEASE_MODE,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useNavigateTo } from '../app/routes/routeTo';
import { dropCachedList } from '../shared/cachedLists';
import { useFormGuard } from '../shared/form/useFormGuard';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import { StatusPage } from '../shared/ui/StatusPage';
import { classifyOptions } from './ExamFilters';
import { ExamQuestionPicker } from './ExamQuestionPicker';
import { formOf, inputOf } from './examFormInput';
import {
  createExamMutation,
  editExamMutation,
  examChoicesQuery,
  examClassChoicesQuery,
  examForEditingQuery,
} from './operations';
import { PaperSectionEditor } from './PaperSectionEditor';
import './exams.css';
import { t } from './i18n/zh-CN';

/** The form itself, driven by the exam form machine; `id` edits a draft, otherwise it creates one. */
function ExamFormView({ id, initial }: { id: string | undefined; initial: ExamForm | undefined }) {
  const navigateTo = useNavigateTo();
  const [create] = useMutation(createExamMutation, { update: dropCachedList('exams') });
  const [edit] = useMutation(editExamMutation);
  const choices = useQuery(examChoicesQuery, { fetchPolicy: 'cache-first' });
  const classes = useQuery(examClassChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const machine = useMemo(
    () =>
      examFormMachine.provide({
        actors: {
          persist: fromPromise<string, ExamForm>(async ({ input: form }) => {
            try {
              if (id === undefined) {
                const res = await create({ variables: { input: inputOf(form) } });
                return res.data?.createExam.id ?? '';
              }
              await edit({ variables: { id, input: inputOf(form) } });
              return id;
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
        },
      }),
    [create, edit, id],
  );
  const [snapshot, send] = useMachine(machine, { input: { form: initial } });
  const { form, error, changed } = snapshot.context;
  const guard = useFormGuard(changed);
  const back = () => navigateTo('ExamManage', {});
  useEffect(() => {
    if (snapshot.matches('saved')) navigateTo('ExamManage', {});
  }, [snapshot, navigateTo]);
  const saving = snapshot.matches('saving');
  const total = examTotalScore(form.sections);
  const change = (patch: Partial<Omit<ExamForm, 'sections'>>) => send({ type: 'form.change', patch });
  let offset = 0;
  return (
    <div className="exam-edit">
      {guard}
      <PageHeader title={id === undefined ? t('createExam') : t('editExam')} onBack={back} />
      <section className="exam-card" aria-label={t('examSettings')}>
        <h2 className="exam-card__title">{t('examSettings')}</h2>
        <div className="exam-settings">
          <div className="exam-field">
            <label htmlFor="exam-form-name">{t('examName')}</label>
            <InputText
              id="exam-form-name"
              value={form.name}
              placeholder={t('enterAnExamName')}
              onChange={(e) => change({ name: e.target.value })}
            />
          </div>
          <div className="exam-field">
            <label htmlFor="exam-form-classify">{t('examCategory')}</label>
            <Dropdown
              inputId="exam-form-classify"
              value={form.classify_id ? String(form.classify_id) : null}
              options={classifyOptions(choices.data?.examClassifies)}
              placeholder={t('chooseAnExamCategory')}
              onChange={(e) => change({ classify_id: Number(e.value ?? 0) })}
            />
          </div>
          <div className="exam-field">
            <label htmlFor="exam-form-classes">{t('classesTakingIt')}</label>
            <MultiSelect
              inputId="exam-form-classes"
              value={form.class_ids.map(String)}
              options={(classes.data?.classes.list ?? []).map((c) => ({ label: c.name, value: c.id }))}
              placeholder={t('chooseTheClasses')}
              display="chip"
              onChange={(e) => change({ class_ids: (e.value as string[]).map(Number) })}
            />
          </div>
          <div className="exam-field">
            <label htmlFor="exam-form-attempts">{t('attemptsAllowed')}</label>
            <InputNumber
              inputId="exam-form-attempts"
              value={form.test_num}
              min={1}
              max={ATTEMPTS_MAX}
              suffix={t('times')}
              onValueChange={(e) => change({ test_num: e.value ?? 1 })}
            />
          </div>
          <div className="exam-field exam-field--wide">
            <span className="exam-field__label">{t('releaseResults')}</span>
            <span className="exam-settings__radio">
              <RadioButton
                inputId="exam-form-release-auto"
                checked={form.release_mode !== RELEASE_MODE.manual}
                onChange={() => change({ release_mode: RELEASE_MODE.auto })}
              />
              <label htmlFor="exam-form-release-auto">{t('releaseAuto')}</label>
            </span>
            <span className="exam-settings__radio">
              <RadioButton
                inputId="exam-form-release-manual"
                checked={form.release_mode === RELEASE_MODE.manual}
                onChange={() => change({ release_mode: RELEASE_MODE.manual })}
              />
              <label htmlFor="exam-form-release-manual">{t('releaseManual')}</label>
            </span>
          </div>
          <div className="exam-field exam-field--wide">
            <span className="exam-field__label">{t('examTime')}</span>
            <span className="exam-settings__radio">
              <RadioButton
                inputId="exam-form-long"
                checked={form.time_type === EXAM_TIME_TYPE.longTerm}
                onChange={() => change({ time_type: EXAM_TIME_TYPE.longTerm })}
              />
              <label htmlFor="exam-form-long">{t('noExpiry')}</label>
            </span>
            <span className="exam-settings__radio">
              <RadioButton
                inputId="exam-form-fixed"
                checked={form.time_type === EXAM_TIME_TYPE.fixedPeriod}
                onChange={() => change({ time_type: EXAM_TIME_TYPE.fixedPeriod })}
              />
              <label htmlFor="exam-form-fixed">{t('fixedPeriod')}</label>
            </span>
            {form.time_type === EXAM_TIME_TYPE.fixedPeriod && (
              <span className="exam-settings__period">
                <SchoolDateTimeInput
                  inputId="exam-form-start"
                  ariaLabel={t('startTime')}
                  placeholder={t('startTime')}
                  value={form.start_time ?? null}
                  onChange={(s) => change({ start_time: s ?? undefined })}
                />
                <span>{t('to')}</span>
                <SchoolDateTimeInput
                  inputId="exam-form-end"
                  ariaLabel={t('endTime')}
                  placeholder={t('endTime')}
                  value={form.end_time ?? null}
                  onChange={(s) => change({ end_time: s ?? undefined })}
                />
              </span>
            )}
          </div>
          <div className="exam-field">
            <label htmlFor="exam-form-duration">{t('timeLimit')}</label>
            <InputNumber
              inputId="exam-form-duration"
              value={form.duration}
              min={0}
              max={DURATION_MAX_MINUTES}
              suffix={t('minutes')}
              onValueChange={(e) => change({ duration: e.value ?? 0 })}
            />
            <small className="exam-settings__hint">{t('n0MeansNoTimeLimit')}</small>
          </div>
          <div className="exam-field">
            <label htmlFor="exam-form-pass">{t('passMark')}</label>
            <InputNumber
              inputId="exam-form-pass"
              value={form.pass_score}
              min={0}
              maxFractionDigits={1}
              suffix={t('pts3')}
              onValueChange={(e) => change({ pass_score: e.value ?? 0 })}
            />
            <small className="exam-settings__hint" data-testid="exam-total">
              {t.rich('paperTotalPts', { total })}
            </small>
          </div>
        </div>
      </section>
      <section className="exam-card" aria-label={t('paper')}>
        <h2 className="exam-card__title">{t('paper')}</h2>
        {form.sections.map((s, i) => {
          const start = offset;
          offset += s.questions.length;
          return (
            <PaperSectionEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are edited in place by position
              key={i}
              section={s}
              index={i}
              count={form.sections.length}
              offset={start}
              send={send}
            />
          );
        })}
        <Button
          type="button"
          label={t('addSection')}
          icon="pi pi-plus"
          text
          size="small"
          onClick={() => send({ type: 'section.add' })}
        />
      </section>
      <div className="exam-edit__footer">
        {error && <Message severity="error" text={error} />}
        <Button type="button" label={t('back')} outlined onClick={back} disabled={saving} />
        <Button
          type="button"
          label={t('saveDraft')}
          icon="pi pi-check"
          loading={saving}
          onClick={() => send({ type: 'form.save' })}
        />
      </div>
      <ExamQuestionPicker
        visible={snapshot.matches('picking')}
        added={pickedBankIds(form)}
        onConfirm={(questions, score) => send({ type: 'picker.confirm', questions, score })}
        onCancel={() => send({ type: 'picker.cancel' })}
      />
    </div>
  );
}

/** The exam form (create, or edit a draft by id): settings, target classes and the paper. */
export default function ExamEditScreen({ params }: { params: { id?: number | undefined } }) {
  const navigateTo = useNavigateTo();
  const id = params.id === undefined ? undefined : String(params.id);
  const { data, loading, error } = useQuery(examForEditingQuery, {
    variables: { id: id ?? '0' },
    skip: id === undefined,
    fetchPolicy: 'network-only',
  });
  if (id === undefined) return <ExamFormView id={undefined} initial={undefined} />;
  if (loading && !data) return <PageLoading />;
  const exam = data?.examForEditing;
  const refusal = exam && !exam.row.abilities.edit.allowed ? exam.row.abilities.edit.reason : null;
  if (!exam || refusal)
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={exam ? t('thisExamCannotBeEdited') : COMMON_MESSAGES.examNotFound}
        description={refusal ?? (error ? errorMessage(error) : t('thisExamDoesNotExist'))}
        actions={
          <Button type="button" label={t('backToExams')} onClick={() => navigateTo('ExamManage', {})} />
        }
      />
    );
  return <ExamFormView id={id} initial={formOf(exam)} />;
}
