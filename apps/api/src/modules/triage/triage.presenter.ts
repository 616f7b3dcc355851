import {
  findVrtNode,
  nextTriageActions,
  type ReportAttachment,
  type TriageActionType,
  type TriageConversationMessage,
  type TriageReportRow,
  type TriageSide,
  type TriageVulnerability,
  triageSideOf,
} from "@bounty/shared";
import { type ConversationPage, toReportPerson } from "../reports/index.ts";
import { sideTakes } from "./triage.policy.ts";
import type * as repo from "./triage.repository.ts";
import type { TriageAttachmentRow } from "./triage-attachments.repository.ts";

const stepOf = (type: TriageActionType | null, at: Date | null) =>
  type && at ? { type, createdAt: at.toISOString() } : null;

/** A file as the triage pages download it: a triage message's, or the report's own (its description's). */
export const toTriageAttachment = (
  a: Pick<TriageAttachmentRow, "name" | "mimetype" | "size" | "messageId" | "createdAt">,
): ReportAttachment => ({
  name: a.name,
  mimetype: a.mimetype,
  size: a.size,
  url: `/api/triage/${a.messageId}/attachments/${encodeURIComponent(a.name)}`,
  createdAt: a.createdAt.toISOString(),
});

export const toTriageRow = (r: repo.TriageListRow): TriageReportRow => ({
  id: r.id,
  number: r.number,
  title: r.title,
  severity: r.severity,
  state: r.state,
  createdAt: r.createdAt.toISOString(),
  lastAction: stepOf(r.lastAction, r.lastActionAt),
});

type Author = {
  id: string | null;
  displayName: string | null;
  uniqueName: string | null;
  iconKey: string | null;
} | null;
const personOf = (a: Author) =>
  a?.id
    ? toReportPerson({
        id: a.id,
        displayName: a.displayName ?? "",
        uniqueName: a.uniqueName ?? "",
        iconKey: a.iconKey,
      })
    : null;

export function toVulnerability(parts: {
  row: repo.VulnerabilityRow;
  description: string;
  files: Parameters<typeof toTriageAttachment>[0][];
  stage: Awaited<ReturnType<typeof repo.findStage>>;
  actions: Awaited<ReturnType<typeof repo.listActions>>;
  messages: Awaited<ReturnType<typeof repo.listMessages>>;
  attachments: TriageAttachmentRow[];
  sides: TriageSide[];
}): TriageVulnerability {
  const { row: r, stage, sides } = parts;
  const last = stage?.lastAction ?? null;
  const node = r.vrtId ? findVrtNode(r.vrtId) : null;
  return {
    id: r.id,
    number: r.number,
    title: r.title,
    description: parts.description,
    severity: r.severity,
    state: r.state,
    isImport: r.isImport,
    createdAt: r.createdAt.toISOString(),
    source: {
      hunter: personOf(r.sender),
      sentAt: r.createdAt.toISOString(),
      program: r.program,
      organization: r.organization,
    },
    target: { identifier: r.scope.identifier, path: null, snippet: null },
    types: node ? [{ typeId: node.id, type: node.name }] : [],
    attachments: parts.files.map(toTriageAttachment),
    project: r.program,
    organization: r.organization,
    originalResource: r.original?.id ? { id: r.original.id, number: r.original.number } : null,
    lastAction: stepOf(last, stage?.lastActionAt ?? null),
    nextAction: stepOf(nextTriageActions(last)[0] ?? null, stage?.lastActionAt ?? r.createdAt),
    actions: parts.actions.map((a) => ({
      id: a.id,
      type: a.type,
      sequence: a.sequence,
      summary: a.summary,
      createdAt: a.createdAt.toISOString(),
      createdBy: personOf(a.author),
    })),
    messages: parts.messages.map((m) => ({
      id: m.id,
      content: m.content,
      createdAt: m.createdAt.toISOString(),
      sender: personOf(m.author),
      attachments: parts.attachments.filter((a) => a.messageId === m.id).map(toTriageAttachment),
    })),
    next: nextTriageActions(last).map((type) => ({
      type,
      side: triageSideOf[type],
      allowed: sideTakes(sides, type),
    })),
    sides,
  };
}

/** A message of the hunter's conversation as the triage reads it: its files through the triage's path. */
export function toConversationMessage(
  row: ConversationPage["rows"][number],
  description: boolean,
  files: ConversationPage["files"],
): TriageConversationMessage {
  const m = row.message;
  const deleted = m.deletedAt !== null;
  return {
    id: m.id,
    content: deleted ? null : m.content,
    createdAt: m.createdAt.toISOString(),
    sender: toReportPerson(row.sender),
    affiliation: m.affiliation,
    description,
    editedAt: m.editedAt?.toISOString() ?? null,
    deleted,
    attachments: deleted ? [] : files.map(toTriageAttachment),
  };
}
