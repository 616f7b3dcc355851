import type { FastifyRequest } from "fastify";
import { findApiKeyOwner, isSessionActive } from "./credentials.ts";
import { AppError } from "./errors.ts";
import { noteCredentials } from "./request-credentials.ts";
import { API_KEY_PREFIX, verifyAccessToken } from "./tokens.ts";

/** Who is calling: a signed-in session, or a hunter API key. */
export interface Actor {
  userId: string;
  sessionId: string | null;
  via: "session" | "apiKey";
  /** A session token's expiry (epoch ms); the live stream closes then so a revoked session stops hearing. */
  expiresAt?: number;
}

const unauthorized = () => new AppError("unauthorized", "Please sign up/in to access the resource.");

/** Resolves the Bearer token, or null when there is none; a bad token is a 401, never anonymous. */
export async function findActor(req: FastifyRequest): Promise<Actor | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer (\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const token = match[1];
  const { config, database } = req.server.ctx;
  if (token.startsWith(API_KEY_PREFIX)) {
    const key = await findApiKeyOwner(database.db, token);
    if (!key) throw unauthorized();
    noteCredentials({ sessionId: null, apiKeyId: key.keyId });
    return { userId: key.userId, sessionId: null, via: "apiKey" };
  }
  const claims = await verifyAccessToken(token, config.JWT_SECRET);
  if (!claims || !(await isSessionActive(database.db, claims.sessionId, claims.userId))) throw unauthorized();
  noteCredentials({ sessionId: claims.sessionId, apiKeyId: null });
  return { userId: claims.userId, sessionId: claims.sessionId, via: "session", expiresAt: claims.expiresAt };
}

export async function requireActor(req: FastifyRequest): Promise<Actor> {
  const actor = await findActor(req);
  if (!actor) throw unauthorized();
  return actor;
}

/** For account management that an API key must not reach (keys are for hunting endpoints). */
export async function requireSession(
  req: FastifyRequest,
  message = "API keys cannot manage the account.",
): Promise<Actor> {
  const actor = await requireActor(req);
  if (actor.via !== "session") throw new AppError("forbidden", message);
  return actor;
}
