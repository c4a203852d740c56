import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { isLive, useNavigateTo } from '../app/routes/routeTo';
import type { StaffViewer } from '../auth';
import type { HomeworkRowFieldsFragment } from '../generated/graphql';
import { isoToSeconds, nowSeconds, rowAbilities } from './homeworkFormat';
import type { RowActionsApi } from './useHomeworkRowActions';

/** Shown on links to screens that are planned but not built yet. */
const SOON = '该页面即将上线';

/**
 * A row's actions: view, copy, continue publishing (multi-class homework only), go grade, and the
 * more menu (adjust deadline, recall). What is enabled is asked of the homework lifecycle machine;
 * copy needs canDispatch and ownership; a recalled row disables grade, more and continue publishing.
 */
export function HomeworkRowActionsCell({
  row,
  viewer,
  api,
}: {
  row: HomeworkRowFieldsFragment;
  viewer: StaffViewer;
  api: RowActionsApi;
}) {
  const navigateTo = useNavigateTo();
  const detailLive = isLive('HomeworkDetail');
  const menu = useRef<Menu>(null);
  const can = rowAbilities(row, { id: viewer.user.id, canDispatch: viewer.canDispatch }, nowSeconds());
  const id = Number(row.id);
  const moreItems = [
    {
      label: '调整截止时间',
      icon: 'pi pi-clock',
      disabled: !can.adjustDeadlineEnabled,
      command: () =>
        api.send({ type: 'deadline.open', hwId: row.id, endingTime: isoToSeconds(row.endingTime) }),
    },
    {
      label: '撤回',
      icon: 'pi pi-undo',
      disabled: !can.recallEnabled,
      command: () => api.send({ type: 'recall.open', hwId: row.id }),
    },
  ];
  return (
    <div className="homework-actions">
      <Button
        label="查看"
        link
        size="small"
        disabled={!detailLive}
        tooltip={detailLive ? undefined : SOON}
        tooltipOptions={{ showOnDisabled: true }}
        onClick={() => navigateTo('HomeworkDetail', { hw_id: id, class_id: 0 })}
      />
      {viewer.canDispatch && (
        <Button
          label="复制"
          link
          size="small"
          disabled={!row.isOwner}
          onClick={() => navigateTo('HomeworkPublish', { type: 'copy', id })}
        />
      )}
      {can.continuePublishShown && (
        <Button
          label="继续发布"
          link
          size="small"
          disabled={!can.continuePublishEnabled}
          onClick={() => api.send({ type: 'continue.open', hwId: row.id })}
        />
      )}
      {viewer.canCorrect && (
        <Button
          label="去批改"
          link
          size="small"
          disabled={row.recalled || !detailLive}
          tooltip={detailLive ? undefined : SOON}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => navigateTo('HomeworkDetail', { hw_id: id, class_id: 0 })}
        />
      )}
      {viewer.canDispatch && (
        <>
          <Menu model={moreItems} popup ref={menu} id={`more-${row.id}`} />
          <Button
            label="更多"
            link
            size="small"
            icon="pi pi-angle-down"
            iconPos="right"
            disabled={row.recalled}
            aria-haspopup
            aria-controls={`more-${row.id}`}
            onClick={(e) => menu.current?.toggle(e)}
          />
        </>
      )}
    </div>
  );
}
