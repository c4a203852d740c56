import { useMutation } from '@apollo/client/react';
import { COURSEWARE_MESSAGES, enumOf, IS_SYNC } from '@school/machines';
import { useEffect, useRef } from 'react';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import { CoursewareDialog, useCoursewareDialog } from './CoursewareDialog';
import { t } from './i18n/zh-CN';
import { addSessionCoursewareMutation } from './operations';

/**
 * The upload dialog of a lesson session's courseware on its own (a calendar card's 上传课件): it opens
 * at once, saves to the session, and calls `onClose` once it has closed (saved or cancelled).
 */
export default function SessionCoursewareUpload({
  sessionId,
  onClose,
  onSaved,
}: {
  sessionId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [add] = useMutation(addSessionCoursewareMutation, { update: dropCachedList('sessionCourseware') });
  const dialog = useCoursewareDialog(async ({ fields, file }) => {
    try {
      await add({
        variables: {
          sessionId,
          input: {
            name: fields.name,
            wareType: enumOf('WareType', fields.wareType),
            fileUrl: file?.url ?? '',
            fileName: file?.fileName ?? '',
            isSync: fields.isSync === IS_SYNC.yes,
          },
        },
      });
    } catch (e) {
      throw new Error(errorMessage(e));
    }
    onSaved(COURSEWARE_MESSAGES.added);
  });
  const [snapshot, send] = dialog;
  const opened = useRef(false);
  useEffect(() => {
    send({ type: 'dialog.open', classifyOptional: true });
  }, [send]);
  const closed = snapshot.matches('closed');
  useEffect(() => {
    if (!closed) opened.current = true;
    else if (opened.current) onClose();
  }, [closed, onClose]);
  return <CoursewareDialog machine={dialog} classifies={[]} title={t('uploadCourseware')} />;
}
