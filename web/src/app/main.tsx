import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apolloClient';
import { registerChineseLocale } from './locale';
import { Providers } from './Providers';
import { returnToLogin } from './returnToLogin';
import { createAppRouter } from './router';

registerChineseLocale();

const router = createAppRouter();
const client = createApolloClient(() => returnToLogin(router, client));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
