import {
  Id,
  LicenceInvoice,
  LicencePrice,
  ListMeta,
  ListStaffInvoicesQuery,
  MarkInvoicePaid,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../http/auth.ts";
import * as licences from "./licences.service.ts";

const security = [{ bearer: [] }];

/** Internal programs' licences and their monthly invoices (spec 1 §9; issue 16). */
export const licencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/organizations/:id/programs/:programId/price",
    {
      schema: {
        tags: ["programs"],
        security,
        summary:
          "An internal program's licences (the organization's admin and non-admin managers of internal programs, in blocks of 5), the monthly price and the invoices (the admin and the program's managers)",
        params: z.object({ id: Id, programId: Id }),
        response: { 200: z.object({ data: LicencePrice }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await licences.getLicencePrice(app.ctx, actor, req.params.id, req.params.programId) };
    },
  );

  app.get(
    "/staff/invoices",
    {
      schema: {
        tags: ["staff"],
        security,
        summary: "Licence invoices of one status (default issued, by due date) (platform staff)",
        querystring: ListStaffInvoicesQuery,
        response: { 200: z.object({ data: z.array(LicenceInvoice), meta: ListMeta }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      const { rows, total } = await licences.listStaffInvoices(app.ctx, actor, req.query);
      return { data: rows, meta: { total, page: req.query.page, perPage: req.query.perPage } };
    },
  );

  app.put(
    "/staff/invoices/:id",
    {
      schema: {
        tags: ["staff"],
        security,
        summary: "Marks a licence invoice paid once its bank transfer arrived (platform staff)",
        params: z.object({ id: Id }),
        body: MarkInvoicePaid,
        response: { 200: z.object({ data: LicenceInvoice }) },
      },
    },
    async (req) => {
      const actor = await requireActor(req);
      return { data: await licences.markInvoicePaid(app.ctx, actor, req.params.id) };
    },
  );
};
