import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { applicationsRoutes, programRequestsRoutes } from "../access/applications.routes.ts";
import { programInvitesRoutes } from "../access/program-invites.routes.ts";
import { scopeGroupsRoutes } from "../scopes/scope-groups.routes.ts";
import { guidelineRoutes } from "./guideline.routes.ts";

/** What hangs off a program: scope groups, its invite link, applications and guideline acceptance (under /api). */
export const programPartsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scopeGroupsRoutes, { prefix: "/programs" });
  await app.register(programInvitesRoutes, { prefix: "/programs" });
  await app.register(programRequestsRoutes, { prefix: "/programs" });
  await app.register(guidelineRoutes, { prefix: "/programs" });
  await app.register(applicationsRoutes, { prefix: "/applications" });
};
