import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditorImpl';
import './richTextEditor.css';

const Impl = lazy(() => import('./RichTextEditorImpl'));

/** A rich-text field; the editor (and Quill) load on first use, a placeholder box shows meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="rich-text-editor rich-text-editor--loading" aria-busy="true" />}>
      <Impl {...props} />
    </Suspense>
  );
}
