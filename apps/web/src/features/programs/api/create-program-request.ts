import type { CreateProgram } from "@bounty/shared";
import { api } from "../../../lib/api-client.ts";
import type { ProgramAnswer } from "./program-query.ts";

/** POST programs: a new, not yet started program of the organization. */
export const createProgram = (input: CreateProgram) => api.post<ProgramAnswer>("/programs", input);
