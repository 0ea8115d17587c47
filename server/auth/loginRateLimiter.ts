// Login throttling, three ways (kept in the database for every instance to share, see sharedLoginRateLimiter.ts):
// - per IP and username: attempts in a sliding minute (NORSTAR_LOGIN_LIMIT), the original limit;
// - per IP across usernames: failed attempts in a sliding minute (NORSTAR_LOGIN_IP_LIMIT), against one client
//   spraying a password over many usernames;
// - per username across IPs: after NORSTAR_LOGIN_ACCOUNT_LIMIT failures from anywhere (with no 15-minute quiet spell
//   between them), each further attempt must wait a delay that doubles from 1 s up to 60 s after the previous
//   failure. A delay, not a lock: an attacker can slow a real user down by at most a minute, never lock them out.
// An attempt is counted as failed when it is let through and forgotten again when it succeeds, so parallel requests
// cannot slip past the limits while the password hash is being checked, and colleagues signing in behind one NAT
// address never use up the per-IP allowance. The account is counted only once the bot check has passed (hitAccount),
// so slowing a real user down costs the attacker a solved challenge per attempt.
const MINUTE_MS = 60_000;
export const ACCOUNT_WINDOW_MS = 15 * MINUTE_MS;
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** Above this many tracked keys, expired ones are pruned and then the oldest dropped (a spray of random names). */
const MAX_KEYS = 10_000;

export interface LoginLimits {
  /** Attempts per IP and username per minute. */
  perIpAndUsername: number;
  /** Failed attempts per IP per minute, across usernames. */
  perIp: number;
  /** Failed attempts per username from any IP (reset after 15 quiet minutes) before progressive delays start. */
  perAccount: number;
}

/** The defaults scale with NORSTAR_LOGIN_LIMIT, so a test run that raises it is not throttled by the others. */
export function defaultLoginLimits(perIpAndUsername: number): LoginLimits {
  return { perIpAndUsername, perIp: 2 * perIpAndUsername, perAccount: perIpAndUsername };
}

export interface LoginRateLimiter {
  /**
   * Records an attempt against the per IP and username and the per-IP limits; returns the seconds to wait when one is
   * exceeded (the attempt is then not recorded), else 0.
   */
  hit(ip: string, username: string, now?: number): number;
  /** The same for the per-account progressive delay; called after the bot check, before the password check. */
  hitAccount(username: string, now?: number): number;
  /** The attempt succeeded: it no longer counts against the IP or the account. */
  succeeded(ip: string, username: string): void;
}

export type Windows = Map<string, number[]>;

function recent(map: Windows, key: string, windowMs: number, now: number): number[] {
  const times = (map.get(key) ?? []).filter((t) => now - t < windowMs);
  if (times.length) map.set(key, times);
  else map.delete(key);
  return times;
}

function record(map: Windows, key: string, windowMs: number, now: number): void {
  const times = map.get(key) ?? [];
  times.push(now);
  map.set(key, times);
  if (map.size > MAX_KEYS) {
    for (const [k, ts] of map) if (ts.every((t) => now - t >= windowMs)) map.delete(k);
    // Still too many live keys: drop the oldest entries (Map keeps insertion order).
    for (const k of map.keys()) {
      if (map.size <= MAX_KEYS) break;
      map.delete(k);
    }
  }
}

/** Removes the newest recorded attempt: the one a success is forgiving. */
function forget(map: Windows, key: string): void {
  const times = map.get(key);
  if (!times) return;
  times.pop();
  if (!times.length) map.delete(key);
}

/** Seconds the account must wait after its last failure: 1, 2, 4 … capped at MAX_ACCOUNT_DELAY_SECONDS. */
export function accountDelaySeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_ACCOUNT_DELAY_SECONDS, 2 ** Math.min(failures - freeFailures, 6));
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

export interface AccountFailures {
  count: number;
  last: number;
}

/** What the limiter remembers; in memory here, loaded from and saved to the database by sharedLoginRateLimiter.ts. */
export interface LoginLimiterState {
  byIpAndUser: Windows;
  byIp: Windows;
  /**
   * Failures per account since its last quiet spell: a count that resets only after ACCOUNT_WINDOW_MS without a
   * failure, so an attacker who keeps guessing once a minute stays at the longest delay instead of sliding back.
   */
  byAccount: Map<string, AccountFailures>;
}

export const emptyLoginLimiterState = (): LoginLimiterState => ({
  byIpAndUser: new Map(),
  byIp: new Map(),
  byAccount: new Map(),
});

/** The keys an attempt is counted under: the IP and username pair, the IP, the account (usernames are case-blind). */
export function loginLimitKeys(ip: string, username: string) {
  const account = username.trim().toLowerCase();
  return { pair: `${ip}\u001f${account}`, ip, account };
}

export function createLoginRateLimiter(
  limits: number | LoginLimits,
  state: LoginLimiterState = emptyLoginLimiterState(),
): LoginRateLimiter {
  const { perIpAndUsername, perIp, perAccount } = typeof limits === 'number' ? defaultLoginLimits(limits) : limits;
  const { byIpAndUser, byIp, byAccount } = state;
  const accountFailures = (account: string, now: number): AccountFailures | undefined => {
    const failures = byAccount.get(account);
    if (failures && now - failures.last >= ACCOUNT_WINDOW_MS) {
      byAccount.delete(account);
      return undefined;
    }
    return failures;
  };
  const keys = loginLimitKeys;
  return {
    hit(ip, username, now = Date.now()) {
      const k = keys(ip, username);
      const pair = recent(byIpAndUser, k.pair, MINUTE_MS, now);
      if (pair.length >= perIpAndUsername) return secondsUntil(pair[0] + MINUTE_MS, now);
      const fromIp = recent(byIp, k.ip, MINUTE_MS, now);
      if (fromIp.length >= perIp) return secondsUntil(fromIp[fromIp.length - perIp] + MINUTE_MS, now);
      record(byIpAndUser, k.pair, MINUTE_MS, now);
      record(byIp, k.ip, MINUTE_MS, now);
      return 0;
    },
    hitAccount(username, now = Date.now()) {
      const { account: name } = keys('', username);
      const account = accountFailures(name, now);
      const delay = account ? accountDelaySeconds(account.count, perAccount) : 0;
      if (account && delay > 0 && now < account.last + delay * 1000)
        return secondsUntil(account.last + delay * 1000, now);
      byAccount.delete(name);
      byAccount.set(name, { count: (account?.count ?? 0) + 1, last: now });
      if (byAccount.size > MAX_KEYS) {
        // Re-inserted on every failure, so the first keys are the longest quiet: drop those.
        for (const key of byAccount.keys()) {
          if (byAccount.size <= MAX_KEYS) break;
          byAccount.delete(key);
        }
      }
      return 0;
    },
    succeeded(ip, username) {
      const k = keys(ip, username);
      forget(byIp, k.ip);
      // The real user is in: earlier failures on the account no longer slow it down.
      byAccount.delete(k.account);
    },
  };
}
