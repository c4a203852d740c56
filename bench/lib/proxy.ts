import { type Agent, createServer, Agent as HttpAgent, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A round-robin HTTP proxy on loopback: the gateway's one UPSTREAM_URL in front of one or more API
 * processes, as a load balancer would be in production.
 */
export async function startRoundRobin(
  targets: readonly string[],
): Promise<{ url: string; close(): Promise<void> }> {
  const agents: Agent[] = targets.map(() => new HttpAgent({ keepAlive: true, maxSockets: 64 }));
  let next = 0;
  const server = createServer((req, res) => {
    const i = next++ % targets.length;
    const target = new URL(req.url ?? '/', targets[i]);
    const upstream = request(
      target,
      { method: req.method, headers: req.headers, agent: agents[i] },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents) agent.destroy();
    },
  };
}
