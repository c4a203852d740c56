import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** Failed sign-ins allowed per account and per address within the window. */
export const THROTTLE = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

export interface LoginThrottle {
  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  retryAfter(mobile: string, address: string): Promise<number>;
  recordFailure(mobile: string, address: string): Promise<void>;
  recordSuccess(mobile: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters live in Redis when REDIS_URL is set, so every process sees them; in memory otherwise. */
export function createLoginThrottle(redisUrl?: string): LoginThrottle {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: THROTTLE.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: THROTTLE.windowSeconds });
  const byAccount = limiter('login_fail_account', THROTTLE.perAccount);
  const byAddress = limiter('login_fail_address', THROTTLE.perAddress);

  const wait = async (l: RateLimiterAbstract, key: string, points: number) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= points ? Math.ceil(res.msBeforeNext / 1000) : 0;
  };
  const consume = async (l: RateLimiterAbstract, key: string) => {
    await l.consume(key).catch((rejection: unknown) => {
      if (rejection instanceof Error) throw rejection;
    });
  };

  return {
    async retryAfter(mobile, address) {
      const [a, b] = await Promise.all([
        wait(byAccount, mobile, THROTTLE.perAccount),
        wait(byAddress, address, THROTTLE.perAddress),
      ]);
      return Math.max(a, b);
    },
    async recordFailure(mobile, address) {
      await Promise.all([consume(byAccount, mobile), consume(byAddress, address)]);
    },
    async recordSuccess(mobile) {
      await byAccount.delete(mobile);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
