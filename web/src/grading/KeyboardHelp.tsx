import { Dialog } from 'primereact/dialog';
import { t } from './i18n/zh-CN';

export const KEYS: { keys: string; what: string }[] = [
  { keys: '0–9 .', what: t('typeThisQuestionSScore') },
  { keys: '1–6', what: t('accuracyModeChoose025') },
  { keys: 'Enter', what: t('saveThisQuestionAndGo') },
  { keys: 'Q', what: t('switchGradingByQuestion') },
  { keys: '→ / N', what: t('nextQuestionSavesThisOne') },
  { keys: '← / P', what: t('previousQuestionSavesThisOne') },
  { keys: 'T', what: t('switchSubjectiveObjective') },
  { keys: 'C', what: t('editThisQuestionSComment') },
  { keys: 'Alt+1–9', what: t('insertSavedComment19') },
  { keys: 'F', what: t('finishGrading') },
  { keys: 'S', what: t('skipThisStudent') },
  { keys: 'Ctrl+Enter', what: t('submitInTheFinishGrading') },
  { keys: '?', what: t('showHideThisHelp') },
  { keys: 'Esc', what: t('closeDialog') },
];

/** The help overlay listing every grading key. */
export function KeyboardHelp({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Dialog
      header={t('keyboardShortcuts')}
      visible={visible}
      onHide={onHide}
      style={{ width: '30rem' }}
      dismissableMask
    >
      <table className="keyboard-help">
        <tbody>
          {KEYS.map((k) => (
            <tr key={k.keys}>
              <th scope="row">
                <kbd>{k.keys}</kbd>
              </th>
              <td>{k.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
