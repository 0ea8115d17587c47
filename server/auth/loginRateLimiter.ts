// Counts login attempts per IP and username in a sliding one-minute window; over the limit the caller gets 429 with
// Retry-After. In memory: a restart forgets the counts, which is acceptable for a per-minute limit.
const WINDOW_MS = 60_000;

export interface LoginRateLimiter {
  /** Records an attempt; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(ip: string, username: string, now?: number): number;
}

export function createLoginRateLimiter(limitPerMinute: number): LoginRateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    hit(ip, username, now = Date.now()) {
      const key = `${ip}\u0000${username.trim().toLowerCase()}`;
      const recent = (attempts.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
      if (recent.length >= limitPerMinute) {
        attempts.set(key, recent);
        return Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000));
      }
      recent.push(now);
      attempts.set(key, recent);
      // Keep the map from growing without bound under a spray of usernames.
      if (attempts.size > 10_000) {
        for (const [k, times] of attempts) if (times.every((t) => now - t >= WINDOW_MS)) attempts.delete(k);
      }
      return 0;
    },
  };
}
