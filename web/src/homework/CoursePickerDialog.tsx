import { useQuery } from '@apollo/client/react';
import { PUBLISH_MESSAGES } from '@school/machines';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { PublishableCoursesQuery } from '../generated/graphql';
import type { ListColumn } from '../shared/list/ListTable';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { t } from './i18n/zh-CN';
import { publishableCoursesQuery } from './operations';
import { PickerNameSearch, PickerTable } from './PickerList';

export type PickedCourse = PublishableCoursesQuery['publishableCourses']['list'][number];

const COLUMNS: ListColumn<PickedCourse>[] = [
  { key: 'title', header: t('courseName'), priority: 'fixed', width: '18rem', text: (c) => c.title },
  {
    key: 'classes',
    header: t('class'),
    priority: 'fixed',
    text: (c) => c.classes.map((k) => k.name).join(t('text')) || '-',
  },
];

/** The course picker: the caller's courses, each with their classes; one is chosen (请选择一门课程). */
export function CoursePickerDialog({
  visible,
  onPick,
  onHide,
  onNotice,
}: {
  visible: boolean;
  onPick: (course: PickedCourse) => void;
  onHide: () => void;
  onNotice: (message: string) => void;
}) {
  const [search, setSearch] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PickedCourse | null>(null);
  const query = useQuery(publishableCoursesQuery, {
    variables: { title: search, limit: 50 },
    skip: !visible,
    notifyOnNetworkStatusChange: true,
  });
  return (
    <Dialog
      header={t('chooseCourse')}
      visible={visible}
      style={{ width: '980px' }}
      onHide={onHide}
      footer={
        <DialogFooter
          onCancel={onHide}
          onConfirm={() => (chosen ? onPick(chosen) : onNotice(PUBLISH_MESSAGES.pickCourse))}
        />
      }
    >
      <PickerNameSearch field={t('courseName')} onSearch={setSearch} />
      <PickerTable
        listId="picker-courses"
        ariaLabel={t('course')}
        columns={COLUMNS}
        query={query}
        result={(query.data ?? query.previousData)?.publishableCourses}
        empty={
          search
            ? { title: t('noCourses'), hint: t('noCourseMatchesTryAnother') }
            : { title: t('noCourses'), hint: t('youHaveNoCourseTo') }
        }
        selection={{ mode: 'single', selected: chosen, onChange: setChosen }}
      />
    </Dialog>
  );
}
