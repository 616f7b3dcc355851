import { errorStatus } from "@bounty/shared";
import type { SwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import type { Config } from "../config.ts";

// The API document as a contract (docs/api.md "The contract"): every operation has an operationId,
// the statuses it may answer with the one error shape, media types for what is not JSON, and a
// stated security. `npm test` lints the document (redocly) and checks the answers its API suite
// recorded against it (scripts/check-answers.mjs).

/** The one error answer: a code the web maps back to a message, and a one-line message to show. */
export const ErrorAnswer = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]]),
      message: z.string(),
      /** A refused file's rows at fault (CSV imports): line, column and why. */
      rows: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: "Error", description: "What went wrong: a stable code and a one-line message to show." });

/** An answer that is not JSON: what it is, and its media types (none for a 204). */
export interface OtherAnswer {
  description: string;
  types?: readonly string[];
}

declare module "fastify" {
  interface FastifySchema {
    /** Statuses this operation may answer besides the ones every operation of its kind may. */
    errors?: readonly number[];
    /** Answers that are not JSON (files, CSV, the event stream, a 204), by status. */
    otherAnswers?: Record<number, OtherAnswer>;
    /** A multipart/form-data body's file field, for the document (http/multipart.ts reads it). */
    upload?: { field: string; many?: boolean };
  }
}

const errorDescriptions: Record<number, string> = {
  400: "The request is malformed or a field is invalid (the message names it).",
  401: "No valid credentials: sign in, or send a valid bearer token.",
  403: "The caller may not do this (the message says what was refused).",
  404: "Not found, or not visible to the caller.",
  409: "The change conflicts with the current state, or with a change made at the same moment.",
  410: "It existed but is gone.",
  413: "The body or file is too large.",
  415: "The body's media type is not accepted.",
  429: "Too many requests: wait for Retry-After seconds.",
  500: "The server failed; nothing was half-written.",
  502: "The sign-in provider did not answer as expected.",
  503: "The database cannot be reached for now (Retry-After says when to try again), or this installation has not configured the feature.",
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface RouteFacts {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

/**
 * The statuses an operation may answer with the error shape, from what it takes and does: every
 * operation may be refused a bad bearer token (401) or fail (500); input is validated (400); an id
 * in the path may name nothing the caller can see (404); a body may be too large or of another type
 * (413, 415); a write may be refused (403) or meet a concurrent change (409), and any write may be
 * sent a body it does not take, malformed, too large or of a type it does not read (400, 413, 415:
 * the API fuzz sends them); a signed-in-only read may be refused (403); and any operation answers 503
 * while the database cannot be reached (docs/deployment.md). Routes add what else they answer in
 * `errors`.
 */
export function errorStatusesOf({ method, url, schema }: RouteFacts): number[] {
  const statuses = new Set<number>([401, 500, 503]);
  const hasBody = !!schema.body || !!schema.consumes;
  if (schema.params || schema.querystring || hasBody) statuses.add(400);
  if (url.includes(":")) statuses.add(404);
  if (hasBody) statuses.add(413).add(415);
  if (WRITES.has(method)) statuses.add(400).add(403).add(409).add(413).add(415);
  if (requiresBearer(schema.security)) statuses.add(403);
  for (const s of (schema.errors as number[] | undefined) ?? []) statuses.add(s);
  return [...statuses].sort((a, b) => a - b);
}

const requiresBearer = (security: unknown): boolean =>
  Array.isArray(security) && security.length > 0 && security.every((s) => Object.keys(s).length > 0);

/** `GET /api/programs/:id/reports` → `getProgramsByIdReports`: stable, unique, derived from the route. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[-_.]/).filter(Boolean),
    );
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

const binary = { type: "string", format: "binary" } as const;
const schemaOfType = (type: string) =>
  type.startsWith("text/csv")
    ? { type: "string" }
    : type === "text/event-stream"
      ? { type: "string" }
      : binary;

const tags: OpenAPIV3_1.TagObject[] = [
  { name: "auth", description: "Signing in (e-mail links, GitHub, Google), tokens and signing out." },
  { name: "config", description: "What this installation offers: sign-in providers, features." },
  { name: "users", description: "Accounts, profiles, avatars, API keys and the caller's own settings." },
  {
    name: "organizations",
    description: "Organizations, their members, invites, activity and chat webhooks.",
  },
  { name: "programs", description: "Programs: rules, scopes, access, test info, budget and subscriptions." },
  { name: "reports", description: "Reports: submission, lists and export, messages, notes, assessment." },
  { name: "rewards", description: "Rewards on reports, and the hunter's credits and movements." },
  { name: "payouts", description: "Withdrawals a hunter asks for, and their payouts." },
  {
    name: "triage",
    description: "Triage: the queue and its action flow, the dashboard, imports and paid retests.",
  },
  { name: "staff", description: "Platform staff: activation requests, payouts, licences." },
  { name: "live", description: "The live-update stream (server-sent events)." },
  {
    name: "public",
    description: "The public side: hall of fame, program and profile activity, leaderboard.",
  },
];

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  otherAnswers?: Record<number, OtherAnswer>;
  upload?: { field: string; many?: boolean };
};

/** The request body of a multipart upload: its one file field, or its repeated files. */
const uploadBody = ({ field, many }: { field: string; many?: boolean }) => ({
  type: "object",
  required: [field],
  properties: { [field]: many ? { type: "array", items: binary } : binary },
});

/** @fastify/swagger's options: the zod transform, with the contract added to each operation. */
export function openapiOptions(config: Config): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Bounty API",
        version: "0.1.0",
        description: "The API of a Bounty installation. Guide: docs/api.md in the repository.",
        license: { name: "Apache-2.0", identifier: "Apache-2.0" },
      },
      servers: [{ url: config.PUBLIC_URL, description: "This installation" }],
      tags,
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: (input) => {
      const schema = (input.schema ?? {}) as RouteSchema;
      if (schema.hide) return jsonSchemaTransform(input);
      const method = String(input.route.method);
      const { otherAnswers, errors: _errors, upload, ...rest } = schema;
      const response: Record<string, unknown> = { ...rest.response };
      for (const status of errorStatusesOf({ method, url: input.url, schema }))
        response[status] ??= {
          description: errorDescriptions[status] ?? "Error.",
          content: { "application/json": { schema: ErrorAnswer } },
        };
      const out = jsonSchemaTransform({
        ...input,
        schema: {
          operationId: operationIdOf(method, input.url),
          // A public operation still reads a bearer token when one is sent (and refuses a bad one).
          security: [{}, { bearer: [] }],
          ...rest,
          response,
        } as never,
      });
      const transformed = out.schema as RouteSchema;
      if (upload) transformed.body = uploadBody(upload);
      transformed.response ??= {};
      const responses = transformed.response;
      for (const [status, answer] of Object.entries(otherAnswers ?? {})) {
        if (!answer.types?.length) {
          // No body (a 204): @fastify/swagger leaves out the content of a "null" schema.
          responses[status] = { type: "null", description: answer.description };
          continue;
        }
        // Beside a JSON answer of the same status (a list that also exports CSV), the types add up.
        const json = responses[status] as Record<string, unknown> | undefined;
        responses[status] = {
          description: answer.description,
          content: {
            ...(json ? { "application/json": { schema: json } } : {}),
            ...Object.fromEntries(answer.types.map((t) => [t, { schema: schemaOfType(t) }])),
          },
        };
      }
      return out;
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
      // The zod transform adds an input twin of every named schema; the error shape is only answered.
      delete document.components?.schemas?.ErrorInput;
      return document;
    },
  };
}
