import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { TranscriptFilter, TranscriptQuery } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { FilterBar, type FilterField } from '../shared/list/FilterBar';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useListFilter } from '../shared/list/useListFilter';
import { formatSchoolTime } from '../shared/schoolTime';
import { plainText } from '../shared/text';
import { type DayRange, dayRangeBounds } from '../shared/ui/SchoolDateInputs';
import { duration, rateText, scoreText } from './format';
import { t } from './i18n/zh-CN';
import { hasMedal, Medal } from './Medal';
import { exportTranscriptMutation, transcriptQuery } from './operations';
import { reportActions } from './studentActions';

type Row = TranscriptQuery['transcript']['list'][number];

const GRADED_CHOICES = [
  { label: t('graded'), value: true },
  { label: t('notSubmitted'), value: false },
];

const columns = (scored: boolean): ListColumn<Row>[] => [
  { key: 'nickname', header: t('student'), priority: 'fixed', text: (r) => r.nickname },
  {
    key: 'graded',
    header: t('status'),
    priority: 'fixed',
    width: '6rem',
    body: (r) => (
      <Tag value={r.graded ? t('graded') : t('notSubmitted')} severity={r.graded ? 'success' : 'warning'} />
    ),
  },
  {
    key: 'answerTime',
    header: t('timeTaken'),
    priority: 'default',
    width: '7rem',
    text: (r) => duration(r.answerTime),
  },
  {
    key: 'ranking',
    header: t('rank'),
    priority: 'fixed',
    width: '5rem',
    body: (r) =>
      r.ranking === null || r.ranking === undefined ? (
        '-'
      ) : hasMedal(r.ranking) ? (
        <Medal ranking={r.ranking} label={t('no2', { ranking: r.ranking })} />
      ) : (
        r.ranking
      ),
  },
  {
    key: 'score',
    header: scored ? t('totalScore') : t('accuracy'),
    priority: 'fixed',
    width: '5.5rem',
    text: (r) => (scored ? scoreText(r.score) : rateText(r.correctRate)),
  },
  {
    key: 'objective',
    header: scored ? t('objectiveScore') : t('objectiveAccuracy'),
    priority: 'default',
    width: '7rem',
    text: (r) => (scored ? scoreText(r.objectiveScore) : rateText(r.objectiveRate)),
  },
  {
    key: 'subjective',
    header: scored ? t('subjectiveScore') : t('subjectiveAccuracy'),
    priority: 'default',
    width: '7rem',
    text: (r) => (scored ? scoreText(r.subjectiveScore) : rateText(r.subjectiveRate)),
  },
  {
    key: 'submitTime',
    header: t('submittedAt'),
    priority: 'default',
    width: '10rem',
    text: (r) => (r.submitTime ? formatSchoolTime(r.submitTime) : '-'),
  },
  {
    key: 'comment',
    header: t('teacherComment'),
    // Shown from the column chooser: the spec's columns fill the tab at 1280 px.
    priority: 'optional',
    width: '12rem',
    text: (r) => (r.comment ? plainText(r.comment) : '-'),
  },
];

interface Draft {
  name: string;
  graded: boolean | null;
  submitted: DayRange;
}
const EMPTY: Draft = { name: '', graded: null, submitted: null };
const toFilter = (d: Draft): TranscriptFilter => {
  const range = dayRangeBounds(d.submitted);
  return { name: d.name.trim() || null, graded: d.graded, submitFrom: range.from, submitTo: range.to };
};

const FIELDS: FilterField<Draft>[] = [
  { kind: 'text', key: 'name', label: t('studentName') },
  { kind: 'select', key: 'graded', label: t('status'), options: GRADED_CHOICES },
  { kind: 'dateRange', key: 'submitted', label: t('submittedAt') },
];

/** The transcript tab (成绩单): filters, summary, ranked rows with medals, export as .xlsx. */
export function TranscriptTab({ homeworkId, classId }: { homeworkId: string; classId: string }) {
  const navigateTo = useNavigateTo();
  const { applied, page, pageSize, bar, paging } = useListFilter(EMPTY);
  const { data, previousData, loading, error, refetch } = useQuery(transcriptQuery, {
    variables: { homeworkId, classId, filter: toFilter(applied), page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportTranscript, exporting] = useMutation(exportTranscriptMutation);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const shown = data ?? previousData;
  const summary = shown?.transcriptSummary;
  const scored = summary?.scored ?? true;
  const download = async () => {
    setExportProblem(null);
    try {
      const res = await exportTranscript({ variables: { homeworkId, classId } });
      const url = res.data?.exportTranscript.url;
      if (url) window.open(url, '_blank', 'noopener');
    } catch (e) {
      setExportProblem(errorMessage(e));
    }
  };
  return (
    <section aria-label={t('transcript')}>
      <FilterBar
        ariaLabel={t('filterTranscript')}
        idPrefix="transcript"
        fields={FIELDS}
        {...bar}
        actions={
          <Button
            type="button"
            label={t('exportTranscript')}
            icon="pi pi-download"
            size="small"
            outlined
            loading={exporting.loading}
            onClick={() => void download()}
          />
        }
      />
      {exportProblem && (
        <p className="p-error" role="alert">
          {exportProblem}
        </p>
      )}
      {summary && (
        <p className="result-summary" data-testid="transcript-summary">
          {t('total')}
          {summary.questionCount}
          {t('questions')}
          {scored && t('pts7', { score: summary.score })}
          {t('objective')}
          {summary.objectiveCount}
          {t('questions')}
          {scored && t('pts6', { objectiveScore: summary.objectiveScore })}
          {t('subjective')}
          {summary.subjectiveCount}
          {t('questions')}
          {scored && t('pts5', { subjectiveScore: summary.subjectiveScore })}
          {t('averageTime2')}
          {duration(summary.averageAnswerTime)}
        </p>
      )}
      <ListTable
        listId="homeworkTranscript"
        ariaLabel={t('transcript')}
        columns={columns(scored)}
        rows={shown?.transcript.list}
        dataKey="reportId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noScoresYet') }}
        paging={paging(shown?.transcript.total ?? 0)}
        actionsWidth="7rem"
        actions={(r) =>
          reportActions(
            {
              grade: { shown: false, allowed: false },
              view: r.graded
                ? { shown: true, allowed: true }
                : { shown: true, allowed: false, reason: t('thisStudentHasNotSubmitted') },
            },
            {
              grade: () => undefined,
              view: () =>
                navigateTo('HomeworkApproveView', {
                  report_id: Number(r.reportId),
                  class_id: Number(classId),
                }),
            },
          ).filter((a) => a.ability.shown)
        }
      />
    </section>
  );
}
