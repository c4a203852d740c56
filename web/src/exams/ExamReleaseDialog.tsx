import { useMutation } from '@apollo/client/react';
import type { ExamResultsReleaseFieldsFragment } from '../generated/graphql';
import { t } from '../shared/i18n/zh-CN';
import { ReleaseResultsDialog } from '../shared/release/ReleaseResultsDialog';
import { releaseExamResultsMutation } from './operations';

/** 发布成绩 of an exam: the shared dialog over releaseExamResults; the header is read again. */
export function ExamReleaseDialog({
  examId,
  release,
  onClose,
  onDone,
}: {
  examId: string;
  release: ExamResultsReleaseFieldsFragment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [releaseResults, { loading }] = useMutation(releaseExamResultsMutation, {
    refetchQueries: ['ExamHeader'],
    awaitRefetchQueries: true,
  });
  return (
    <ReleaseResultsDialog
      classes={release.classes}
      subject={t('thisExam')}
      release={(classId) => releaseResults({ variables: { examId, classId } })}
      busy={loading}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
