import { useQuery } from '@apollo/client/react';
import type { PublishFormEmitted, PublishFormInput } from '@school/machines';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Tag } from 'primereact/tag';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigateTo } from '../app/routes/routeTo';
import { useFormGuard } from '../shared/form/useFormGuard';
import { errorMessage, isForbidden } from '../shared/graphqlErrors';
import { nowSeconds } from '../shared/schoolTime';
import { showLastingToast } from '../shared/ui/lastingToast';
import { NoAccess } from '../shared/ui/NoAccess';
import { PageHeader } from '../shared/ui/PageHeader';
import { PageLoading } from '../shared/ui/PageLoading';
import { StatusPage } from '../shared/ui/StatusPage';
import { BatchScoreDialog } from './BatchScoreDialog';
import { CoursePickerDialog, type PickedCourse } from './CoursePickerDialog';
import { homeworkCopyQuery, publishableCoursesQuery } from './operations';
import { PublishInfoSection } from './PublishInfoSection';
import { publishFormInputOf } from './publishFormInput';
import { QuestionListSection } from './QuestionListSection';
import { QuestionPickerDialog } from './QuestionPickerDialog';
import { usePublishForm } from './usePublishForm';
import './homework.css';
import { t } from './i18n/zh-CN';

interface PublishParams {
  type?: 'copy';
  id?: number;
  course_id?: number;
  arrange_id?: number;
  arrange_type?: 1 | 2 | 3 | 4;
}

/** How long 作业发布成功 shows before going back. */
const BACK_AFTER_MS = 900;

/** What the form holds, to tell whether the user changed anything. */
const contentOf = (context: { info: unknown; questions: unknown }) =>
  JSON.stringify([context.info, context.questions]);

function PublishForm({
  input,
  initialCourse,
  copiedFrom,
}: {
  input: PublishFormInput;
  initialCourse: PickedCourse | null;
  /** The name of the homework this form copies, when it is a copy. */
  copiedFrom: string | null;
}) {
  const navigate = useNavigate();
  const navigateTo = useNavigateTo();
  // What the course dialog picked, for its title; the form holds its id.
  const [course, setCourse] = useState<PickedCourse | null>(initialCourse);
  const notify = useCallback(
    (notice: Pick<PublishFormEmitted, 'message' | 'severity'>) =>
      // The screen goes back once published: its notice must outlive it.
      showLastingToast({ severity: notice.severity, summary: notice.message }),
    [],
  );
  const api = usePublishForm(input, notify);
  const { snapshot, send } = api;
  const [initialContent] = useState(() => contentOf(snapshot.context));
  const published = snapshot.matches('published');
  const changed = !published && contentOf(snapshot.context) !== initialContent;
  const leaveGuard = useFormGuard(changed);
  const { data: children } = useQuery(publishableCoursesQuery, {
    variables: { parentId: course?.id ?? null, limit: 100 },
    skip: !course,
  });
  const childCourses = children?.publishableCourses.list;
  const goBack = useCallback(() => {
    if (window.history.length > 1) void navigate(-1);
    else navigateTo('HomeworkManage', { tab: 'main' });
  }, [navigate, navigateTo]);
  useEffect(() => {
    if (!published) return;
    const timer = setTimeout(goBack, BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [published, goBack]);
  const removal = snapshot.context.removal;

  return (
    <div className="homework-publish">
      {leaveGuard}
      <PageHeader
        title={copiedFrom === null ? t('publishHomework') : t('copyHomework')}
        onBack={goBack}
        tag={copiedFrom === null ? undefined : <Tag value={t('copy')} severity="info" />}
      >
        {copiedFrom !== null && (
          <>
            <i className="pi pi-copy" aria-hidden="true" />
            <span>{t.rich('copiedFromNameNotesScoring', { copiedFrom })}</span>
          </>
        )}
      </PageHeader>
      <ConfirmDialog
        visible={snapshot.matches('confirmingRemoval')}
        header={t('notice')}
        message={
          <span className="homework-dialog__confirm">
            {removal?.message}
            {removal && removal.ids.length > 1 && (
              <small className="homework-dialog__hint">
                {t.rich('questionsInAll', { value: removal.ids.length })}
              </small>
            )}
          </span>
        }
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ok')}
        rejectLabel={t('cancel')}
        accept={() => send({ type: 'removal.confirm' })}
        reject={() => send({ type: 'removal.cancel' })}
        onHide={() => snapshot.matches('confirmingRemoval') && send({ type: 'removal.cancel' })}
      />
      <CoursePickerDialog
        visible={snapshot.matches('choosingCourse')}
        onHide={() => snapshot.matches('choosingCourse') && send({ type: 'course.cancel' })}
        onNotice={(message) => notify({ message, severity: 'warn' })}
        onPick={(picked) => {
          setCourse(picked);
          send({ type: 'course.pick', courseId: Number(picked.id) });
        }}
      />
      <QuestionPickerDialog api={api} />
      <BatchScoreDialog api={api} />
      <PublishInfoSection
        api={api}
        course={course}
        childCourses={childCourses}
        onPickCourse={() => send({ type: 'course.open' })}
      />
      <QuestionListSection api={api} />
      <div className="homework-publish__footer">
        <Button type="button" label={t('back')} severity="secondary" outlined onClick={goBack} />
        <Button
          type="button"
          label={t('publish')}
          icon="pi pi-send"
          loading={snapshot.matches('submitting')}
          disabled={published}
          onClick={() =>
            send({
              type: 'form.submit',
              facts: { now: nowSeconds(), hasChildCourses: (childCourses?.length ?? 0) > 0 },
            })
          }
        />
      </div>
    </div>
  );
}

/**
 * HomeworkPublish: the publish form. `type=copy` with `id` starts from a copy of the caller's
 * homework (name, remark, score option, anonymity and questions with their scores and rubrics);
 * `course_id` preselects the course; `arrange_id` and `arrange_type` publish for a lesson arrangement.
 */
export default function HomeworkPublishScreen({ params }: { params: PublishParams }) {
  const copying = params.type === 'copy' && params.id !== undefined;
  const copy = useQuery(homeworkCopyQuery, {
    variables: { id: String(params.id ?? '') },
    skip: !copying,
    fetchPolicy: 'network-only',
  });
  const course = useQuery(publishableCoursesQuery, {
    variables: { courseId: String(params.course_id ?? '') },
    skip: !params.course_id,
  });
  if ((copying && copy.loading) || (params.course_id && course.loading)) return <PageLoading />;
  if (copying && copy.error) {
    if (isForbidden(copy.error)) return <NoAccess reason={errorMessage(copy.error)} />;
    return (
      <StatusPage
        icon="pi pi-exclamation-circle"
        title={t('thisHomeworkCannotBeCopied')}
        description={errorMessage(copy.error)}
        actions={<Button label={t('retry')} icon="pi pi-refresh" onClick={() => void copy.refetch()} />}
      />
    );
  }
  const source = copy.data?.homeworkCopy ?? undefined;
  const initialCourse = course.data?.publishableCourses.list[0] ?? null;
  const input = publishFormInputOf({
    source,
    courseId: initialCourse?.id,
    arrange: { arrange_type: params.arrange_type, arrange_id: params.arrange_id },
  });
  return (
    <PublishForm
      key={source?.id ?? 'new'}
      input={input}
      initialCourse={initialCourse}
      copiedFrom={source ? source.name : null}
    />
  );
}
