import { useQuery } from '@apollo/client/react';
import { Dropdown } from 'primereact/dropdown';
import { t } from './i18n/zh-CN';
import { publishRubricChoicesQuery } from './operations';

/**
 * The rubric of a short answer on the publish form: the publisher's own rubrics that may be
 * attached (draft or in use; archived ones are not offered), or none.
 */
export function RubricPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null | undefined;
  onChange: (rubricId: number | null) => void;
}) {
  const { data } = useQuery(publishRubricChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const options = (data?.rubrics.list ?? [])
    .filter((r) => r.status !== 'ARCHIVED')
    .map((r) => ({ value: Number(r.id), label: t('maximum', { title: r.title, maxPoints: r.maxPoints }) }));
  return (
    <Dropdown
      inputId={id}
      aria-label={label}
      className="publish-question__rubric"
      value={value ?? null}
      options={options}
      placeholder={t('rubricOptional')}
      showClear
      emptyMessage={t('noRubricsYetCreateOne')}
      onChange={(e) => onChange((e.value as number | null | undefined) ?? null)}
    />
  );
}
