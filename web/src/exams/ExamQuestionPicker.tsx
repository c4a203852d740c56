import { useQuery } from '@apollo/client/react';
import type { PickedQuestion } from '@school/machines';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import type { ExamPickerQuestionFieldsFragment, QuestionType } from '../generated/graphql';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { DifficultyIcons } from '../shared/question/DifficultyIcons';
import { quesTypeOf, TYPE_CHOICES, typeLabel } from '../shared/question/questionTypes';
import { plainText } from '../shared/text';
import { TabPanel, TabView } from '../shared/ui/TabView';
import { t } from './i18n/zh-CN';
import { examPickerMineQuery, examPickerPublicQuery } from './operations';

type Row = ExamPickerQuestionFieldsFragment;
const PAGE_SIZE = 8;

const columns = (added: ReadonlySet<number>): ListColumn<Row>[] => [
  {
    key: 'type',
    header: t('questionType'),
    priority: 'fixed',
    width: '7rem',
    text: (q) => typeLabel(q.type),
  },
  {
    key: 'stem',
    header: t('question'),
    priority: 'fixed',
    body: (q) => (
      <span className="exam-picker__stem">
        {added.has(Number(q.id)) && <Tag value={t('added')} severity="success" />}
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
}: {
  source: 'mine' | 'public';
  chosen: Row[];
  added: ReadonlySet<number>;
  onChoose: (rows: Row[]) => void;
}) {
  const [stem, setStem] = useState('');
  const [type, setType] = useState<QuestionType | null>(null);
  const [page, setPage] = useState(1);
  const filter = { stem: stem.trim() || null, type };
  const variables = { filter, page, limit: PAGE_SIZE };
  const mine = useQuery(examPickerMineQuery, {
    variables,
    skip: source !== 'mine',
    fetchPolicy: 'cache-and-network',
  });
  const shared = useQuery(examPickerPublicQuery, {
    variables,
    skip: source !== 'public',
    fetchPolicy: 'cache-and-network',
  });
  const result = source === 'mine' ? mine : shared;
  const page$ = source === 'mine' ? mine.data?.myQuestions : shared.data?.publicQuestions;
  return (
    <div className="exam-picker__list">
      <div className="exam-picker__filters">
        <InputText
          value={stem}
          placeholder={t('searchQuestions')}
          aria-label={t('searchQuestions')}
          onChange={(e) => {
            setStem(e.target.value);
            setPage(1);
          }}
        />
        <Dropdown
          value={type}
          options={TYPE_CHOICES}
          placeholder={t('allTypes')}
          aria-label={t('questionType')}
          showClear
          onChange={(e) => {
            setType(e.value ?? null);
            setPage(1);
          }}
        />
      </div>
      <ListTable<Row>
        listId={`examPicker-${source}`}
        ariaLabel={source === 'mine' ? t('myQuestionBank') : t('sharedQuestionBank')}
        columns={columns(added)}
        rows={page$?.list}
        dataKey="id"
        loading={result.loading}
        error={result.error}
        onRetry={() => void result.refetch()}
        empty={{ title: t('noQuestionsYet'), hint: t('tryAnotherFilter') }}
        skeletonRows={4}
        selection={{ selected: chosen, onChange: onChoose, isSelectable: (q) => !added.has(Number(q.id)) }}
        paging={{ page, pageSize: PAGE_SIZE, total: page$?.total ?? 0, onChange: (p) => setPage(p) }}
      />
    </div>
  );
}

/** Picks bank questions (the caller's own or the shared bank's) for one section, each with one score. */
export function ExamQuestionPicker({
  visible,
  added,
  onConfirm,
  onCancel,
}: {
  visible: boolean;
  /** Bank questions already on the paper. */
  added: ReadonlySet<number>;
  onConfirm: (questions: PickedQuestion[], score: number) => void;
  onCancel: () => void;
}) {
  const [tab, setTab] = useState(0);
  const [chosen, setChosen] = useState<Row[]>([]);
  const [score, setScore] = useState(5);
  const close = () => {
    setChosen([]);
    onCancel();
  };
  return (
    <Dialog
      header={t('chooseFromTheQuestionBank')}
      visible={visible}
      onHide={close}
      style={{ width: '980px' }}
      footer={
        <div className="exam-picker__footer">
          <label htmlFor="exam-picker-score">{t('pointsPerQuestion')}</label>
          <InputNumber
            inputId="exam-picker-score"
            value={score}
            min={0.5}
            max={100}
            maxFractionDigits={1}
            onValueChange={(e) => setScore(e.value ?? 1)}
          />
          <span className="exam-picker__count">{t.rich('chosen', { chosenCount: chosen.length })}</span>
          <Button type="button" label={t('cancel')} outlined onClick={close} />
          <Button
            type="button"
            label={t('ok')}
            disabled={chosen.length === 0}
            onClick={() => {
              onConfirm(
                chosen.map((q) => ({ id: Number(q.id), ques_type: quesTypeOf(q.type), ques_stem: q.stem })),
                score,
              );
              setChosen([]);
            }}
          />
        </div>
      }
    >
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)}>
        <TabPanel header={t('myQuestionBank')}>
          {tab === 0 && <BankList source="mine" chosen={chosen} added={added} onChoose={setChosen} />}
        </TabPanel>
        <TabPanel header={t('sharedQuestionBank')}>
          {tab === 1 && <BankList source="public" chosen={chosen} added={added} onChoose={setChosen} />}
        </TabPanel>
      </TabView>
    </Dialog>
  );
}
