import { createApi } from './app';
import { FIRST_START_SCALE } from './demo/scale';

/** The REST API alone, for scaling it apart from the gateway behind PostgreSQL. */
const port = Number(process.env.PORT ?? 8090);
const api = await createApi({ demoScale: FIRST_START_SCALE });
api.listen(port, undefined, () => console.log(`REST API on http://localhost:${port} (${api.storeKind})`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void api.close().then(() => process.exit(0)));
}
