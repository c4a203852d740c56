import { useMutation, useQuery } from '@apollo/client/react';
import { enumOf, IS_SYNC } from '@school/machines';
import { dropCachedList } from '../shared/cachedLists';
import { CoursewareShelf } from './CoursewareShelf';
import { t } from './i18n/zh-CN';
import {
  addSessionCoursewareMutation,
  pickSessionCoursewareMutation,
  removeSessionCoursewareMutation,
  sessionCoursewareQuery,
} from './operations';

const changesList = { update: dropCachedList('sessionCourseware') };

/**
 * A lesson session's courseware (CurriculumTimeDetail, OtoTimeDetail): the list with preview, add
 * from an upload or from the library, and remove. `sessionId` is the lesson time's id.
 */
export default function SessionCourseware({ sessionId }: { sessionId: string }) {
  const { data, loading, error, refetch } = useQuery(sessionCoursewareQuery, {
    variables: { sessionId },
    fetchPolicy: 'cache-and-network',
  });
  const [add] = useMutation(addSessionCoursewareMutation, changesList);
  const [pick] = useMutation(pickSessionCoursewareMutation, changesList);
  const [remove] = useMutation(removeSessionCoursewareMutation, changesList);
  return (
    <CoursewareShelf
      label={t('sessionCourseware')}
      session
      rows={data?.sessionCourseware}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      pickedFor={{ sessionId }}
      mutations={{
        save: async ({ fields, file }) => {
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
        },
        pick: async (wareIds) => {
          await pick({ variables: { sessionId, wareIds } });
        },
        remove: async (row) => {
          await remove({ variables: { id: row.id } });
        },
      }}
    />
  );
}
