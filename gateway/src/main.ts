import { log } from './log';
import { startOneProcess } from './oneProcess';

/** `npm start`: web, GraphQL and REST on one port. Set UPSTREAM_URL to front a separate REST API instead. */
const running = await startOneProcess({
  port: Number(process.env.PORT ?? 8080),
  upstreamUrl: process.env.UPSTREAM_URL,
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  logLevel: process.env.LOG_LEVEL,
  trustProxy: process.env.TRUST_PROXY,
  firstStartSchool: true,
});
console.log(`School back-office at ${running.url} (GraphQL at /graphql, REST: ${running.upstream})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    log.info(`${signal}: closing`);
    await running.close();
    process.exit(0);
  });
}
