import { useApolloClient, useQuery } from '@apollo/client/react';
import type { FormQuestion } from '@school/machines';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { HomeworkHistoryQuery, PickerQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { DialogFooter } from '../shared/ui/DialogFooter';
import {
  formatTime,
  plainText,
  QUESTION_TYPE_CHOICES,
  quesTypeLabel,
  quesTypeOf,
  toFormQuestion,
} from './homeworkFormat';
import {
  historicalQuestionsQuery,
  homeworkHistoryQuery,
  pickerMyQuestionsQuery,
  pickerPublicQuestionsQuery,
} from './operations';
import type { PublishFormApi } from './usePublishForm';

const PAGE_SIZE = 10;
type HistoryRow = HomeworkHistoryQuery['homeworkHistory']['list'][number];

const TITLES = { mine: '从我的题库选择', public: '从公共题库选择', history: '从历史作业选择' } as const;

function BankList({
  source,
  chosen,
  onChoose,
}: {
  source: 'mine' | 'public';
  chosen: PickerQuestionFieldsFragment[];
  onChoose: (rows: PickerQuestionFieldsFragment[]) => void;
}) {
  const [stem, setStem] = useState('');
  const [type, setType] = useState<QuestionType | null>(null);
  const [filter, setFilter] = useState<{ stem: string | null; type: QuestionType | null }>({
    stem: null,
    type: null,
  });
  const [page, setPage] = useState(1);
  const mine = useQuery(pickerMyQuestionsQuery, {
    variables: { filter, page, limit: PAGE_SIZE },
    skip: source !== 'mine',
    fetchPolicy: 'network-only',
  });
  const shared = useQuery(pickerPublicQuestionsQuery, {
    variables: { filter, page, limit: PAGE_SIZE },
    skip: source !== 'public',
    fetchPolicy: 'network-only',
  });
  const result = source === 'mine' ? mine.data?.myQuestions : shared.data?.publicQuestions;
  return (
    <>
      <form
        className="homework-picker__filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ stem: stem.trim() || null, type });
          setPage(1);
        }}
      >
        <InputText value={stem} placeholder="请输入题干" onChange={(e) => setStem(e.target.value)} />
        <Dropdown
          value={type}
          options={QUESTION_TYPE_CHOICES}
          placeholder="全部题型"
          showClear
          onChange={(e) => setType(e.value ?? null)}
        />
        <Button type="submit" label="搜索" icon="pi pi-search" />
      </form>
      <DataTable
        value={result?.list ?? []}
        dataKey="id"
        lazy
        paginator
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={result?.total ?? 0}
        onPage={(e: DataTableStateEvent) => setPage((e.page ?? 0) + 1)}
        loading={mine.loading || shared.loading}
        selectionMode="checkbox"
        selection={chosen}
        onSelectionChange={(e) => onChoose(e.value as PickerQuestionFieldsFragment[])}
        emptyMessage="暂无题目"
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header="题型" body={(q: PickerQuestionFieldsFragment) => quesTypeLabel(quesTypeOf(q.type))} />
        <Column header="题干" body={(q: PickerQuestionFieldsFragment) => plainText(q.stem)} />
        <Column header="难度" field="difficulty" />
      </DataTable>
    </>
  );
}

function HistoryList({ chosen, onChoose }: { chosen: HistoryRow[]; onChoose: (rows: HistoryRow[]) => void }) {
  const [name, setName] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(homeworkHistoryQuery, {
    variables: { filter: { name: search }, page, limit: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  return (
    <>
      <form
        className="homework-picker__filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(name.trim() || null);
          setPage(1);
        }}
      >
        <InputText value={name} placeholder="请输入作业名称" onChange={(e) => setName(e.target.value)} />
        <Button type="submit" label="搜索" icon="pi pi-search" />
      </form>
      <DataTable
        value={data?.homeworkHistory.list ?? []}
        dataKey="id"
        lazy
        paginator
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={data?.homeworkHistory.total ?? 0}
        onPage={(e: DataTableStateEvent) => setPage((e.page ?? 0) + 1)}
        loading={loading}
        selectionMode="checkbox"
        selection={chosen}
        onSelectionChange={(e) => onChoose(e.value as HistoryRow[])}
        emptyMessage="暂无历史作业"
        size="small"
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column header="作业名称" field="name" />
        <Column header="类型" body={(h: HistoryRow) => (h.type === 'PERIOD' ? '课时作业' : '课程作业')} />
        <Column header="课程" field="courseTitle" />
        <Column header="课时" body={(h: HistoryRow) => h.periodTitle || '-'} />
        <Column header="题目数" field="questionCount" />
        <Column header="发布时间" body={(h: HistoryRow) => formatTime(h.publishTime)} />
      </DataTable>
    </>
  );
}

/**
 * The multi-select dialog (980 px) that adds questions from my bank, the public bank or historical
 * homework. Confirming with nothing chosen is refused by the publish form machine (请选择题目 /
 * 请选择作业).
 */
export function QuestionPickerDialog({
  api,
  onNotice,
}: {
  api: PublishFormApi;
  onNotice: (message: string) => void;
}) {
  const client = useApolloClient();
  const { snapshot, send } = api;
  const source = snapshot.context.picker;
  const [questions, setQuestions] = useState<PickerQuestionFieldsFragment[]>([]);
  const [homework, setHomework] = useState<HistoryRow[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setQuestions([]);
    setHomework([]);
    send({ type: 'picker.cancel' });
  };
  const confirm = async () => {
    if (source !== 'history') {
      const picked: FormQuestion[] = questions.map((q) => toFormQuestion(q));
      send({ type: 'picker.confirm', chosen: picked.length, questions: picked });
    } else if (homework.length === 0) {
      send({ type: 'picker.confirm', chosen: 0, questions: [] });
    } else {
      setBusy(true);
      try {
        const { data } = await client.query({
          query: historicalQuestionsQuery,
          variables: { ids: homework.map((h) => h.id) },
          fetchPolicy: 'network-only',
        });
        const picked = (data?.historicalHomeworkQuestions ?? []).map((q) => toFormQuestion(q));
        send({ type: 'picker.confirm', chosen: homework.length, questions: picked });
      } catch (error) {
        send({ type: 'picker.cancel' });
        onNotice(errorMessage(error));
      } finally {
        setBusy(false);
      }
    }
    setQuestions([]);
    setHomework([]);
  };
  return (
    <Dialog
      header={source ? TITLES[source] : ''}
      visible={snapshot.matches('picking')}
      style={{ width: '980px' }}
      onHide={close}
      footer={<DialogFooter busy={busy} onCancel={close} onConfirm={() => void confirm()} />}
    >
      {source === 'history' ? (
        <HistoryList chosen={homework} onChoose={setHomework} />
      ) : source ? (
        <BankList key={source} source={source} chosen={questions} onChoose={setQuestions} />
      ) : null}
    </Dialog>
  );
}
