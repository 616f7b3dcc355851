import type { TestInfoRequest } from "@bounty/shared";
import { toUserPerson } from "../../users/index.ts";
import { toTestForm } from "../core/programs.presenter.ts";
import type { TestInfoView } from "./test-info.repository.ts";
import { hunterSeesContent, isActiveTestInfo } from "./test-info.rules.ts";

/** Who reads the request: its hunter, or the program's organization (everything). */
export type TestInfoAudience = "hunter" | "organization";

/**
 * A request as its audience sees it. The hunter reads the information only while accepted or
 * finalized; after a rejection, revocation or cancellation it is gone, and so are the bodies of the
 * accept and update messages that carried it.
 */
export function toTestInfoRequest(v: TestInfoView, audience: TestInfoAudience): TestInfoRequest {
  const shown = audience === "organization" || hunterSeesContent(v.request.status);
  const { id, displayName, uniqueName, icon } = toUserPerson(v.hunter);
  return {
    id: v.request.id,
    programTestForm: toTestForm(v.form),
    status: v.request.status,
    active: isActiveTestInfo(v.request.status),
    content: shown ? v.request.content : "",
    hunter: { id, displayName, uniqueName, icon },
    messages: v.messages.map(({ message: m, author }) => ({
      id: m.id,
      action: m.action,
      body: shown || (m.action !== "accept" && m.action !== "update") ? m.body : "",
      author: author
        ? { id: author.id, displayName: author.displayName, uniqueName: author.uniqueName }
        : null,
      createdAt: m.createdAt.toISOString(),
    })),
    createdAt: v.request.createdAt.toISOString(),
    updatedAt: v.request.updatedAt.toISOString(),
  };
}
