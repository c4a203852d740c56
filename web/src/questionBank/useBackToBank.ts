import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeTo } from '../app/routes/routeTo';

/** What the ques tab shows once when a screen sends the user back with a message (e.g. 添加成功). */
export interface BankNotice {
  notice?: string;
}

/** Back to the ques tab of HomeworkManage, optionally with a message for it to show. */
export function useBackToBank(): (notice?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (notice?: string) => {
      void navigate(routeTo('HomeworkManage', { tab: 'ques' }), { state: { notice } satisfies BankNotice });
    },
    [navigate],
  );
}
