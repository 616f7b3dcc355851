import {
  CreateMessage,
  CreateNote,
  Id,
  ListMessagesQuery,
  ListNotesQuery,
  MessageRevision,
  ReportMessage,
  ReportMessageList,
  ReportNote,
  ReportNoteList,
  UpdateMessage,
} from "@bounty/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../http/auth.ts";
import {
  deleteAttachmentFor,
  deleteMessage,
  editMessage,
  listMessagesFor,
  listRevisionsFor,
  postMessage,
} from "./messages.service.ts";
import { addNote, listNotesFor, removeNote } from "./notes.service.ts";

const tags = ["reports"];
const security = [{ bearer: [] }];
const ById = z.object({ id: Id });

/** A report's conversation (messages, their versions and files) and its internal notes. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/messages",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary: "A page of a report's messages, oldest first (its sender and the program's staff)",
        querystring: ListMessagesQuery,
        response: { 200: ReportMessageList },
      },
    },
    async (req) => listMessagesFor(app.ctx, await requireActor(req), req.query),
  );

  app.post(
    "/messages",
    {
      schema: {
        errors: [404],
        tags,
        security,
        summary:
          "Writes a message on a report: its sender as the hunter, the program's staff as the organization",
        body: CreateMessage,
        response: { 201: z.object({ data: ReportMessage }) },
      },
    },
    async (req, reply) => {
      const message = await postMessage(app.ctx, await requireActor(req), req.body);
      return reply.status(201).send({ data: message });
    },
  );

  app.put(
    "/messages/:id",
    {
      schema: {
        tags,
        security,
        summary: "Edits a message (spec 2 §4 says whose); every version is kept",
        params: ById,
        body: UpdateMessage,
        response: { 200: z.object({ data: ReportMessage }) },
      },
    },
    async (req) => ({
      data: await editMessage(app.ctx, await requireActor(req), req.params.id, req.body.content),
    }),
  );

  app.delete(
    "/messages/:id",
    {
      schema: {
        otherAnswers: { 204: { description: "Deleted: nothing to return." } },
        tags,
        security,
        summary: "Deletes a message: its text, versions and files are gone; who deleted it and when stay",
        params: ById,
      },
    },
    async (req, reply) => {
      await deleteMessage(app.ctx, await requireActor(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/messages/:id/revisions",
    {
      schema: {
        tags,
        security,
        summary: "Every version of an edited message, first to last",
        params: ById,
        response: { 200: z.object({ data: z.array(MessageRevision) }) },
      },
    },
    async (req) => ({ data: await listRevisionsFor(app.ctx, await requireActor(req), req.params.id) }),
  );

  app.delete(
    "/messages/:id/attachments/:name",
    {
      schema: {
        otherAnswers: { 204: { description: "Deleted: nothing to return." } },
        tags,
        security,
        summary:
          "Deletes an attachment: the organization side for organization messages, the hunter side for the hunter's",
        params: ById.extend({ name: z.string().min(1).max(200) }),
      },
    },
    async (req, reply) => {
      await deleteAttachmentFor(app.ctx, await requireActor(req), req.params.id, req.params.name);
      return reply.status(204).send();
    },
  );

  app.get(
    "/reports/:id/notes",
    {
      schema: {
        tags,
        security,
        summary: "The report's internal notes, oldest first (the program's staff only)",
        params: ById,
        querystring: ListNotesQuery,
        response: { 200: ReportNoteList },
      },
    },
    async (req) => listNotesFor(app.ctx, await requireActor(req), req.params.id, req.query),
  );

  app.post(
    "/reports/:id/notes",
    {
      schema: {
        tags,
        security,
        summary: "Writes an internal note (the program's staff only; never shown to hunters)",
        params: ById,
        body: CreateNote,
        response: { 201: z.object({ data: ReportNote }) },
      },
    },
    async (req, reply) => {
      const note = await addNote(app.ctx, await requireActor(req), req.params.id, req.body.content);
      return reply.status(201).send({ data: note });
    },
  );

  app.delete(
    "/reports/:id/notes/:noteId",
    {
      schema: {
        otherAnswers: { 204: { description: "Deleted: nothing to return." } },
        tags,
        security,
        summary: "Deletes an internal note (its author only)",
        params: ById.extend({ noteId: Id }),
      },
    },
    async (req, reply) => {
      await removeNote(app.ctx, await requireActor(req), req.params.id, req.params.noteId);
      return reply.status(204).send();
    },
  );
};
