import { api } from "../../../lib/api-client.ts";

const STORAGE_KEY = "bounty.dailyLogin";
export const DAILY_LOGIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

interface LastCall {
  userId: string;
  at: number;
}

function readLastCall(): LastCall | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as LastCall | null;
    return value && typeof value.userId === "string" && typeof value.at === "number" ? value : null;
  } catch {
    return null;
  }
}

export function isDailyLoginDue(userId: string, now = Date.now()): boolean {
  const last = readLastCall();
  return !last || last.userId !== userId || now - last.at >= DAILY_LOGIN_INTERVAL_MS || now < last.at;
}

/** POST /api/users/login at most once per 24 h per user; the time is kept before calling so pages never double up. */
export async function recordDailyLogin(userId: string, now = Date.now()): Promise<boolean> {
  if (!isDailyLoginDue(userId, now)) return false;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, at: now } satisfies LastCall));
  } catch {
    return false; // Without storage we cannot keep the once-a-day promise, so skip the call.
  }
  await api.post("/users/login", undefined, { toast: false }).catch(() => undefined);
  return true;
}
