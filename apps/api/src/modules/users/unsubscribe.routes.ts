import { MailSubscription, UnsubscribeParams } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import * as service from "./unsubscribe.service.ts";

const tags = ["users"];
const answer = { 200: z.object({ data: MailSubscription }) };

/**
 * A notification mail's way out (RFC 8058): its List-Unsubscribe header names the POST, which a mail
 * client sends with the body `List-Unsubscribe=One-Click`; its footer opens /unsubscribe/{token},
 * which reads the GET and posts on the person's click. The signed token is the only credential.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post a form; its one field says nothing the route needs.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, _body, done) =>
    done(null, {}),
  );

  app.get(
    "/unsubscribe/:token",
    {
      schema: {
        tags,
        security: [],
        summary: "The kind of notification mail a one-click link turns off, and whether it is on",
        params: UnsubscribeParams,
        response: answer,
      },
    },
    async (req) => ({ data: await service.describeUnsubscribe(app.ctx, req.params.token) }),
  );

  app.post(
    "/unsubscribe/:token",
    {
      schema: {
        tags,
        security: [],
        summary: "Turns one kind of notification mail off for the link's owner (RFC 8058 one-click)",
        params: UnsubscribeParams,
        consumes: ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"],
        response: answer,
      },
    },
    async (req) => ({ data: await service.unsubscribe(app.ctx, req.params.token) }),
  );
};
