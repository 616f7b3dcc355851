import {
  AccountSession,
  AddPasskey,
  ConfirmTotp,
  Id,
  RecoveryCodes,
  RenameFactor,
  SecondFactor,
  SecurityOverview,
  StartTotp,
  TotpSetup,
  WebAuthnJson,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { dataOf, Ok } from "../../http/answers.ts";
import { requireSession } from "../../http/auth.ts";
import type { FactorRow } from "./factors.repository.ts";
import * as factors from "./factors.service.ts";
import * as sessions from "./sessions.service.ts";
import { verifyRoutes } from "./verify.routes.ts";

const tags = ["users"];
const security = [{ bearer: [] }];
const Params = z.object({ id: Id });
const FactorParams = z.object({ id: Id, factorId: Id });
const SessionParams = z.object({ id: Id, sessionId: Id });
const Added = z.object({ factor: SecondFactor, recoveryCodes: z.array(z.string()).nullable() });

const toFactor = (row: FactorRow): SecondFactor => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Settings → Security (issue 46): the owner's second factors, recovery codes and sign-ins; sessions only. */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const only = "API keys cannot manage the account's security.";
  await app.register(verifyRoutes);

  app.get(
    "/:id/security",
    {
      schema: {
        tags,
        security,
        summary: "The owner's second factors, recovery codes left, and whether one is required",
        params: Params,
        response: { 200: dataOf(SecurityOverview) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      const { overview, factors: rows } = await factors.securityOverview(app.ctx, actor, req.params.id);
      return { data: { ...overview, factors: rows.map(toFactor) } };
    },
  );

  app.post(
    "/:id/security/totp",
    {
      schema: {
        tags,
        security,
        summary: "Begins an authenticator app: its secret and QR code, until its first code confirms it",
        params: Params,
        body: StartTotp.nullish(),
        response: { 201: dataOf(TotpSetup) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, only);
      const setup = await factors.startTotp(app.ctx, actor, req.params.id, req.body?.name);
      return reply.status(201).send({ data: setup });
    },
  );

  app.post(
    "/:id/security/totp/:factorId/confirm",
    {
      schema: {
        tags,
        security,
        summary: "Confirms an authenticator app by its first code; a first factor brings recovery codes",
        params: FactorParams,
        body: ConfirmTotp,
        response: { 200: dataOf(Added) },
        errors: [410, 429],
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      const { id, factorId } = req.params;
      const done = await factors.confirmTotp(app.ctx, actor, id, factorId, req.body.code);
      return { data: { factor: toFactor(done.factor), recoveryCodes: done.recoveryCodes } };
    },
  );

  app.post(
    "/:id/security/passkeys/options",
    {
      schema: {
        tags,
        security,
        summary: "Options to create a passkey (WebAuthn), valid for five minutes",
        params: Params,
        response: { 200: dataOf(WebAuthnJson) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      const options = await factors.passkeyOptions(app.ctx, actor, req.params.id);
      return { data: options as unknown as WebAuthnJson };
    },
  );

  app.post(
    "/:id/security/passkeys",
    {
      schema: {
        tags,
        security,
        summary: "Adds a passkey from the browser's answer to the options",
        params: Params,
        body: AddPasskey,
        response: { 201: dataOf(Added) },
        errors: [410],
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, only);
      const done = await factors.addPasskey(app.ctx, actor, req.params.id, req.body);
      return reply
        .status(201)
        .send({ data: { factor: toFactor(done.factor), recoveryCodes: done.recoveryCodes } });
    },
  );

  app.patch(
    "/:id/security/factors/:factorId",
    {
      schema: {
        tags,
        security,
        summary: "Renames a second factor",
        params: FactorParams,
        body: RenameFactor,
        response: { 200: dataOf(SecondFactor) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      const { id, factorId } = req.params;
      return { data: toFactor(await factors.renameFactor(app.ctx, actor, id, factorId, req.body.name)) };
    },
  );

  app.delete(
    "/:id/security/factors/:factorId",
    {
      schema: {
        tags,
        security,
        summary: "Removes a second factor; the last one takes the recovery codes with it",
        params: FactorParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      await factors.removeFactor(app.ctx, actor, req.params.id, req.params.factorId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/:id/security/recovery-codes",
    {
      schema: {
        tags,
        security,
        summary: "Ten new recovery codes, shown in this answer only; the old ones stop working",
        params: Params,
        response: { 201: dataOf(RecoveryCodes) },
      },
    },
    async (req, reply) => {
      const actor = await requireSession(req, only);
      const codes = await factors.createRecoveryCodes(app.ctx, actor, req.params.id);
      return reply.status(201).send({ data: { codes } });
    },
  );

  app.get(
    "/:id/sessions",
    {
      schema: {
        tags,
        security,
        summary: "The owner's live sign-ins: browser, system, address, how, first and last use",
        params: Params,
        response: { 200: dataOf(z.array(AccountSession)) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      return { data: await sessions.listSessions(app.ctx, actor, req.params.id) };
    },
  );

  app.delete(
    "/:id/sessions/:sessionId",
    {
      schema: {
        tags,
        security,
        summary: "Ends one sign-in: its tokens stop working at once",
        params: SessionParams,
        response: { 200: Ok },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      await sessions.endSession(app.ctx, actor, req.params.id, req.params.sessionId);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/:id/sessions",
    {
      schema: {
        tags,
        security,
        summary: "Ends every sign-in but this one",
        params: Params,
        response: { 200: dataOf(z.object({ ended: z.int() })) },
      },
    },
    async (req) => {
      const actor = await requireSession(req, only);
      return { data: { ended: await sessions.endOtherSessions(app.ctx, actor, req.params.id) } };
    },
  );
};
