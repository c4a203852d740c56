import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import type { ExamFilter, ExamStatus } from '../generated/graphql';
import '../shared/ui/filterBar.css';
import { secondsToIso } from '../shared/schoolTime';
import { SchoolDateTimeInput } from '../shared/ui/SchoolDateInputs';
import { EXAM_STATUS_CHOICES } from './examFormat';
import { t } from './i18n/zh-CN';
import { examChoicesQuery } from './operations';

interface Draft {
  name: string;
  classifyId: string | null;
  status: ExamStatus | null;
  startFrom: number | null;
  endTo: number | null;
  creatorName: string;
  schoolId: string | null;
}

const emptyDraft: Draft = {
  name: '',
  classifyId: null,
  status: null,
  startFrom: null,
  endTo: null,
  creatorName: '',
  schoolId: null,
};

const toFilter = (d: Draft): ExamFilter => ({
  name: d.name.trim() || null,
  classifyId: d.classifyId,
  status: d.status,
  startFrom: d.startFrom === null ? null : secondsToIso(d.startFrom),
  endTo: d.endTo === null ? null : secondsToIso(d.endTo),
  creatorName: d.creatorName.trim() || null,
  schoolId: d.schoolId,
});

/** The classification tree as one list: a parent, then its children indented. */
export function classifyOptions(
  tree:
    | readonly { id: string; name: string; children: readonly { id: string; name: string }[] }[]
    | undefined,
) {
  return (tree ?? []).flatMap((c) => [
    { label: c.name, value: c.id },
    ...c.children.map((child) => ({ label: `${c.name} › ${child.name}`, value: child.id })),
  ]);
}

/**
 * ExamManage's filters: name, classification (a parent finds its children), status, start and end
 * time, creator; the school filter only when the school has more than one (the server says).
 */
export function ExamFilters({ onSearch }: { onSearch: (filter: ExamFilter) => void }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const { data } = useQuery(examChoicesQuery, { fetchPolicy: 'cache-first' });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toFilter(draft));
  };
  const schools = data?.examSchools;
  return (
    <form className="filter-bar" onSubmit={submit} aria-label={t('filterExams')}>
      <span className="filter-bar__field">
        <label htmlFor="exam-name">{t('examName')}</label>
        <InputText
          id="exam-name"
          value={draft.name}
          placeholder={t('enterAnExamName')}
          onChange={(e) => set({ name: e.target.value })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="exam-classify">{t('examCategory')}</label>
        <Dropdown
          inputId="exam-classify"
          value={draft.classifyId}
          options={classifyOptions(data?.examClassifies)}
          placeholder={t('all')}
          showClear
          onChange={(e) => set({ classifyId: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="exam-status">{t('status')}</label>
        <Dropdown
          inputId="exam-status"
          value={draft.status}
          options={EXAM_STATUS_CHOICES}
          placeholder={t('all')}
          showClear
          onChange={(e) => set({ status: e.value ?? null })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="exam-creator">{t('createdBy')}</label>
        <InputText
          id="exam-creator"
          value={draft.creatorName}
          placeholder={t('enterTheCreator')}
          onChange={(e) => set({ creatorName: e.target.value })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="exam-start">{t('startTime')}</label>
        <SchoolDateTimeInput
          inputId="exam-start"
          value={draft.startFrom}
          placeholder={t('notBefore')}
          onChange={(startFrom) => set({ startFrom })}
        />
      </span>
      <span className="filter-bar__field">
        <label htmlFor="exam-end">{t('endTime')}</label>
        <SchoolDateTimeInput
          inputId="exam-end"
          value={draft.endTo}
          placeholder={t('notAfter')}
          onChange={(endTo) => set({ endTo })}
        />
      </span>
      {schools?.shown && (
        <span className="filter-bar__field">
          <label htmlFor="exam-school">{t('school')}</label>
          <Dropdown
            inputId="exam-school"
            value={draft.schoolId}
            options={schools.list.map((s) => ({ label: s.name, value: s.id }))}
            placeholder={t('all')}
            showClear
            onChange={(e) => set({ schoolId: e.value ?? null })}
          />
        </span>
      )}
      <div className="filter-bar__actions">
        <Button type="submit" label={t('search')} icon="pi pi-search" size="small" />
        <Button
          type="button"
          label={t('reset')}
          severity="secondary"
          outlined
          size="small"
          onClick={() => {
            setDraft(emptyDraft);
            onSearch(toFilter(emptyDraft));
          }}
        />
      </div>
    </form>
  );
}
