import type { Instance } from "../test/instance-process.ts";

export interface Answer {
  /** When it was sent and answered, in ms since the epoch. */
  sent: number;
  answered: number;
  /** The HTTP status, or 0 when the connection failed. */
  status: number;
  code?: string;
  retryAfter?: string | null;
}

/**
 * `clients` loops of GET `path` against `instance` until `stop()`: every answer, in order. A
 * connection that fails counts as status 0.
 */
export function startLoad(instance: () => Instance, path: string, token: string, clients = 4) {
  const answers: Answer[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const sent = Date.now();
      try {
        const res = await fetch(`${instance().base}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
        answers.push({
          sent,
          answered: Date.now(),
          status: res.status,
          code: body.error?.code,
          retryAfter: res.headers.get("retry-after"),
        });
      } catch {
        answers.push({ sent, answered: Date.now(), status: 0 });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const loops = Array.from({ length: clients }, loop);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
