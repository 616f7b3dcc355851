import type { LiveNotice } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { isUuid } from "../programs/index.ts";
import { type LiveConnection, RESYNC } from "./live-stream.ts";

const HEARTBEAT_MS = 25_000;
const RECONNECT_HINT_MS = 3_000;
// One per tab is the normal use; a cap keeps one account from holding a server's connections.
export const MAX_STREAMS_PER_USER = 10;

/** One SSE frame per event: its type as the event name, the ids as data; the client refetches what it shows. */
export const frameOf = (notice: LiveNotice) =>
  `${notice.id ? `id: ${notice.id}\n` : ""}event: ${notice.type}\ndata: ${JSON.stringify(notice)}\n\n`;
// One event goes to every stream that may hear it as the same object: written out once, not per stream.
const frames = new WeakMap<LiveNotice, string>();
const frameFor = (notice: LiveNotice) => {
  let frame = frames.get(notice);
  if (frame === undefined) {
    frame = frameOf(notice);
    frames.set(notice, frame);
  }
  return frame;
};

/**
 * GET /api/events: the signed-in user's live-update stream (server-sent events). A session only:
 * it ends when the access token expires, so a signed-out or revoked session stops hearing within
 * one token lifetime, and the client reconnects with a fresh token. A `Last-Event-ID` header resumes:
 * the events since that one that the caller may hear come first (or a `resync` event).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/events",
    {
      schema: {
        tags: ["live"],
        security: [{ bearer: [] }],
        summary: "Live updates (text/event-stream): committed events the caller may see",
        otherAnswers: {
          200: {
            description: "One event per committed change the caller may see.",
            types: ["text/event-stream"],
          },
        },
        errors: [429],
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, "API keys cannot open the live-update stream.");
      if (app.liveStreams.countOf(actor.userId) >= MAX_STREAMS_PER_USER) {
        throw new AppError(
          "rate_limited",
          "Too many live-update streams are open for this account. Close a tab and try again.",
        );
      }
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        "x-accel-buffering": "no",
        "x-request-id": req.id,
        connection: "keep-alive",
      });
      raw.write(`retry: ${RECONNECT_HINT_MS}\n: connected\n\n`);

      let ended = false;
      const connection: LiveConnection = {
        userId: actor.userId,
        send: (notice) => {
          if (!ended) raw.write(frameFor(notice));
        },
        close: () => end(),
      };
      const remove = app.liveStreams.add(connection);
      const heartbeat = setInterval(() => raw.write(": keep-alive\n\n"), HEARTBEAT_MS);
      const lifetime = actor.expiresAt ? Math.max(0, actor.expiresAt - Date.now()) : HEARTBEAT_MS;
      const expiry = setTimeout(() => end(), lifetime);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        remove();
        raw.end();
      };
      req.raw.on("close", end);
      // Listening before the look back: an event committed in between arrives twice, never not at all.
      const lastEventId = req.headers["last-event-id"];
      if (typeof lastEventId === "string" && lastEventId !== "") {
        const missed = isUuid(lastEventId)
          ? await app.liveStreams.missedSince(actor.userId, lastEventId).catch((err) => {
              req.log.warn({ err }, "live resume failed");
              return null;
            })
          : null;
        if (missed === null) connection.send(RESYNC);
        else for (const notice of missed) connection.send(notice);
      }
    },
  );
};
