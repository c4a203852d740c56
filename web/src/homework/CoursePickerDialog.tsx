import { useQuery } from '@apollo/client/react';
import { PUBLISH_MESSAGES } from '@school/machines';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { PublishableCoursesQuery } from '../generated/graphql';
import { DialogFooter } from '../shared/ui/DialogFooter';
import { publishableCoursesQuery } from './operations';

export type PickedCourse = PublishableCoursesQuery['publishableCourses']['list'][number];

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
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PickedCourse | null>(null);
  const { data, loading } = useQuery(publishableCoursesQuery, {
    variables: { title: search, limit: 50 },
    skip: !visible,
  });
  return (
    <Dialog
      header="选择课程"
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
      <form
        className="homework-picker__filters"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(title.trim() || null);
        }}
      >
        <InputText value={title} placeholder="请输入课程名称" onChange={(e) => setTitle(e.target.value)} />
        <Button type="submit" label="搜索" icon="pi pi-search" />
      </form>
      <DataTable
        value={data?.publishableCourses.list ?? []}
        dataKey="id"
        loading={loading}
        selectionMode="radiobutton"
        selection={chosen}
        onSelectionChange={(e) => setChosen(e.value as PickedCourse)}
        emptyMessage="暂无课程"
        size="small"
        scrollable
        scrollHeight="24rem"
      >
        <Column selectionMode="single" headerStyle={{ width: '3rem' }} />
        <Column header="课程名称" field="title" />
        <Column header="班级" body={(c: PickedCourse) => c.classes.map((k) => k.name).join('、') || '-'} />
      </DataTable>
    </Dialog>
  );
}
