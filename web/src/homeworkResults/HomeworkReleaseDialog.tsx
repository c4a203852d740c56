import { useMutation } from '@apollo/client/react';
import type { HomeworkResultDetailQuery } from '../generated/graphql';
import { t } from '../shared/i18n/zh-CN';
import { ReleaseResultsDialog } from '../shared/release/ReleaseResultsDialog';
import { releaseResultsMutation } from './operations';

type Release = NonNullable<HomeworkResultDetailQuery['homeworkResultDetail']>['resultsRelease'];

/** 发布成绩 of a homework: the shared dialog over releaseHomeworkResults; the detail is read again. */
export function HomeworkReleaseDialog({
  homeworkId,
  release,
  onClose,
  onDone,
}: {
  homeworkId: string;
  release: Release;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [releaseResults, { loading }] = useMutation(releaseResultsMutation, {
    refetchQueries: ['HomeworkResultDetail'],
    awaitRefetchQueries: true,
  });
  return (
    <ReleaseResultsDialog
      classes={release.classes}
      subject={t('thisHomework')}
      release={(classId) => releaseResults({ variables: { homeworkId, classId } })}
      busy={loading}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
