import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { useNavigateTo } from '../app/routes/routeTo';
import type { HomeworkRowFieldsFragment } from '../generated/graphql';
import { isoToSeconds } from './homeworkFormat';
import type { RowActionsApi } from './useHomeworkRowActions';

/**
 * A row's actions: view, copy, continue publishing, go grade, and the more menu (adjust deadline,
 * recall). What is shown and enabled, and why not, the row carries (computed by the server).
 */
export function HomeworkRowActionsCell({ row, api }: { row: HomeworkRowFieldsFragment; api: RowActionsApi }) {
  const navigateTo = useNavigateTo();
  const menu = useRef<Menu>(null);
  const can = row.abilities;
  const id = Number(row.id);
  const moreItems = [
    {
      label: '调整截止时间',
      icon: 'pi pi-clock',
      disabled: !can.adjustDeadline.allowed,
      command: () =>
        api.send({ type: 'deadline.open', hwId: row.id, endingTime: isoToSeconds(row.endingTime) }),
    },
    {
      label: '撤回',
      icon: 'pi pi-undo',
      disabled: !can.recall.allowed,
      command: () => api.send({ type: 'recall.open', hwId: row.id }),
    },
  ];
  const why = (ability: { allowed: boolean; reason?: string | null | undefined }) =>
    ability.allowed ? undefined : (ability.reason ?? undefined);
  return (
    <div className="homework-actions">
      <Button
        label="查看"
        link
        size="small"
        disabled={!can.view.allowed}
        tooltip={why(can.view)}
        tooltipOptions={{ showOnDisabled: true }}
        onClick={() => navigateTo('HomeworkDetail', { hw_id: id, class_id: 0 })}
      />
      {can.copy.shown && (
        <Button
          label="复制"
          link
          size="small"
          disabled={!can.copy.allowed}
          tooltip={why(can.copy)}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => navigateTo('HomeworkPublish', { type: 'copy', id })}
        />
      )}
      {can.continuePublishing.shown && (
        <Button
          label="继续发布"
          link
          size="small"
          disabled={!can.continuePublishing.allowed}
          tooltip={why(can.continuePublishing)}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => api.send({ type: 'continue.open', hwId: row.id })}
        />
      )}
      {can.grade.shown && (
        <Button
          label="去批改"
          link
          size="small"
          disabled={!can.grade.allowed}
          tooltip={why(can.grade)}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => navigateTo('HomeworkDetail', { hw_id: id, class_id: 0 })}
        />
      )}
      {(can.adjustDeadline.shown || can.recall.shown) && (
        <>
          <Menu model={moreItems} popup ref={menu} id={`more-${row.id}`} />
          <Button
            label="更多"
            link
            size="small"
            icon="pi pi-angle-down"
            iconPos="right"
            disabled={!can.adjustDeadline.allowed && !can.recall.allowed}
            aria-haspopup
            aria-controls={`more-${row.id}`}
            onClick={(e) => menu.current?.toggle(e)}
          />
        </>
      )}
    </div>
  );
}
