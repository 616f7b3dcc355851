import { AuthenticatedUser } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { toAuthenticatedUser } from "./users.presenter.ts";
import { findUser } from "./users.repository.ts";

const tags = ["users"];
const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/authenticated",
    { schema: { tags, security, response: { 200: z.object({ data: AuthenticatedUser }) } } },
    async (req) => {
      const actor = await requireActor(req);
      const user = await findUser(app.ctx.database.db, actor.userId);
      if (!user) throw notFound("User");
      return { data: toAuthenticatedUser(user) };
    },
  );
};
