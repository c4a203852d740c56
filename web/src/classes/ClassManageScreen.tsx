import { useMutation, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES } from '@school/machines';
import { Tag } from 'primereact/tag';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { ClassFilter, SchoolClassFieldsFragment } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { type ListColumn, ListTable } from '../shared/list/ListTable';
import { useViewer } from '../shared/session/viewer';
import { allowed } from '../shared/ui/ability';
import { ClassFilters, initialClassFilter } from './ClassFilters';
import { classListQuery, setScheduleImageMutation } from './operations';
import {
  readAsBase64,
  SCHEDULE_IMAGE_ACCEPT,
  SCHEDULE_IMAGE_MAX_BYTES,
  ScheduleImage,
} from './ScheduleImage';
import { validityText } from './studyFormat';
import './classes.css';
import { ScreenTitle } from '../shared/ui/ScreenTitle';
import { t } from './i18n/zh-CN';

type Row = SchoolClassFieldsFragment;

const columns = (switches: { grade: boolean; classify: boolean }): ListColumn<Row>[] => [
  { key: 'name', header: t('className'), priority: 'fixed', text: (r) => r.name },
  {
    key: 'scheduleImage',
    header: t('timetable'),
    priority: 'fixed',
    width: '5rem',
    body: (r) => <ScheduleImage src={r.scheduleImage} className={r.name} />,
  },
  ...(switches.grade
    ? [
        {
          key: 'grade',
          header: t('grade'),
          priority: 'default',
          width: '5rem',
          text: (r: Row) => r.gradeName,
        } as const,
      ]
    : []),
  ...(switches.classify
    ? [
        {
          key: 'classify',
          header: t('teachingCategory'),
          priority: 'default',
          width: '7rem',
          text: (r: Row) => r.classifyName,
        } as const,
      ]
    : []),
  {
    key: 'students',
    header: t('studentsInClass'),
    priority: 'default',
    width: '5.5rem',
    body: (r) => r.studentsCount,
  },
  {
    key: 'status',
    header: t('status'),
    priority: 'default',
    width: '5.5rem',
    body: (r) => <Tag value={r.statusName} severity={r.status === 'IN_PROGRESS' ? 'success' : 'secondary'} />,
  },
  {
    key: 'large',
    header: t('parentClass'),
    priority: 'default',
    width: '7rem',
    text: (r) => r.largeClassName,
  },
  {
    key: 'validity',
    header: t('studyValidUntil'),
    priority: 'default',
    width: '8rem',
    text: (r) => validityText(r.validType, r.validTime),
  },
  {
    key: 'head',
    header: t('headTeacher'),
    priority: 'optional',
    width: '6rem',
    text: (r) => r.headTeacherName || '-',
  },
];

/** ClassManage: the caller's classes, filtered; manage a class or upload its schedule image. */
export default function ClassManageScreen() {
  const viewer = useViewer();
  const isTeacher = viewer.user.role === 'TEACHER';
  const navigateTo = useNavigateTo();
  const toast = useRef<Toast>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadFor, setUploadFor] = useState<Row | null>(null);
  const [filter, setFilter] = useState<ClassFilter>(() => initialClassFilter(isTeacher));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(classListQuery, {
    variables: { filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [setImage, { loading: uploading }] = useMutation(setScheduleImageMutation);
  const list = (data ?? previousData)?.classes;
  const switches = list?.switches ?? { grade: true, classify: true };

  const upload = async (row: Row, file: File) => {
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) {
      toast.current?.show({ severity: 'warn', summary: t('aTimetableMustBeA') });
      return;
    }
    if (file.size > SCHEDULE_IMAGE_MAX_BYTES) {
      toast.current?.show({ severity: 'warn', summary: t('aTimetableImageMayNot') });
      return;
    }
    try {
      const imageBase64 = await readAsBase64(file);
      await setImage({ variables: { classId: row.id, fileName: file.name, imageBase64 } });
      toast.current?.show({ severity: 'success', summary: COMMON_MESSAGES.uploaded, life: 2000 });
    } catch (e) {
      toast.current?.show({ severity: 'error', summary: errorMessage(e) });
    }
  };

  return (
    <section className="class-manage" aria-label={t('classes')}>
      <ScreenTitle>{t('classes')}</ScreenTitle>
      <Toast ref={toast} position="top-center" />
      <input
        ref={fileInput}
        type="file"
        accept={SCHEDULE_IMAGE_ACCEPT}
        hidden
        data-testid="schedule-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file && uploadFor) void upload(uploadFor, file);
        }}
      />
      <ClassFilters
        isTeacher={isTeacher}
        onSearch={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <ListTable<Row>
        listId="classManage"
        ariaLabel={t('classList')}
        columns={columns(switches)}
        rows={list?.list}
        dataKey="id"
        loading={loading || uploading}
        error={error}
        onRetry={() => void refetch()}
        empty={{
          title: t('noClassesYet'),
          hint: filter.onlyManaged ? t('clearOnlyClassesIManage') : t('noClassesMatchTheFilter'),
        }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        actionsWidth="11rem"
        actions={(r) => [
          {
            label: t('manageClass'),
            ability: allowed,
            onClick: () => navigateTo('ClassDetail', { id: Number(r.id) }),
          },
          {
            label: t('uploadTimetable'),
            ability: allowed,
            onClick: () => {
              setUploadFor(r);
              fileInput.current?.click();
            },
          },
        ]}
      />
    </section>
  );
}
