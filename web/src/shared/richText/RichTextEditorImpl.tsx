import 'quill/dist/quill.snow.css';
import { Editor } from 'primereact/editor';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  invalid?: boolean;
  /** Compact editors (options) get a shorter box. */
  compact?: boolean;
  label: string;
}

const toolbar = (
  <span className="ql-formats">
    <button type="button" className="ql-bold" aria-label="加粗" />
    <button type="button" className="ql-italic" aria-label="斜体" />
    <button type="button" className="ql-underline" aria-label="下划线" />
    <button type="button" className="ql-script" value="sub" aria-label="下标" />
    <button type="button" className="ql-script" value="super" aria-label="上标" />
    <button type="button" className="ql-list" value="ordered" aria-label="编号" />
    <button type="button" className="ql-image" aria-label="插入图片" />
    <button type="button" className="ql-clean" aria-label="清除格式" />
  </span>
);

/** PrimeReact's Editor (Quill 2), loaded only by screens that edit rich text. */
export default function RichTextEditorImpl({
  id,
  value,
  onChange,
  placeholder,
  invalid,
  compact,
  label,
}: RichTextEditorProps) {
  return (
    <div
      id={id}
      className={`rich-text-editor${compact ? ' rich-text-editor--compact' : ''}${invalid ? ' rich-text-editor--invalid' : ''}`}
      data-testid={id}
    >
      <Editor
        value={value}
        onTextChange={(e) => onChange(e.htmlValue ?? '')}
        headerTemplate={toolbar}
        placeholder={placeholder}
        style={{ height: compact ? '3.25rem' : '8rem' }}
        pt={{ content: { role: 'group', 'aria-label': label } as never }}
      />
    </div>
  );
}
