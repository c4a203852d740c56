import { Toast, type ToastMessage } from 'primereact/toast';
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** How long a notice stays: long enough to read a short sentence. */
export const TOAST_LIFE_MS = 3000;

const toast = createRef<Toast>();

/**
 * Shows a notice in one toast outside every screen, so it stays its full time when the screen that
 * raised it goes (a form that goes back once saved): a screen's own toast goes with the screen.
 */
export function showLastingToast(message: ToastMessage): void {
  if (!toast.current) {
    const host = document.createElement('div');
    host.className = 'lasting-toast';
    document.body.append(host);
    flushSync(() => createRoot(host).render(<Toast ref={toast} position="top-center" />));
  }
  toast.current?.show({ life: TOAST_LIFE_MS, ...message });
}
