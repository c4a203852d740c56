import { useMutation, useQuery } from '@apollo/client/react';
import { enumOf, IS_SYNC, WARE_TYPE_LABELS, WARE_TYPES } from '@school/machines';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import type { WareType } from '../generated/graphql';
import { dropCachedList } from '../shared/cachedLists';
import '../shared/ui/filterBar.css';
import { CoursewareShelf } from './CoursewareShelf';
import { t as tr } from './i18n/zh-CN';
import {
  addClassCoursewareMutation,
  classCoursewareQuery,
  editClassCoursewareMutation,
  pickClassCoursewareMutation,
  removeClassCoursewareMutation,
} from './operations';

const TYPE_CHOICES = WARE_TYPES.map((t) => ({ label: WARE_TYPE_LABELS[t], value: enumOf('WareType', t) }));
const changesList = { update: dropCachedList('classCourseware') };

/** ClassDetail's courseware tab: the class's courseware, with add, edit, view and remove. */
export default function ClassCoursewareTab({ classId }: { classId: string }) {
  const [draft, setDraft] = useState<{ name: string; wareType: WareType | null }>({
    name: '',
    wareType: null,
  });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data, previousData, loading, error, refetch } = useQuery(classCoursewareQuery, {
    variables: {
      classId,
      filter: { name: filter.name.trim() || null, wareType: filter.wareType },
      page,
      limit: pageSize,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [add] = useMutation(addClassCoursewareMutation, changesList);
  const [edit] = useMutation(editClassCoursewareMutation);
  const [pick] = useMutation(pickClassCoursewareMutation, changesList);
  const [remove] = useMutation(removeClassCoursewareMutation, changesList);
  const list = (data ?? previousData)?.classCourseware;
  return (
    <div className="class-tab">
      <CoursewareShelf
        label={tr('classCourseware')}
        rows={list?.list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        pickedFor={{ classId }}
        paging={{
          page,
          pageSize,
          total: list?.total ?? 0,
          onChange: (p, size) => {
            setPage(size === pageSize ? p : 1);
            setPageSize(size);
          },
        }}
        filters={
          <form
            className="filter-bar"
            aria-label={tr('filterCourseware')}
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              setFilter(draft);
              setPage(1);
            }}
          >
            <span className="filter-bar__field">
              <label htmlFor="courseware-name">{tr('coursewareName')}</label>
              <InputText
                id="courseware-name"
                value={draft.name}
                placeholder={tr('enterACoursewareName')}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
            </span>
            <span className="filter-bar__field">
              <label htmlFor="courseware-type">{tr('coursewareType')}</label>
              <Dropdown
                inputId="courseware-type"
                value={draft.wareType}
                options={TYPE_CHOICES}
                placeholder={tr('all')}
                showClear
                onChange={(e) => setDraft({ ...draft, wareType: e.value ?? null })}
              />
            </span>
            <div className="filter-bar__actions">
              <Button type="submit" label={tr('search')} icon="pi pi-search" size="small" />
            </div>
          </form>
        }
        mutations={{
          save: async ({ editingId, fields, file }) => {
            const input = {
              name: fields.name,
              classifyId: fields.classifyId,
              wareType: enumOf('WareType', fields.wareType),
              fileUrl: file?.url ?? '',
              fileName: file?.fileName ?? '',
              description: fields.description,
              isSync: fields.isSync === IS_SYNC.yes,
            };
            if (editingId) await edit({ variables: { id: editingId, input } });
            else await add({ variables: { classId, input } });
          },
          pick: async (wareIds) => {
            await pick({ variables: { classId, wareIds } });
          },
          remove: async (row) => {
            await remove({ variables: { id: row.id } });
          },
        }}
      />
    </div>
  );
}
