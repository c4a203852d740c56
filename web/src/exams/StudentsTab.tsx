import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ExamStudentFilter, ExamStudentSort, ExamStudentsQuery } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import '../shared/ui/filterBar.css';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import { answerTimeText, orDash, passText, testStatusText, timeText } from './examFormat';
import { examChoicesQuery, examStudentsQuery, exportExamStudentsMutation } from './operations';

type Row = ExamStudentsQuery['examStudents']['list'][number];

const YES_NO = (yes: string, no: string) => [
  { label: yes, value: 1 },
  { label: no, value: 2 },
];

/** Sortable columns and the sort each asks of the server. */
const SORTS: Record<string, ExamStudentSort> = {
  ranking: 'RANKING',
  userScore: 'USER_SCORE',
  answerTime: 'ANSWER_TIME',
  submitTime: 'SUBMIT_TIME',
};

/** A student without a report shows dashes in every result column. */
const sat = (r: Row) => r.isFinishConditions === 1;

const columns: ListColumn<Row>[] = [
  { key: 'nickname', header: '学员', priority: 'fixed', text: (r) => r.nickname },
  {
    key: 'ranking',
    header: '排名',
    priority: 'fixed',
    width: '5rem',
    sortable: true,
    text: (r) => orDash(r.ranking),
  },
  {
    key: 'userScore',
    header: '得分',
    priority: 'fixed',
    width: '5rem',
    sortable: true,
    text: (r) => orDash(r.userScore),
  },
  { key: 'score', header: '总分', priority: 'optional', width: '4rem', text: (r) => String(r.score) },
  {
    key: 'subjective',
    header: '主观题得分',
    priority: 'default',
    width: '6rem',
    text: (r) => orDash(r.subjectiveScore),
  },
  {
    key: 'answerTime',
    header: '用时',
    priority: 'default',
    width: '6.5rem',
    sortable: true,
    text: (r) => answerTimeText(r.answerTime),
  },
  {
    key: 'submitTime',
    header: '提交时间',
    priority: 'default',
    width: '9.5rem',
    sortable: true,
    text: (r) => timeText(r.submitTime),
  },
  {
    key: 'finish',
    header: '是否参考',
    priority: 'default',
    width: '5.5rem',
    text: (r) => (sat(r) ? '是' : '-'),
  },
  {
    key: 'pass',
    header: '是否通过',
    priority: 'default',
    width: '5.5rem',
    text: (r) => passText(r.testStatus, r.isPass),
  },
  {
    key: 'status',
    header: '状态',
    priority: 'default',
    width: '5rem',
    text: (r) => testStatusText(r.testStatus),
  },
  {
    key: 'times',
    header: '考试次数',
    priority: 'optional',
    width: '5rem',
    text: (r) => (sat(r) ? String(r.answerNums) : '-'),
  },
  {
    key: 'effective',
    header: '是否有效',
    priority: 'optional',
    width: '5rem',
    text: (r) =>
      r.isEffective === null || r.isEffective === undefined ? '-' : r.isEffective === 1 ? '有效' : '无效',
  },
  { key: 'school', header: '学校', priority: 'optional', width: '6rem', text: (r) => r.schoolName },
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
    options: { label: string; value: number }[],
  ) => (
    <span className="filter-bar__field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={draft[key] ?? null}
        options={options}
        placeholder="全部"
        showClear
        onChange={(e) => set({ [key]: e.value ?? null })}
      />
    </span>
  );
  return (
    <div className="exam-tab">
      <form
        className="filter-bar"
        aria-label="筛选学员"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilter({ ...draft, nickname: nickname.trim() || null });
          setPage(1);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="student-name">学员</label>
          <InputText
            id="student-name"
            value={nickname}
            placeholder="学员昵称"
            onChange={(e) => setNickname(e.target.value)}
          />
        </span>
        {select('student-finish', '是否参考', 'isFinishConditions', YES_NO('已参考', '未参考'))}
        {select('student-pass', '是否通过', 'isPass', YES_NO('已通过', '未通过'))}
        {select('student-status', '状态', 'testStatus', YES_NO('已批阅', '待批阅'))}
        {select('student-effective', '是否有效', 'isEffective', YES_NO('有效', '无效'))}
        {schools?.shown && (
          <span className="filter-bar__field">
            <label htmlFor="student-school">学校</label>
            <Dropdown
              inputId="student-school"
              value={draft.schoolId ?? null}
              options={schools.list.map((s) => ({ label: s.name, value: s.id }))}
              placeholder="全部"
              showClear
              onChange={(e) => set({ schoolId: e.value ?? null })}
            />
          </span>
        )}
        <div className="filter-bar__actions">
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
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
            label="导出"
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
        ariaLabel="学员统计"
        columns={columns}
        rows={list?.list}
        dataKey="studentId"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无学员', hint: '没有符合筛选条件的学员' }}
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
            label: r.reportId ? '答题详情' : '--',
            ability: r.reportId
              ? isLive('ExamPaperApproveView')
                ? allowed
                : refused(COMING_SOON)
              : refused('该学员未参加考试'),
            onClick: () =>
              r.reportId && navigateTo('ExamPaperApproveView', { report_id: Number(r.reportId) }),
          },
        ]}
      />
    </div>
  );
}
