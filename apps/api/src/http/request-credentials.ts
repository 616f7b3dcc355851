import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

// The audit log's "from which session or API key" (issue 46). A request's credentials are known once
// its actor is resolved (auth.ts), deep below the services that write events; rather than thread them
// through every writer, the request carries them in an async-local store that `recordEvent` reads.

export interface RequestCredentials {
  sessionId: string | null;
  apiKeyId: string | null;
}

const store = new AsyncLocalStorage<RequestCredentials>();

/** onRequest: every request runs inside a store of its own (the pattern of @fastify/request-context). */
export function credentialsScope(_req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  store.run({ sessionId: null, apiKeyId: null }, done);
}

/** Records the credentials the request's actor was resolved from. */
export function noteCredentials(credentials: RequestCredentials): void {
  const current = store.getStore();
  if (current) Object.assign(current, credentials);
}

/** The credentials of the request being served; null outside one (jobs, the worker, scripts). */
export const currentCredentials = (): RequestCredentials | null => store.getStore() ?? null;
