import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createGateway, type GatewayOptions } from '../server';

export interface GraphQLAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server answered
  body: any;
}

/** POST one operation (or, with `raw`, any JSON) to a GraphQL endpoint. */
export async function post(
  url: string,
  payload: { query: string; variables?: Record<string, unknown> } | unknown,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body };
}

/** The gateway alone on an ephemeral port, in front of `options.upstream`. */
export async function startGateway(options: GatewayOptions, configure?: (app: express.Express) => void) {
  const gateway = await createGateway(options);
  const app = express();
  configure?.(app);
  app.use(gateway.router);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await gateway.stop();
    },
  };
}
