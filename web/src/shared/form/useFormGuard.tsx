import { ConfirmDialog } from 'primereact/confirmdialog';
import { type ReactNode, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { t } from '../i18n/zh-CN';

export const LEAVE_MESSAGE = t('whatYouEnteredIsNot');

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
      header={t('leaveThisPage')}
      message={LEAVE_MESSAGE}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('leave')}
      rejectLabel={t('stay')}
      acceptClassName="p-button-danger"
      accept={() => blocker.proceed?.()}
      reject={() => blocker.reset?.()}
      onHide={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
