import { useQuery } from '@apollo/client/react';
import type { FormQuestion } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import type { HomeworkHistoryQuery, PickerQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import type { ListColumn } from '../shared/list/ListTable';
import { DifficultyFilter, DifficultyIcons } from '../shared/question/DifficultyIcons';
import { TYPE_CHOICES, typeLabel } from '../shared/question/questionTypes';
import { formatSchoolTime } from '../shared/schoolTime';
import { plainText } from '../shared/text';
import { allowed } from '../shared/ui/ability';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { toFormQuestion } from './homeworkFormat';
import { homeworkHistoryQuery, pickerMyQuestionsQuery, pickerPublicQuestionsQuery } from './operations';
import { PickerFilters, PickerNameSearch, PickerTable, usePickerPage } from './PickerList';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';
import type { PublishFormApi } from './usePublishForm';

type HistoryRow = HomeworkHistoryQuery['homeworkHistory']['list'][number];

const TITLES = { mine: '从我的题库选择', public: '从公共题库选择', history: '从历史作业选择' } as const;

const bankColumns = (added: ReadonlySet<number>): ListColumn<PickerQuestionFieldsFragment>[] => [
  { key: 'type', header: '题型', priority: 'fixed', width: '6.5rem', text: (q) => typeLabel(q.type) },
  {
    key: 'stem',
    header: '题干',
    priority: 'fixed',
    body: (q) => (
      <span className="picker-stem">
        {added.has(Number(q.id)) && <Tag value="已添加" severity="success" className="picker-stem__added" />}
        <span className="list-table__ellipsis" title={plainText(q.stem)}>
          {plainText(q.stem) || '（图片）'}
        </span>
      </span>
    ),
  },
  {
    key: 'difficulty',
    header: '难度',
    priority: 'fixed',
    width: '7.5rem',
    body: (q) => <DifficultyIcons value={q.difficulty} />,
  },
];

function BankList({
  source,
  chosen,
  added,
  onChoose,
  onPreview,
}: {
  source: 'mine' | 'public';
  chosen: PickerQuestionFieldsFragment[];
  /** Questions already in the homework: marked 已添加 and not chosen again. */
  added: ReadonlySet<number>;
  onChoose: (rows: PickerQuestionFieldsFragment[]) => void;
  onPreview: (id: string) => void;
}) {
  const [stem, setStem] = useState('');
  const [type, setType] = useState<QuestionType | null>(null);
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [filter, setFilter] = useState<{
    stem: string | null;
    type: QuestionType | null;
    difficulty: number | null;
  }>({ stem: null, type: null, difficulty: null });
  const pages = usePickerPage();
  const options = {
    variables: { filter, page: pages.page, limit: pages.pageSize },
    fetchPolicy: 'network-only' as const,
    notifyOnNetworkStatusChange: true,
  };
  const mine = useQuery(pickerMyQuestionsQuery, { ...options, skip: source !== 'mine' });
  const shared = useQuery(pickerPublicQuestionsQuery, { ...options, skip: source !== 'public' });
  const query = source === 'mine' ? mine : shared;
  const result =
    source === 'mine'
      ? (mine.data ?? mine.previousData)?.myQuestions
      : (shared.data ?? shared.previousData)?.publicQuestions;
  const filtered = Boolean(filter.stem || filter.type || filter.difficulty);
  return (
    <>
      <PickerFilters
        label="筛选题目"
        pages={pages}
        onSearch={() => setFilter({ stem: stem.trim() || null, type, difficulty })}
      >
        <InputText
          value={stem}
          placeholder="请输入题干"
          aria-label="题干"
          onChange={(e) => setStem(e.target.value)}
        />
        <Dropdown
          value={type}
          options={TYPE_CHOICES}
          placeholder="全部题型"
          aria-label="题型"
          showClear
          onChange={(e) => setType(e.value ?? null)}
        />
        <DifficultyFilter
          inputId={`picker-difficulty-${source}`}
          value={difficulty}
          onChange={setDifficulty}
        />
      </PickerFilters>
      <PickerTable
        listId={`picker-${source}`}
        ariaLabel="题目"
        columns={bankColumns(added)}
        query={query}
        result={result}
        pages={pages}
        empty={
          filtered
            ? { title: '暂无题目', hint: '没有符合条件的题目，换个条件再搜索。' }
            : source === 'mine'
              ? { title: '暂无题目', hint: '我的题库还没有题目，可在“我的题库”中添加或导入。' }
              : { title: '暂无题目', hint: '公共题库还没有题目。' }
        }
        selection={{
          selected: chosen,
          onChange: onChoose,
          isSelectable: (q) => !added.has(Number(q.id)),
        }}
        actions={(q) => [
          { label: '预览', icon: 'pi pi-eye', ability: allowed, onClick: () => onPreview(q.id) },
        ]}
        actionsWidth="6.5rem"
        rowClassName={(q) => ({ 'picker-row--added': added.has(Number(q.id)) })}
      />
    </>
  );
}

const HISTORY_COLUMNS: ListColumn<HistoryRow>[] = [
  { key: 'name', header: '作业名称', priority: 'fixed', text: (h) => h.name },
  {
    key: 'type',
    header: '类型',
    priority: 'fixed',
    width: '6rem',
    text: (h) => (h.type === 'PERIOD' ? '课时作业' : '课程作业'),
  },
  { key: 'courseTitle', header: '课程', priority: 'fixed', width: '10rem', text: (h) => h.courseTitle },
  {
    key: 'periodTitle',
    header: '课时',
    priority: 'default',
    width: '8rem',
    text: (h) => h.periodTitle || '-',
  },
  {
    key: 'questionCount',
    header: '题目数',
    priority: 'fixed',
    width: '4.5rem',
    body: (h) => h.questionCount,
  },
  {
    key: 'publishTime',
    header: '发布时间',
    priority: 'default',
    width: '8.75rem',
    body: (h) => formatSchoolTime(h.publishTime),
  },
];

function HistoryList({ chosen, onChoose }: { chosen: HistoryRow[]; onChoose: (rows: HistoryRow[]) => void }) {
  const [search, setSearch] = useState<string | null>(null);
  const pages = usePickerPage();
  const query = useQuery(homeworkHistoryQuery, {
    variables: { filter: { name: search }, page: pages.page, limit: pages.pageSize },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = (query.data ?? query.previousData)?.homeworkHistory;
  return (
    <>
      <PickerNameSearch field="作业名称" pages={pages} onSearch={setSearch} />
      <PickerTable
        listId="picker-history"
        ariaLabel="历史作业"
        columns={HISTORY_COLUMNS}
        query={query}
        result={result}
        pages={pages}
        empty={
          search
            ? { title: '暂无历史作业', hint: '没有符合条件的作业，换个名称再搜索。' }
            : { title: '暂无历史作业', hint: '你发布过的作业会出现在这里，可从中选择题目。' }
        }
        selection={{ selected: chosen, onChange: onChoose }}
      />
    </>
  );
}

/**
 * The multi-select dialog (980 px) that adds questions from my bank, the public bank or historical
 * homework. Confirming with nothing chosen is refused by the publish form machine (请选择题目 /
 * 请选择作业); historical homework's questions load in the machine (`loadingPicked`, the busy footer).
 */
export function QuestionPickerDialog({ api }: { api: PublishFormApi }) {
  const { snapshot, send } = api;
  const source = snapshot.context.picker;
  const [questions, setQuestions] = useState<PickerQuestionFieldsFragment[]>([]);
  const [homework, setHomework] = useState<HistoryRow[]>([]);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const busy = snapshot.matches('loadingPicked');
  const added = new Set(snapshot.context.questions.map((q) => q.id));
  const close = () => {
    setQuestions([]);
    setHomework([]);
    send({ type: 'picker.cancel' });
  };
  const confirm = () => {
    if (source === 'history') {
      send({ type: 'picker.confirmHomework', homeworkIds: homework.map((h) => h.id) });
    } else {
      const picked: FormQuestion[] = questions.map((q) => toFormQuestion(q));
      send({ type: 'picker.confirm', chosen: picked.length, questions: picked });
    }
    setQuestions([]);
    setHomework([]);
  };
  return (
    <Dialog
      header={source ? TITLES[source] : ''}
      visible={snapshot.matches('picking') || busy}
      style={{ width: '980px' }}
      onHide={() => !busy && close()}
      footer={<DialogFooter busy={busy} onCancel={close} onConfirm={confirm} />}
    >
      <QuestionPreviewDialog id={previewing} onHide={() => setPreviewing(null)} />
      {source === 'history' ? (
        <HistoryList chosen={homework} onChoose={setHomework} />
      ) : source ? (
        <BankList
          key={source}
          source={source}
          chosen={questions}
          added={added}
          onChoose={setQuestions}
          onPreview={setPreviewing}
        />
      ) : null}
    </Dialog>
  );
}
