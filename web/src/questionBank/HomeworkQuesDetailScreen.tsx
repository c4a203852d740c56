import { useQuery } from '@apollo/client/react';
import { QUESTION_MESSAGES } from '@school/machines';
import { DateTime } from 'luxon';
import { Button } from 'primereact/button';
import { useNavigateTo } from '../app/routes/routeTo';
import { schoolZone } from '../shared/time';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { DifficultyIcons } from './DifficultyIcons';
import { questionQuery } from './operations';
import { QuestionBody } from './QuestionBody';
import { typeLabel } from './questionTypes';
import { useBackToBank } from './useBackToBank';
import './questionBank.css';

/** HomeworkQuesDetail: one question as students will meet it, with answers, difficulty and update time. */
export default function HomeworkQuesDetailScreen({ params }: { params: { id: number } }) {
  const back = useBackToBank();
  const navigateTo = useNavigateTo();
  const { data, loading } = useQuery(questionQuery, {
    variables: { id: String(params.id) },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <PageLoading />;
  const question = data?.question;
  if (!question) {
    return (
      <StatusPage
        icon="pi pi-question-circle"
        code="404"
        title={QUESTION_MESSAGES.notFound}
        description="该题目已被删除或不属于你"
      />
    );
  }
  const updated = DateTime.fromISO(question.updatedAt).setZone(schoolZone).toFormat('yyyy-MM-dd HH:mm');
  return (
    <div className="question-detail">
      <header className="question-form__header">
        <Button type="button" icon="pi pi-arrow-left" text aria-label="返回" onClick={() => back()} />
        <h1>题目详情</h1>
        {!question.isPublic && (
          <Button
            type="button"
            label="编辑"
            icon="pi pi-pencil"
            outlined
            className="question-detail__edit"
            onClick={() => navigateTo('HomeworkEditQues', { id: Number(question.id) })}
          />
        )}
      </header>
      <div className="question-form__card">
        <dl className="question-detail__meta">
          <div>
            <dt>题型</dt>
            <dd data-testid="detail-type">{typeLabel(question.type)}</dd>
          </div>
          <div>
            <dt>难度</dt>
            <dd>
              <DifficultyIcons value={question.difficulty} />
            </dd>
          </div>
          <div>
            <dt>更新时间</dt>
            <dd>{updated}</dd>
          </div>
          {question.remark && (
            <div>
              <dt>备注</dt>
              <dd>{question.remark}</dd>
            </div>
          )}
        </dl>
        <QuestionBody part={question} />
        {question.subQuestions.length > 0 && (
          <ol className="question-detail__items">
            {question.subQuestions.map((item, index) => (
              <li key={item.id} data-testid={`detail-sub-question-${index + 1}`}>
                <h3>
                  第{index + 1}题 <span className="question-body__type">{typeLabel(item.type)}</span>
                </h3>
                <QuestionBody part={item} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
