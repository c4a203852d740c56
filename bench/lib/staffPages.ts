import { DEMO_ACCOUNTS } from '../../api/src/demo/scale';
import { signIn } from './accounts';

/** A page of the web app, as a browser opens it. */
export interface StaffPage {
  name: string;
  path: string;
}

/** The demo teacher's session (the `sid` cookie the web app keeps) and the pages Lighthouse visits. */
export interface SignedInPages {
  cookie: { name: 'sid'; value: string };
  pages: StaffPage[];
}

async function graphql<T>(baseUrl: string, token: string, query: string): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Signs the demo teacher in and finds, in the first-start school, the latest homework, the report
 * 去批改 opens for it and the teacher's first class: the login page, the workbench, the homework list,
 * that homework's detail, the grading page of that report and the class's detail.
 */
export async function signedInPages(baseUrl: string): Promise<SignedInPages> {
  const { token } = await signIn(baseUrl, DEMO_ACCOUNTS.teacher);
  const found = await graphql<{
    homeworkList: { list: { id: string }[] };
    classes: { list: { id: string }[] };
  }>(baseUrl, token, '{ homeworkList(limit: 1) { list { id } } classes(limit: 1) { list { id } } }');
  const homeworkId = found.homeworkList.list[0]?.id;
  const classId = found.classes.list[0]?.id;
  if (!homeworkId || !classId) throw new Error('the first-start school has no homework or no class');
  const { reportToGrade } = await graphql<{ reportToGrade: string | null }>(
    baseUrl,
    token,
    `{ reportToGrade(homeworkId: "${homeworkId}") }`,
  );
  if (!reportToGrade) throw new Error(`no student has submitted homework ${homeworkId}`);
  return {
    cookie: { name: 'sid', value: token },
    pages: [
      { name: 'login', path: '/login' },
      { name: 'workbench', path: '/' },
      { name: 'homework list', path: '/homework?tab=main' },
      { name: 'homework detail', path: `/homework/detail?hw_id=${homeworkId}&class_id=0` },
      { name: 'grading', path: `/homework/approve?report_id=${reportToGrade}` },
      { name: 'class detail', path: `/classes/detail?id=${classId}` },
    ],
  };
}
