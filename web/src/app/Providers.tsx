import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';

export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <PrimeReactProvider value={{ locale: 'zh-CN' }}>{children}</PrimeReactProvider>
    </ApolloProvider>
  );
}
