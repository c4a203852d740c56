import { ANONYMITY_MESSAGES } from '@school/machines';
import { Tag } from 'primereact/tag';

/**
 * A student's name as graders see it: the alias (学员n) with a small 匿名批改 tag while the homework's
 * grading is anonymous (the server sends only the alias then), the nickname otherwise.
 */
export function StudentName({ nickname, namesHidden }: { nickname: string; namesHidden: boolean }) {
  if (!namesHidden) return <>{nickname}</>;
  return (
    <span className="student-name">
      {nickname} <Tag className="student-name__tag" value={ANONYMITY_MESSAGES.tag} severity="secondary" />
    </span>
  );
}
