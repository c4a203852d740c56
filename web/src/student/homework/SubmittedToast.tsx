import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';

/** The toast a submitted homework shows (提交成功), at the top of the phone's screen. */
export function SubmittedToast({ summary }: { summary: string }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    toast.current?.show({ severity: 'success', summary });
  }, [summary]);
  return <Toast ref={toast} position="top-center" />;
}
