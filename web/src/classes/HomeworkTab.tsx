import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { ClassHomeworkFilter, ClassHomeworkQuery, HomeworkType } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { formatSchoolTime } from '../shared/schoolTime';
import { allowed, COMING_SOON, refused } from '../shared/ui/ability';
import '../shared/ui/filterBar.css';
import { type DayRange, dayRangeBounds, SchoolDateRangeInput } from '../shared/ui/SchoolDateInputs';
import { classHomeworkQuery } from './operations';

type Row = ClassHomeworkQuery['classHomework']['list'][number];

const TYPE_CHOICES: { label: string; value: HomeworkType }[] = [
  { label: '课程作业', value: 'COURSE' },
  { label: '课时作业', value: 'PERIOD' },
];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (r) => r.name },
  { key: 'course', header: '课程', priority: 'default', width: '9rem', text: (r) => r.courseTitle },
  { key: 'unmarked', header: '未批改', priority: 'default', width: '5rem', body: (r) => r.unmarkedCount },
  { key: 'marked', header: '已批改', priority: 'default', width: '5rem', body: (r) => r.markedCount },
  {
    key: 'ending',
    header: '截止时间',
    priority: 'fixed',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.endingTime),
  },
  {
    key: 'submitted',
    header: '已提交/应提交',
    priority: 'default',
    width: '7rem',
    body: (r) => `${r.submittedCount}/${r.dueCount}`,
  },
  {
    key: 'type',
    header: '类型',
    priority: 'optional',
    width: '6rem',
    text: (r) => (r.type === 'PERIOD' ? '课时作业' : '课程作业'),
  },
  { key: 'period', header: '课时', priority: 'optional', width: '7rem', text: (r) => r.periodTitle || '-' },
  { key: 'publisher', header: '发布人', priority: 'optional', width: '6rem', text: (r) => r.publisherName },
  {
    key: 'publishTime',
    header: '发布时间',
    priority: 'optional',
    width: '9.5rem',
    body: (r) => formatSchoolTime(r.publishTime),
  },
];

interface Draft {
  published: DayRange;
  ending: DayRange;
  courseId: string | null;
  name: string;
  type: HomeworkType | null;
  periodId: string | null;
  publisherId: string | null;
}
const EMPTY: Draft = {
  published: null,
  ending: null,
  courseId: null,
  name: '',
  type: null,
  periodId: null,
  publisherId: null,
};

function toFilter(d: Draft): ClassHomeworkFilter {
  const published = dayRangeBounds(d.published);
  const ending = dayRangeBounds(d.ending);
  return {
    publishedFrom: published.from,
    publishedTo: published.to,
    endingFrom: ending.from,
    endingTo: ending.to,
    courseId: d.courseId,
    name: d.name.trim() || null,
    type: d.type,
    periodId: d.periodId,
    publisherId: d.publisherId,
  };
}

/** The homework tab: the homework published to this class; 查看 opens its detail for this class. */
export function HomeworkTab({ classId }: { classId: string }) {
  const navigateTo = useNavigateTo();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<ClassHomeworkFilter>(() => toFilter(EMPTY));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(classHomeworkQuery, {
    variables: { classId, filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = (data ?? previousData)?.classHomework;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const search = (d: Draft) => {
    setDraft(d);
    setFilter(toFilter(d));
    setPage(1);
  };
  const named = (options: { id: string; name: string }[] | undefined) =>
    (options ?? []).map((o) => ({ label: o.name, value: o.id }));
  return (
    <div className="class-tab">
      <form
        className="filter-bar"
        aria-label="筛选班级作业"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          search(draft);
        }}
      >
        <span className="filter-bar__field">
          <label htmlFor="chw-published">发布时间</label>
          <SchoolDateRangeInput
            inputId="chw-published"
            value={draft.published}
            onChange={(published) => set({ published })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-ending">截止时间</label>
          <SchoolDateRangeInput
            inputId="chw-ending"
            value={draft.ending}
            onChange={(ending) => set({ ending })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-course">课程</label>
          <Dropdown
            inputId="chw-course"
            value={draft.courseId}
            options={named(list?.courses)}
            placeholder="全部"
            showClear
            onChange={(e) => set({ courseId: e.value ?? null, periodId: null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-name">作业名称</label>
          <InputText
            id="chw-name"
            value={draft.name}
            placeholder="请输入作业名称"
            onChange={(e) => set({ name: e.target.value })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-type">作业类型</label>
          <Dropdown
            inputId="chw-type"
            value={draft.type}
            options={TYPE_CHOICES}
            placeholder="全部"
            showClear
            onChange={(e) => set({ type: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-period">课时</label>
          <Dropdown
            inputId="chw-period"
            value={draft.periodId}
            options={(list?.periods ?? [])
              .filter((p) => !draft.courseId || p.courseId === draft.courseId)
              .map((p) => ({ label: p.name, value: p.id }))}
            placeholder="全部"
            emptyMessage="暂无课时作业"
            showClear
            onChange={(e) => set({ periodId: e.value ?? null })}
          />
        </span>
        <span className="filter-bar__field">
          <label htmlFor="chw-publisher">发布人</label>
          <Dropdown
            inputId="chw-publisher"
            value={draft.publisherId}
            options={named(list?.publishers)}
            placeholder="全部"
            showClear
            onChange={(e) => set({ publisherId: e.value ?? null })}
          />
        </span>
        <div className="filter-bar__actions">
          <Button type="submit" label="搜索" icon="pi pi-search" size="small" />
          <Button
            type="button"
            label="重置"
            severity="secondary"
            outlined
            size="small"
            onClick={() => search(EMPTY)}
          />
        </div>
      </form>
      <ListTable<Row>
        listId="classHomework"
        ariaLabel="班级作业"
        columns={COLUMNS}
        rows={list?.list}
        dataKey="id"
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        empty={{ title: '暂无作业', hint: '还没有发布到本班的作业，或没有符合筛选条件的作业' }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="6rem"
        actions={(r) => [
          {
            label: '查看',
            ability: isLive('ClassesHomeworkDetail') ? allowed : refused(COMING_SOON),
            onClick: () =>
              navigateTo('ClassesHomeworkDetail', { hw_id: Number(r.id), class_id: Number(classId) }),
          },
        ]}
      />
    </div>
  );
}
