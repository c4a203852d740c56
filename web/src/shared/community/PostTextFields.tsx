import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@school/machines';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId } from 'react';
import type { usePostComposer } from './postComposer';

/**
 * A new post's board (when the circle has boards), title (with its count of characters) and content,
 * as both sides write them; each side names the fields in its own words and lays them out its way.
 */
export function PostTextFields({
  fields,
  plates,
  labels,
  classes,
  contentRows,
}: {
  fields: ReturnType<typeof usePostComposer>['fields'];
  /** The boards open to the writer; absent when the circle has none. */
  plates: readonly { id: string; name: string }[] | null;
  labels: { plate: string; title: string; content: string };
  classes: { field: string; count: string };
  contentRows: number;
}) {
  const ids = { plate: useId(), title: useId(), content: useId() };
  return (
    <>
      {plates && (
        <div className={classes.field}>
          <label htmlFor={ids.plate}>{labels.plate}</label>
          <Dropdown
            inputId={ids.plate}
            value={fields.plateId}
            options={plates.map((p) => ({ label: p.name, value: p.id }))}
            placeholder={COMMUNITY_MESSAGES.choosePlate}
            onChange={(e) => fields.setPlateId(e.value as string)}
          />
        </div>
      )}
      <div className={classes.field}>
        <label htmlFor={ids.title}>{labels.title}</label>
        <InputText
          id={ids.title}
          value={fields.title}
          maxLength={COMMUNITY_LIMITS.titleMax}
          placeholder={COMMUNITY_MESSAGES.enterTitle}
          onChange={(e) => fields.setTitle(e.target.value)}
        />
        <small className={classes.count}>
          {[...fields.title].length}/{COMMUNITY_LIMITS.titleMax}
        </small>
      </div>
      <div className={classes.field}>
        <label htmlFor={ids.content}>{labels.content}</label>
        <InputTextarea
          id={ids.content}
          value={fields.content}
          rows={contentRows}
          autoResize
          placeholder={COMMUNITY_MESSAGES.enterContent}
          onChange={(e) => fields.setContent(e.target.value)}
        />
      </div>
    </>
  );
}
