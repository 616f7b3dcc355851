import { InboxList, InboxQuery, MarkInboxRead } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireSession } from "../../http/auth.ts";
import { listInbox, markInboxRead, unreadCount } from "./inbox.service.ts";

const tags = ["users"];
const security = [{ bearer: [] }];
const SESSIONS_ONLY = "API keys do not read the inbox; sign in.";

/** The in-app inbox (issue 31): the signed-in person's notifications and their read state. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/authenticated/inbox",
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's notifications, newest first, in their language, with the unread count (a report's only while they may see it)",
        querystring: InboxQuery,
        response: { 200: InboxList },
      },
    },
    async (req) => listInbox(app.ctx, await requireSession(req, SESSIONS_ONLY), req.query),
  );

  app.get(
    "/users/authenticated/inbox/unread",
    {
      schema: {
        tags,
        security,
        summary: "How many of the caller's lines are unread, counted up to 100 (the bell shows 99+)",
        response: { 200: z.object({ data: z.object({ unread: z.number().int() }) }) },
      },
    },
    async (req) => ({
      data: { unread: await unreadCount(app.ctx, await requireSession(req, SESSIONS_ONLY)) },
    }),
  );

  app.post(
    "/users/authenticated/inbox/read",
    {
      schema: {
        tags,
        security,
        summary: "Marks the caller's lines read: all of them, one report's, or the named events'",
        body: MarkInboxRead,
        response: {
          200: z.object({ data: z.object({ marked: z.number().int(), unread: z.number().int() }) }),
        },
      },
    },
    async (req) => ({
      data: await markInboxRead(app.ctx, await requireSession(req, SESSIONS_ONLY), req.body),
    }),
  );
};
