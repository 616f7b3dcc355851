import {
  AuthenticatedUser,
  Credit,
  DailyLogin,
  OwnProfile,
  PublicUser,
  pagination,
  UpdateUser,
  UserAbilities,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Actor, findActor, requireActor, requireSession } from "../../http/auth.ts";
import { hunterRecordsOf, isPlatformStaff, staffCandidateOf } from "../standing/index.ts";
import { accountRoutes } from "./account.routes.ts";
import { apiTokensRoutes } from "./api-tokens.routes.ts";
import { avatarRoutes } from "./avatar.routes.ts";
import { toAuthenticatedUser, toPublicUser } from "./users.presenter.ts";
import { dataOf, listOf, Ok, security, tags, UserIdOrNameParams, UserIdParams } from "./users.schemas.ts";
import * as users from "./users.service.ts";

const CREDITS_PER_PAGE = 1000;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const recordOf = async (userId: string) =>
    (await hunterRecordsOf(app.ctx.database.db, [userId])).get(userId)!;
  const staffOf = (actor: Actor | null, user: Parameters<typeof staffCandidateOf>[1]) =>
    isPlatformStaff(app.ctx.config.PLATFORM_STAFF_EMAILS, staffCandidateOf(actor, user));

  app.get(
    "/authenticated",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's account (session or API key)",
        response: { 200: dataOf(AuthenticatedUser) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const user = await users.getAuthenticatedUser(app.ctx, actor);
      return {
        data: toAuthenticatedUser(user, { platformStaff: staffOf(actor, user) }),
      };
    },
  );

  app.get(
    "/authenticated/credits",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's credits, one per program",
        querystring: pagination(CREDITS_PER_PAGE),
        response: { 200: listOf(Credit) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { page, perPage } = req.query;
      const { rows, total } = await users.listOwnCredits(app.ctx, actor, { page, perPage });
      return { data: rows, meta: { total, page, perPage } };
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags,
        security,
        summary: "Records the daily login (at most once per 24 hours)",
        response: { 200: dataOf(DailyLogin) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const lastLoginAt = await users.recordDailyLogin(app.ctx, actor);
      return { data: { lastLoginAt: lastLoginAt.toISOString() } };
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "A user's profile by id or uniqueName; the account view when it is the viewer's own",
        params: UserIdOrNameParams,
        response: {
          // The account view first: the public one would also match it and strip the private fields.
          200: z.object({ data: z.union([OwnProfile, PublicUser]), abilities: UserAbilities }),
        },
      },
    },
    async (req) => {
      const actor = await findActor(req);
      const { user, isOwnView, abilities } = await users.getUserProfile(app.ctx, actor, req.params.id);
      const data = isOwnView
        ? {
            ...toAuthenticatedUser(user, { platformStaff: staffOf(actor, user) }),
            ...(await recordOf(user.id)),
          }
        : toPublicUser(user, await recordOf(user.id));
      return { data, abilities };
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Edits the owner's profile, preferences and settings",
        params: UserIdParams,
        body: UpdateUser,
        response: { 200: dataOf(AuthenticatedUser) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const user = await users.updateUser(app.ctx, actor, req.params.id, req.body);
      return {
        data: toAuthenticatedUser(user, { platformStaff: staffOf(actor, user) }),
      };
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        tags,
        security,
        summary: "Deletes the owner's account (refused while the balance is not zero)",
        params: UserIdParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      await users.deleteUser(app.ctx, actor, req.params.id, req.log);
      return { data: { ok: true as const } };
    },
  );

  await app.register(avatarRoutes);
  await app.register(accountRoutes);
  await app.register(apiTokensRoutes);
};
