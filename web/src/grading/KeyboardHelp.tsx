import { Dialog } from 'primereact/dialog';

export const KEYS: { keys: string; what: string }[] = [
  { keys: '0–9 .', what: '输入本题得分（Backspace 删除）' },
  { keys: '1–6', what: '正确率模式：选择 0%、25%、50%、60%、75%、100%' },
  { keys: 'Enter', what: '保存本题并进入下一题（按题批改时进入下一名学员的同一题）' },
  { keys: 'Q', what: '切换按题批改' },
  { keys: '→ / N', what: '下一题（先保存本题）' },
  { keys: '← / P', what: '上一题（先保存本题）' },
  { keys: 'T', what: '切换主观题 / 客观题' },
  { keys: 'C', what: '编辑本题评语' },
  { keys: 'Alt+1–9', what: '插入第 1–9 条常用评语' },
  { keys: 'F', what: '完成批改' },
  { keys: 'S', what: '跳过该学员' },
  { keys: 'Ctrl+Enter', what: '完成批改对话框中提交' },
  { keys: '?', what: '显示 / 关闭本帮助' },
  { keys: 'Esc', what: '关闭对话框' },
];

/** The help overlay listing every grading key. */
export function KeyboardHelp({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  return (
    <Dialog header="键盘快捷键" visible={visible} onHide={onHide} style={{ width: '30rem' }} dismissableMask>
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
