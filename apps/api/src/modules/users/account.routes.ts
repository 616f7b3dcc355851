import {
  Balance,
  Billing,
  PrivateInfo,
  UpdatePrivateInfo,
  UpdateUserSettings,
  UserSettings,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor, requireSession } from "../../http/auth.ts";
import * as account from "./account.service.ts";
import { toBilling, toPrivateInfo } from "./users.presenter.ts";
import { dataOf, security, tags, UserIdParams } from "./users.schemas.ts";

/** The owner's private information, payout method, balance and settings. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/private",
    {
      schema: {
        tags,
        security,
        summary: "The owner's private information, or null",
        params: UserIdParams,
        response: { 200: dataOf(PrivateInfo.nullable()) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const info = await account.getPrivateInfo(app.ctx, actor, req.params.id);
      return { data: info ? toPrivateInfo(info) : null };
    },
  );

  app.put(
    "/:id/private",
    {
      schema: {
        tags,
        security,
        summary: "Saves the owner's private information",
        params: UserIdParams,
        body: UpdatePrivateInfo,
        response: { 200: dataOf(PrivateInfo) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      return {
        data: toPrivateInfo(await account.updatePrivateInfo(app.ctx, actor, req.params.id, req.body)),
      };
    },
  );

  app.get(
    "/:id/billing",
    {
      schema: {
        tags,
        security,
        summary: "The owner's payout method, or null",
        params: UserIdParams,
        response: { 200: dataOf(Billing.nullable()) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      const billing = await account.getBilling(app.ctx, actor, req.params.id);
      return { data: billing ? toBilling(billing) : null };
    },
  );

  app.put(
    "/:id/billing",
    {
      schema: {
        tags,
        security,
        summary: "Sets the owner's payout method (PayPal or bank)",
        params: UserIdParams,
        body: Billing,
        response: { 200: dataOf(Billing) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      return { data: toBilling(await account.updateBilling(app.ctx, actor, req.params.id, req.body)) };
    },
  );

  app.get(
    "/:id/balance",
    {
      schema: {
        tags,
        security,
        summary: "The owner's money balance in yen (session or API key)",
        params: UserIdParams,
        response: { 200: dataOf(Balance) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: { balance: await account.getBalance(app.ctx, actor, req.params.id) } };
    },
  );

  app.get(
    "/:id/settings",
    {
      schema: {
        tags,
        security,
        summary: "The owner's language and theme",
        params: UserIdParams,
        response: { 200: dataOf(UserSettings) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      return { data: await account.getSettings(app.ctx, actor, req.params.id) };
    },
  );

  app.put(
    "/:id/settings",
    {
      schema: {
        tags,
        security,
        summary: "Changes some of the owner's settings",
        params: UserIdParams,
        body: UpdateUserSettings,
        response: { 200: dataOf(UserSettings) },
      },
    },
    async (req) => {
      const actor = await requireSession(req);
      return { data: await account.updateSettings(app.ctx, actor, req.params.id, req.body) };
    },
  );
};
