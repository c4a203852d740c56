import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ExamAttemptFilter, ExamAttemptsQuery, ExamTestStatus } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import '../shared/ui/filterBar.css';
import { passText } from '../shared/examPass';
import { type Ability, COMING_SOON, refused } from '../shared/ui/ability';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';
import { timeText } from './examFormat';
import { t } from './i18n/zh-CN';
import { examAttemptsQuery, examChoicesQuery } from './operations';

type Row = ExamAttemptsQuery['examAttempts']['list'][number];

const TEST_STATUS: { label: string; value: ExamTestStatus }[] = [
  { label: t('awaitingMarking'), value: 'AWAITING_REVIEW' },
  { label: t('marked'), value: 'FINISHED' },
];
const PASSED: { label: string; value: boolean }[] = [
  { label: t('passed2'), value: true },
  { label: t('failed'), value: false },
];

const columns: ListColumn<Row>[] = [
  { key: 'nickname', header: t('student'), priority: 'fixed', text: (r) => r.nickname },
  { key: 'mobile', header: t('mobileNumber'), priority: 'default', width: '8rem', text: (r) => r.mobile },
  { key: 'org', header: t('class'), priority: 'default', width: '8rem', text: (r) => r.orgName },
  {
    key: 'attempt',
    header: t('attempt2'),
    priority: 'optional',
    width: '4rem',
    text: (r) => t('attempt', { attemptNo: r.attemptNo }),
  },
  { key: 'score', header: t('score'), priority: 'fixed', width: '4.5rem', text: (r) => String(r.score) },
  {
    key: 'status',
    header: t('status'),
    priority: 'fixed',
    width: '5.5rem',
    body: (r) =>
      r.testStatus === 'AWAITING_REVIEW' ? (
        <Tag value={t('awaitingMarking')} severity="warning" />
      ) : (
        <Tag value={t('marked')} severity="success" />
      ),
  },
  {
    key: 'pass',
    header: t('passed'),
    priority: 'default',
    width: '5.5rem',
    text: (r) => passText(r.testStatus, r.isPass),
  },
  {
    key: 'submit',
    header: t('submittedAt'),
    priority: 'default',
    width: '9rem',
    text: (r) => timeText(r.submitTime),
  },
];

/** A row's ability, refused while the screen it opens is not built yet. */
const whenLive = (ability: Ability, live: boolean): Ability =>
  ability.shown && ability.allowed && !live ? refused(COMING_SOON) : ability;

/**
 * 试卷管理: submitted attempts filtered by student, status, pass result and date; the drop-repeat switch
 * keeps each student's latest attempt. Review (批阅) only when the server offers it, otherwise 答题详情.
 */
export function AttemptsTab({ examId }: { examId: string }) {
  const navigateTo = useNavigateTo();
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [testStatus, setTestStatus] = useState<ExamTestStatus | null>(null);
  const [passed, setPassed] = useState<boolean | null>(null);
  const [submitted, setSubmitted] = useState<DayRange>(null);
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const [filter, setFilter] = useState<ExamAttemptFilter>({ latestOnly: false });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const choices = useQuery(examChoicesQuery, { fetchPolicy: 'cache-first' });
  const schools = choices.data?.examSchools;
  const { data, previousData, loading, error, refetch } = useQuery(examAttemptsQuery, {
    variables: { examId, filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.examAttempts;
  const search = (patch: Partial<ExamAttemptFilter> = {}) => {
    const range = dayRangeBounds(submitted);
    setFilter({
      username: username.trim() || null,
      mobile: mobile.trim() || null,
      testStatus,
      passed,
      submitFrom: range.from,
      submitTo: range.to,
      schoolId,
      latestOnly: filter.latestOnly,
      ...patch,
    });
    setPage(1);
  };
  return (
    <div className="exam-tab">
      <form
        className="filter-bar"
        aria-label={t('filterPapers')}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search();
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="attempt-name">{t('student')}</label>
          <InputText
            id="attempt-name"
            value={username}
            placeholder={t('studentNickname')}
            onChange={(e) => setUsername(e.target.value)}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="attempt-mobile">{t('mobileNumber')}</label>
          <InputText
            id="attempt-mobile"
            value={mobile}
            placeholder={t('mobileNumber')}
            onChange={(e) => setMobile(e.target.value)}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="attempt-status">{t('status')}</label>
          <Dropdown
            inputId="attempt-status"
            value={testStatus}
            options={TEST_STATUS}
            placeholder={t('all')}
            showClear
            onChange={(e) => setTestStatus(e.value ?? null)}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="attempt-pass">{t('passed')}</label>
          <Dropdown
            inputId="attempt-pass"
            value={passed}
            options={PASSED}
            placeholder={t('all')}
            showClear
            onChange={(e) => setPassed(e.value ?? null)}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="attempt-date">{t('submittedAt')}</label>
          <SchoolDateRangeInput inputId="attempt-date" value={submitted} onChange={setSubmitted} />
        </span>
        {schools?.shown && (
          <span className="filter-bar__field">
            <label htmlFor="attempt-school">{t('school')}</label>
            <Dropdown
              inputId="attempt-school"
              value={schoolId}
              options={schools.list.map((s) => ({ label: s.name, value: s.id }))}
              placeholder={t('all')}
              showClear
              onChange={(e) => setSchoolId(e.value ?? null)}
            />
          </span>
        )}
        <div className="filter-bar__actions">
          <span className="filter-bar__check">
            <InputSwitch
              inputId="attempt-latest"
              checked={filter.latestOnly === true}
              onChange={(e) => search({ latestOnly: e.value === true })}
            />
            <label htmlFor="attempt-latest">{t('latestAttemptPerStudentOnly')}</label>
          </span>
          <Button type="submit" label={t('search')} icon="pi pi-search" size="small" />
          <Button
            type="button"
            label={t('reset')}
            severity="secondary"
            outlined
            size="small"
            onClick={() => {
              setUsername('');
              setMobile('');
              setTestStatus(null);
              setPassed(null);
              setSubmitted(null);
              setSchoolId(null);
              setFilter({ latestOnly: false });
              setPage(1);
            }}
          />
        </div>
      </form>
      <ListTable<Row>
        listId="examAttempts"
        ariaLabel={t('papers')}
        columns={columns}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: t('noPapersYet'), hint: t('papersAppearHereOnceStudents') }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="8rem"
        actions={(r) => [
          {
            label: t('mark'),
            ability: whenLive(r.abilities.review, isLive('ExamPaperApprove')),
            onClick: () => navigateTo('ExamPaperApprove', { report_id: Number(r.id) }),
          },
          {
            label: t('answerDetails'),
            ability: whenLive(r.abilities.view, isLive('ExamPaperApproveView')),
            onClick: () => navigateTo('ExamPaperApproveView', { report_id: Number(r.id) }),
          },
        ]}
      />
    </div>
  );
}
