import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

/** Sign-in attempts allowed per account and per address within the window. */
export const THROTTLE = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

/** How long startup waits for Redis before serving with per-process counters. */
const REDIS_WAIT_MS = 3000;

/** An attempt may go ahead, or must wait this many seconds. */
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Takes one attempt from the account's and the address's allowance before the password is
   * checked. The count is one atomic increment (in Redis, or in this process), so however many
   * guesses arrive at once, at most the allowance of them are checked.
   */
  reserve(mobile: string, address: string): Promise<Reservation>;
  /**
   * Resolves once the shared counters can be used (at once without Redis), or after a few seconds
   * without them: until then each process would count alone.
   */
  ready(): Promise<void>;
  /** A successful sign-in clears the account's count and gives the address its attempt back. */
  recordSuccess(mobile: string, address: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counters live in Redis when REDIS_URL is set, so every process shares them; in memory otherwise.
 * While Redis cannot be reached each process falls back to its own counters (never to no limit).
 */
export function createLoginThrottle(redisUrl?: string): LoginThrottle {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  // without a listener, a lost connection is an unhandled 'error' event
  redis?.on('error', () => {});
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: THROTTLE.windowSeconds });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: THROTTLE.windowSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const byAccount = limiter('login_attempt_account', THROTTLE.perAccount);
  const byAddress = limiter('login_attempt_address', THROTTLE.perAddress);

  /** Seconds to wait when the allowance is spent, 0 when the attempt was taken. */
  const take = async (l: RateLimiterAbstract, key: string): Promise<number> => {
    try {
      await l.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  };

  return {
    async reserve(mobile, address) {
      const accountWait = await take(byAccount, mobile);
      if (accountWait > 0) return { allowed: false, retryAfterSeconds: accountWait };
      const addressWait = await take(byAddress, address);
      if (addressWait > 0) {
        await byAccount.reward(mobile, 1);
        return { allowed: false, retryAfterSeconds: addressWait };
      }
      return { allowed: true };
    },
    async ready() {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REDIS_WAIT_MS);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    async recordSuccess(mobile, address) {
      await Promise.all([byAccount.delete(mobile), byAddress.reward(address, 1)]);
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/** The 429's message, with the real wait rounded up to whole minutes. */
export const tooManyAttemptsMessage = (retryAfterSeconds: number) =>
  `登录失败次数过多，请${Math.max(1, Math.ceil(retryAfterSeconds / 60))}分钟后再试`;
