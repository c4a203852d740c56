import { DEMO_ACCOUNTS } from '../../api/src/demo/scale';
import { signIn } from './accounts';
import type { SignedInPages } from './staffPages';

interface MyHomework {
  myHomework: { list: { reportId: string; status: string }[] };
}

/**
 * Signs the demo student in and finds, in the first-start school, a homework still to answer and a
 * reviewed one: the student's homework list, the answer sheet, the feedback of the reviewed report,
 * the student's exams and schedule.
 */
export async function studentPages(baseUrl: string): Promise<SignedInPages> {
  const { token } = await signIn(baseUrl, DEMO_ACCOUNTS.student);
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ myHomework(limit: 100) { list { reportId status } } }' }),
  });
  const body = (await res.json()) as { data?: MyHomework; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  const { list } = body.data.myHomework;
  const toAnswer = list.find((r) => r.status === 'NOT_SUBMITTED')?.reportId;
  const reviewed = list.find((r) => r.status === 'REVIEWED')?.reportId;
  if (!toAnswer || !reviewed)
    throw new Error('the first-start school gives the demo student no homework to answer or none reviewed');
  return {
    cookie: { name: 'sid', value: token },
    pages: [
      { name: 'student: homework list', path: '/student' },
      { name: 'student: answer sheet', path: `/student/homework/${toAnswer}` },
      { name: 'student: feedback', path: `/student/homework/${reviewed}` },
      { name: 'student: exam list', path: '/student/exams' },
      { name: 'student: schedule', path: '/student/schedule' },
    ],
  };
}
