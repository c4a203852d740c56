import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines/messages';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../shared/graphqlErrors';
import { RichText } from '../../shared/question/RichText';
import { formatSchoolTime } from '../../shared/schoolTime';
import { StatusPage } from '../../shared/ui/StatusPage';
import { TYPE_LABELS } from '../homework/questionParts';
import { t } from '../i18n/zh-CN';
import { cancelMyQuestionCollectMutation, mySavedQuestionsQuery } from '../operations';

/**
 * My saved questions (我的收藏): each question as its homework gave it, with that homework (which opens
 * the report again) and when it was saved; removing one asks first.
 */
export function SavedQuestionsScreen() {
  const { data, error, loading } = useQuery(mySavedQuestionsQuery, { fetchPolicy: 'cache-and-network' });
  const [cancel, cancelling] = useMutation(cancelMyQuestionCollectMutation, {
    refetchQueries: [{ query: mySavedQuestionsQuery }],
    awaitRefetchQueries: true,
  });
  const [pending, setPending] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const remove = async (collectId: string) => {
    setPending(null);
    setSaid(null);
    try {
      await cancel({ variables: { collectId } });
      setSaid(COMMON_MESSAGES.collectCancelled);
    } catch (e) {
      setSaid(errorMessage(e));
    }
  };
  const list = data?.mySavedQuestions;
  return (
    <section className="student-screen" aria-labelledby="saved-title">
      <h1 id="saved-title" className="student-title">
        {t('savedQuestions')}
      </h1>
      <ConfirmDialog
        visible={pending !== null}
        header={t('uncollect')}
        message={t('uncollectConfirm')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('uncollect')}
        rejectLabel={t('cancel')}
        acceptClassName="p-button-danger"
        className="student-dialog"
        accept={() => pending && void remove(pending)}
        reject={() => setPending(null)}
        onHide={() => setPending(null)}
      />
      {said && (
        <p className="student-notes__said" role="status">
          {said}
        </p>
      )}
      {error && (
        <p className="student-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {!list && loading && <div className="student-skeleton" aria-hidden="true" />}
      {list?.length === 0 && (
        <StatusPage icon="pi pi-star" title={t('noSavedQuestions')} description={t('noSavedQuestionsHint')} />
      )}
      {list && list.length > 0 && (
        <ul className="student-cards">
          {list.map((q) => (
            <li key={q.id} className="student-card student-saved" aria-label={q.homeworkName}>
              <span className="student-card__head">
                <Tag value={TYPE_LABELS[q.type]} severity="info" />
                <span className="student-card__meta">
                  {t('savedAt', { time: formatSchoolTime(q.savedAt) })}
                </span>
              </span>
              <RichText className="student-question__stem" html={q.stem} />
              <span className="student-saved__foot">
                <Link className="student-saved__source" to={`/student/homework/${q.reportId}`}>
                  <i className="pi pi-book" aria-hidden="true" />{' '}
                  {t('fromHomework', { name: q.homeworkName })}
                </Link>
                <button
                  type="button"
                  className="student-note p-button p-component p-button-outlined p-button-danger"
                  disabled={cancelling.loading}
                  onClick={() => setPending(q.id)}
                >
                  <i className="p-button-icon-left pi pi-star-fill" aria-hidden="true" />
                  <span className="p-button-label">{t('uncollect')}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
