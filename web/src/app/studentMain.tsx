import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudentApp } from '../student/StudentApp';
import { prepareLocale } from './prepareLocale';
import { RouteError } from './RouteError';

/*
 * The entry of student.html, which the server sends for every page under /student: the student app
 * is imported statically, so the HTML names all its files (modulepreload) and a phone fetches them at
 * once instead of one after another (the entry, then the route table, then the student app). Signing
 * in on /login still opens the student side through main.tsx.
 */

const element = document.getElementById('root');
if (!element) throw new Error('student.html has no #root element');
const root = createRoot(element);
prepareLocale().then(
  () =>
    root.render(
      <StrictMode>
        <StudentApp />
      </StrictMode>,
    ),
  () => root.render(<RouteError />),
);
