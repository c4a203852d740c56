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
import { t } from './i18n/zh-CN';
import { homeworkHistoryQuery, pickerMyQuestionsQuery, pickerPublicQuestionsQuery } from './operations';
import { PickerFilters, PickerNameSearch, PickerTable, usePickerPage } from './PickerList';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';
import type { PublishFormApi } from './usePublishForm';

type HistoryRow = HomeworkHistoryQuery['homeworkHistory']['list'][number];

const TITLES = {
  mine: t('fromMyQuestionBank'),
  public: t('fromTheSharedBank'),
  history: t('fromPastHomework'),
} as const;

const bankColumns = (added: ReadonlySet<number>): ListColumn<PickerQuestionFieldsFragment>[] => [
  { key: 'type', header: t('type2'), priority: 'fixed', width: '6.5rem', text: (q) => typeLabel(q.type) },
  {
    key: 'stem',
    header: t('stem'),
    priority: 'fixed',
    body: (q) => (
      <span className="picker-stem">
        {added.has(Number(q.id)) && (
          <Tag value={t('added')} severity="success" className="picker-stem__added" />
        )}
        <span className="list-table__ellipsis" title={plainText(q.stem)}>
          {plainText(q.stem) || t('image')}
        </span>
      </span>
    ),
  },
  {
    key: 'difficulty',
    header: t('difficulty'),
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
        label={t('filterQuestions')}
        pages={pages}
        onSearch={() => setFilter({ stem: stem.trim() || null, type, difficulty })}
      >
        <InputText
          value={stem}
          placeholder={t('enterTheStem')}
          aria-label={t('stem')}
          onChange={(e) => setStem(e.target.value)}
        />
        <Dropdown
          value={type}
          options={TYPE_CHOICES}
          placeholder={t('allTypes')}
          aria-label={t('type2')}
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
        ariaLabel={t('questions3')}
        columns={bankColumns(added)}
        query={query}
        result={result}
        pages={pages}
        empty={
          filtered
            ? { title: t('noQuestionsYet'), hint: t('noQuestionMatchesTryAnother') }
            : source === 'mine'
              ? { title: t('noQuestionsYet'), hint: t('myQuestionBankHasNo') }
              : { title: t('noQuestionsYet'), hint: t('theSharedBankHasNo') }
        }
        selection={{
          selected: chosen,
          onChange: onChoose,
          isSelectable: (q) => !added.has(Number(q.id)),
        }}
        actions={(q) => [
          { label: t('preview'), icon: 'pi pi-eye', ability: allowed, onClick: () => onPreview(q.id) },
        ]}
        actionsWidth="6.5rem"
        rowClassName={(q) => ({ 'picker-row--added': added.has(Number(q.id)) })}
      />
    </>
  );
}

const HISTORY_COLUMNS: ListColumn<HistoryRow>[] = [
  { key: 'name', header: t('homeworkName'), priority: 'fixed', text: (h) => h.name },
  {
    key: 'type',
    header: t('type'),
    priority: 'fixed',
    width: '6rem',
    text: (h) => (h.type === 'PERIOD' ? t('lessonHomework') : t('courseHomework')),
  },
  { key: 'courseTitle', header: t('course'), priority: 'fixed', width: '10rem', text: (h) => h.courseTitle },
  {
    key: 'periodTitle',
    header: t('lesson'),
    priority: 'default',
    width: '8rem',
    text: (h) => h.periodTitle || '-',
  },
  {
    key: 'questionCount',
    header: t('questions2'),
    priority: 'fixed',
    width: '4.5rem',
    body: (h) => h.questionCount,
  },
  {
    key: 'publishTime',
    header: t('publishedAt'),
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
      <PickerNameSearch field={t('homeworkName')} pages={pages} onSearch={setSearch} />
      <PickerTable
        listId="picker-history"
        ariaLabel={t('pastHomework')}
        columns={HISTORY_COLUMNS}
        query={query}
        result={result}
        pages={pages}
        empty={
          search
            ? { title: t('noPastHomework'), hint: t('noHomeworkMatchesTryAnother2') }
            : { title: t('noPastHomework'), hint: t('homeworkYouHavePublishedAppears') }
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
