import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_MESSAGE = '已填写的内容尚未保存，离开后将丢失。确定要离开吗？';

/**
 * Leaving a changed form asks first: 返回, any in-app navigation (links, the side menu, the browser's
 * back button) and closing or reloading the tab. Render the returned dialog inside the form's screen.
 */
export function useFormGuard(changed: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);
  // The form may be saved while the question is open: then leaving needs no answer.
  useEffect(() => {
    if (blocker.state === 'blocked' && !changed) blocker.proceed();
  }, [blocker, changed]);
  return (
    <ConfirmDialog
      visible={blocker.state === 'blocked'}
      header="离开此页面？"
      message={LEAVE_MESSAGE}
      icon="pi pi-exclamation-triangle"
      acceptLabel="离开"
      rejectLabel="留在此页"
      acceptClassName="p-button-danger"
      accept={() => blocker.proceed?.()}
      reject={() => blocker.reset?.()}
      onHide={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
