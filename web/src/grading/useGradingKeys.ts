import { type GradeDraft, IS_SET_SCORE, REVIEW_RATES } from '@school/machines';
import { useEffect, useRef } from 'react';
import { typeScore } from './GradingPanel';

export interface GradingKeyActions {
  enabled: boolean;
  isSetScore: number;
  maxScore: number | null;
  draft: GradeDraft;
  comments: readonly { content: string }[];
  edit: (patch: Partial<GradeDraft>) => void;
  save: () => void;
  next: () => void;
  previous: () => void;
  toggleTab: () => void;
  finish: () => void;
  skipStudent: () => void;
  toggleHelp: () => void;
  focusRemark: () => void;
  toggleByQuestion: () => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keyboard grading (listed in the help overlay): keys act on the page unless a text field has focus. */
export function useGradingKeys(actions: GradingKeyActions) {
  // The listener is registered once and reads the latest actions.
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const a = latest.current;
      if (e.key === '?' && !typing(e.target)) {
        e.preventDefault();
        return a.toggleHelp();
      }
      if (!a.enabled || typing(e.target) || e.ctrlKey || e.metaKey) return;
      if (e.altKey) {
        const n = Number(e.code.replace('Digit', ''));
        const comment = Number.isInteger(n) && n >= 1 ? a.comments[n - 1] : undefined;
        if (comment) {
          e.preventDefault();
          a.edit({ remark: `${a.draft.remark}${comment.content}` });
        }
        return;
      }
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const act = (f: () => void) => {
        e.preventDefault();
        f();
      };
      if (a.maxScore !== null && (/^\d$/.test(key) || key === 'Backspace')) {
        if (a.isSetScore === IS_SET_SCORE.scored)
          return act(() => a.edit({ score: typeScore(a.draft.score, key, a.maxScore ?? 0) }));
        const rate = REVIEW_RATES[Number(key) - 1];
        if (rate !== undefined) return act(() => a.edit({ rate }));
        return;
      }
      switch (key) {
        case 'Enter':
          return act(a.save);
        case 'ArrowRight':
        case 'n':
          return act(a.next);
        case 'ArrowLeft':
        case 'p':
          return act(a.previous);
        case 't':
          return act(a.toggleTab);
        case 'f':
          return act(a.finish);
        case 's':
          return act(a.skipStudent);
        case 'c':
          return act(a.focusRemark);
        case 'q':
          return act(a.toggleByQuestion);
        default:
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
