import { lazy, Suspense } from 'react';

/** The class meetings' share dialog (three join codes), for other screens such as a calendar card's. */
const ShareCodesDialog = lazy(() =>
  import('../../meetings/ShareCodesDialog').then((m) => ({ default: m.ShareCodesDialog })),
);

export function ShareCodesDialogSlot(props: {
  meetingId: string | null;
  onHide: () => void;
  onCopied: (message: string, ok: boolean) => void;
}) {
  return (
    <Suspense fallback={null}>
      <ShareCodesDialog {...props} />
    </Suspense>
  );
}
