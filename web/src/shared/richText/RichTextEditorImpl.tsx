import 'quill/dist/quill.snow.css';
import { Editor } from 'primereact/editor';
import { t } from '../i18n/zh-CN';

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
    <button type="button" className="ql-bold" aria-label={t('bold')} />
    <button type="button" className="ql-italic" aria-label={t('italic')} />
    <button type="button" className="ql-underline" aria-label={t('underline')} />
    <button type="button" className="ql-script" value="sub" aria-label={t('subscript')} />
    <button type="button" className="ql-script" value="super" aria-label={t('superscript')} />
    <button type="button" className="ql-list" value="ordered" aria-label={t('numberedList')} />
    <button type="button" className="ql-image" aria-label={t('insertImage')} />
    <button type="button" className="ql-clean" aria-label={t('clearFormatting')} />
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
