import { t } from './i18n/zh-CN';
import { QuestionForm } from './QuestionForm';
import { useBackToBank } from './useBackToBank';
import { useQuestionForm } from './useQuestionForm';

/** HomeworkAddQues: a new question; save and continue starts the next one of the same type. */
export default function HomeworkAddQuesScreen() {
  const back = useBackToBank();
  const form = useQuestionForm({ mode: 'add' });
  return <QuestionForm form={form} title={t('addQuestion')} onBack={() => back()} onSaved={back} />;
}
