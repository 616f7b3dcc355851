import type { CreateOrganization } from "@bounty/shared";
import { api } from "../../../lib/api-client.ts";
import type { OrganizationAnswer } from "./organization-query.ts";

/** POST organizations: the caller becomes its admin. */
export const createOrganization = (input: CreateOrganization) =>
  api.post<OrganizationAnswer>("/organizations", input);
