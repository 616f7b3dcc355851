import { Disclosure, DisclosureList, Id, ListDisclosuresQuery } from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findActor } from "../../../http/auth.ts";
import { sendJson } from "../../../lib/public-answer.ts";
import { EVERY_PROGRAM } from "../../../lib/public-cache.ts";
import { disclosureFeed } from "./atom.ts";
import {
  feedDisclosures,
  getProgramDisclosure,
  listProgramDisclosures,
} from "./public-disclosures.service.ts";

const tags = ["reports"];
const bearer = [{ bearer: [] }];
const ProgramRef = z.string().min(1).max(100);
const atom = {
  200: { description: "An Atom 1.0 feed of the newest 50 disclosures.", types: ["application/atom+xml"] },
};

/** Disclosed reports, as anyone who may see the program's details reads them: lists, detail, Atom feeds. */
export const publicDisclosuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (req: { protocol: string; host: string }) =>
    app.ctx.config.PUBLIC_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.host}`;

  app.get(
    "/programs/:id/disclosures",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary:
          "The program's published disclosures, newest first (id or slug); only what a disclosure publishes",
        params: z.object({ id: ProgramRef }),
        querystring: ListDisclosuresQuery,
        response: { 200: DisclosureList },
      },
    },
    async (req, reply) =>
      sendJson(reply, await listProgramDisclosures(app.ctx, await findActor(req), req.params.id, req.query)),
  );

  app.get(
    "/programs/:id/disclosures/:disclosureId",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary: "One published disclosure of the program",
        // A member the organization's factor rule holds back, on a program that is not public.
        errors: [403],
        params: z.object({ id: ProgramRef, disclosureId: Id }),
        response: { 200: z.object({ data: Disclosure }) },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await getProgramDisclosure(app.ctx, await findActor(req), req.params.id, req.params.disclosureId),
      ),
  );

  app.get(
    "/programs/:id/disclosures.atom",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary: "The program's disclosures as an Atom feed",
        // A member the organization's factor rule holds back, on a program that is not public.
        errors: [403],
        params: z.object({ id: ProgramRef }),
        otherAnswers: atom,
      },
    },
    async (req, reply) => {
      const actor = await findActor(req);
      const base = origin(req);
      const build = async () => {
        const { program, items } = await feedDisclosures(app.ctx, actor, req.params.id);
        const xml = disclosureFeed({
          id: `urn:uuid:${program!.id}`,
          title: `${program!.name}: disclosed reports`,
          selfUrl: `${base}/api/programs/${program!.id}/disclosures.atom`,
          pageUrl: `${base}/programs/${program!.slug}/disclosures`,
          origin: base,
          items,
        });
        return { scope: program!.id, value: xml };
      };
      const xml = actor
        ? (await build()).value
        : await app.ctx.publicCache.get(`atom:${base}:${req.params.id}`, build);
      return reply.header("content-type", "application/atom+xml; charset=utf-8").send(xml);
    },
  );

  app.get(
    "/disclosures.atom",
    {
      schema: {
        tags,
        security: [{}, ...bearer],
        summary: "Every public program's disclosures as one Atom feed",
        otherAnswers: atom,
      },
    },
    async (req, reply) => {
      const base = origin(req);
      // Public programs only, the same for every caller.
      const xml = await app.ctx.publicCache.get(`atom:${base}:site`, async () => {
        const { items } = await feedDisclosures(app.ctx, null, null);
        const value = disclosureFeed({
          id: `${base}/api/disclosures.atom`,
          title: "Bounty: disclosed reports",
          selfUrl: `${base}/api/disclosures.atom`,
          pageUrl: `${base}/programs`,
          origin: base,
          items,
        });
        return { scope: EVERY_PROGRAM, value };
      });
      return reply.header("content-type", "application/atom+xml; charset=utf-8").send(xml);
    },
  );
};
