import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type {
  ExamStudentFilter,
  ExamStudentSort,
  ExamStudentsQuery,
  ExamTestStatus,
} from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import '../shared/ui/filterBar.css';
import { passText } from '../shared/examPass';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { answerTimeText, orDash, testStatusText, timeText } from './examFormat';
import { t } from './i18n/zh-CN';
import { examChoicesQuery, examStudentsQuery, exportExamStudentsMutation } from './operations';

type Row = ExamStudentsQuery['examStudents']['list'][number];

const YES_NO = (yes: string, no: string) => [
  { label: yes, value: true },
  { label: no, value: false },
];

const TEST_STATUS: { label: string; value: ExamTestStatus }[] = [
  { label: t('marked'), value: 'FINISHED' },
  { label: t('awaitingMarking'), value: 'AWAITING_REVIEW' },
];

/** Sortable columns and the sort each asks of the server. */
const SORTS: Record<string, ExamStudentSort> = {
  ranking: 'RANKING',
  userScore: 'USER_SCORE',
  answerTime: 'ANSWER_TIME',
  submitTime: 'SUBMIT_TIME',
};

/** A student without a report shows dashes in every result column. */
/** 参加 reads 是 for a reviewed paper; a dash while it awaits review or when not sat. */
const sat = (r: Row) => r.isFinishConditions === true;

const columns: ListColumn<Row>[] = [
  { key: 'nickname', header: t('student'), priority: 'fixed', text: (r) => r.nickname },
  {
    key: 'ranking',
    header: t('rank'),
    priority: 'fixed',
    width: '5rem',
    sortable: true,
    text: (r) => orDash(r.ranking),
  },
  {
    key: 'userScore',
    header: t('score'),
    priority: 'fixed',
    width: '5rem',
    sortable: true,
    text: (r) => orDash(r.userScore),
  },
  {
    key: 'score',
    header: t('totalScore'),
    priority: 'optional',
    width: '4rem',
    text: (r) => String(r.score),
  },
  {
    key: 'subjective',
    header: t('subjectiveScore'),
    priority: 'default',
    width: '6rem',
    text: (r) => orDash(r.subjectiveScore),
  },
  {
    key: 'answerTime',
    header: t('timeTaken'),
    priority: 'default',
    width: '6.5rem',
    sortable: true,
    text: (r) => answerTimeText(r.answerTime),
  },
  {
    key: 'submitTime',
    header: t('submittedAt'),
    priority: 'default',
    width: '9.5rem',
    sortable: true,
    text: (r) => timeText(r.submitTime),
  },
  {
    key: 'finish',
    header: t('tookPart2'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => (sat(r) ? t('yes') : '-'),
  },
  {
    key: 'pass',
    header: t('passed'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => passText(r.testStatus, r.isPass),
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'default',
    width: '5rem',
    text: (r) => testStatusText(r.testStatus),
  },
  {
    key: 'times',
    header: t('attempts'),
    priority: 'optional',
    width: '5rem',
    text: (r) => (r.answerNums > 0 ? String(r.answerNums) : '-'),
  },
  {
    key: 'effective',
    header: t('valid2'),
    priority: 'optional',
    width: '5rem',
    text: (r) =>
      r.isEffective === null || r.isEffective === undefined ? '-' : r.isEffective ? t('valid') : t('invalid'),
  },
  { key: 'school', header: t('school'), priority: 'optional', width: '6rem', text: (r) => r.schoolName },
];

function openDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/** 学员统计: every student of the exam's classes with their best attempt, filtered, sorted and exported. */
export function StudentsTab({ examId }: { examId: string }) {
  const navigateTo = useNavigateTo();
  const [nickname, setNickname] = useState('');
  const [draft, setDraft] = useState<ExamStudentFilter>({});
  const [filter, setFilter] = useState<ExamStudentFilter>({});
  const [sort, setSort] = useState<{ field: string | null; order: 1 | -1 | 0 }>({ field: null, order: 0 });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const choices = useQuery(examChoicesQuery, { fetchPolicy: 'cache-first' });
  const schools = choices.data?.examSchools;
  const sortArgs = {
    sort: sort.field && sort.order !== 0 ? SORTS[sort.field] : null,
    order: sort.field && sort.order !== 0 ? (sort.order === 1 ? ('ASC' as const) : ('DESC' as const)) : null,
  };
  const { data, previousData, loading, error, refetch } = useQuery(examStudentsQuery, {
    variables: { examId, filter, ...sortArgs, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [exportStudents, exporting] = useMutation(exportExamStudentsMutation);
  const list = (data ?? previousData)?.examStudents;
  const set = (patch: Partial<ExamStudentFilter>) => setDraft({ ...draft, ...patch });
  const runExport = async () => {
    setExportProblem(null);
    try {
      const res = await exportStudents({ variables: { examId, filter, ...sortArgs } });
      const url = res.data?.exportExamStudents.url;
      if (url) openDownload(url);
    } catch (e) {
      setExportProblem(errorMessage(e));
    }
  };
  const select = (
    id: string,
    label: string,
    key: keyof ExamStudentFilter,
    options: { label: string; value: boolean | ExamTestStatus }[],
  ) => (
    <span className="filter-bar__field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={draft[key] ?? null}
        options={options}
        placeholder={t('all')}
        showClear
        onChange={(e) => set({ [key]: e.value ?? null })}
      />
    </span>
  );
  return (
    <div className="exam-tab">
      <form
        className="filter-bar"
        aria-label={t('filterStudents')}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilter({ ...draft, nickname: nickname.trim() || null });
          setPage(1);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="student-name">{t('student')}</label>
          <InputText
            id="student-name"
            value={nickname}
            placeholder={t('studentNickname')}
            onChange={(e) => setNickname(e.target.value)}
          />
        </span>
        {select(
          'student-finish',
          t('tookPart2'),
          'isFinishConditions',
          YES_NO(t('tookPart'), t('didNotTakePart')),
        )}
        {select('student-pass', t('passed'), 'isPass', YES_NO(t('passed2'), t('failed')))}
        {select('student-status', t('status'), 'testStatus', TEST_STATUS)}
        {select('student-effective', t('valid2'), 'isEffective', YES_NO(t('valid'), t('invalid')))}
        {schools?.shown && (
          <span className="filter-bar__field">
            <label htmlFor="student-school">{t('school')}</label>
            <Dropdown
              inputId="student-school"
              value={draft.schoolId ?? null}
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
              setNickname('');
              setDraft({});
              setFilter({});
              setPage(1);
            }}
          />
          <Button
            type="button"
            label={t('export')}
            icon="pi pi-download"
            size="small"
            outlined
            loading={exporting.loading}
            onClick={() => void runExport()}
          />
        </div>
      </form>
      {exportProblem && <Message severity="error" text={exportProblem} />}
      <ListTable<Row>
        listId="examStudents"
        ariaLabel={t('studentStatistics')}
        columns={columns}
        rows={list?.list}
        dataKey="studentId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noStudentsYet'), hint: t('noStudentsMatchTheFilter') }}
        sort={{
          field: sort.field,
          order: sort.order,
          onChange: (field, order) => {
            setSort({ field, order });
            setPage(1);
          },
        }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="7rem"
        actions={(r) => [
          {
            label: r.reportId ? t('answerDetails') : '--',
            ability: r.reportId
              ? isLive('ExamPaperApproveView')
                ? allowed
                : refused(COMING_SOON)
              : refused(t('thisStudentDidNotTake')),
            onClick: () =>
              r.reportId && navigateTo('ExamPaperApproveView', { report_id: Number(r.reportId) }),
          },
        ]}
      />
    </div>
  );
}
