import { TAB_MESSAGES } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { deleteConfirmation } from './deleteConfirmation';

describe('deleting questions asks first', () => {
  it('one question: 是否删除该题？', () => {
    expect(deleteConfirmation(1)).toBe(TAB_MESSAGES.confirmDelete);
  });

  it('several questions: the question says how many', () => {
    expect(deleteConfirmation(3)).toBe('是否删除选中的 3 道题？');
  });
});
