import { REPORT_LABELS_MAX } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { invalid } from "../../../http/errors.ts";
import * as repo from "./labels.repository.ts";

export const LABEL_NOT_OURS = "Pick labels of the report's organization.";

/**
 * Puts labels on a locked report and takes others off, inside the caller's transaction. Labels of
 * another organization (or none) are refused alike, so an id tells nothing of who owns it. Only
 * real changes count: a label already on, or already off, is no change. Null when nothing changed.
 */
export async function changeLabels(
  tx: DbOrTx,
  report: { id: string; organizationId: string },
  input: { addLabels?: string[] | undefined; removeLabels?: string[] | undefined },
): Promise<{ added: string[]; removed: string[] } | null> {
  const add = input.addLabels ?? [];
  const remove = input.removeLabels ?? [];
  if (add.length + remove.length === 0) return null;
  const found = await repo.lockOrganizationLabels(tx, report.organizationId, [...add, ...remove]);
  const byId = new Map(found.map((l) => [l.id, l]));
  const known = (id: string) => byId.get(id.toLowerCase());
  if (add.some((id) => !known(id))) throw invalid("addLabels", LABEL_NOT_OURS);
  if (remove.some((id) => !known(id))) throw invalid("removeLabels", LABEL_NOT_OURS);
  const current = new Set((await repo.labelsOfReport(tx, report.id)).map((l) => l.id));
  const putOn = add.map((id) => known(id)!).filter((l) => !current.has(l.id));
  const takenOff = remove.map((id) => known(id)!).filter((l) => current.has(l.id));
  if (current.size + putOn.length - takenOff.length > REPORT_LABELS_MAX)
    throw invalid("addLabels", `A report carries at most ${REPORT_LABELS_MAX} labels: take one off first.`);
  if (putOn.length + takenOff.length === 0) return null;
  await repo.putLabels(
    tx,
    report.id,
    putOn.map((l) => l.id),
  );
  await repo.takeOffLabels(
    tx,
    report.id,
    takenOff.map((l) => l.id),
  );
  const names = (ls: { name: string }[]) =>
    ls.map((l) => l.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  return { added: names(putOn), removed: names(takenOff) };
}
