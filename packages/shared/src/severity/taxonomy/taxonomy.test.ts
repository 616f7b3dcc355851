import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreCvss } from "../cvss/score.ts";
import { severityOfVrtNode, severityOfVrtPriority } from "./severity-of-priority.ts";
import { findVrtNode, getVrtNode, isVrtId, listVrtCategories, listVrtNodes, vrtPath } from "./taxonomy.ts";
import { VrtId } from "./vrt-id-schema.ts";

interface RawNode {
  id: string;
  name: string;
  priority?: number | null;
  children?: RawNode[];
}

// Read straight from the shipped file, so the API is checked against upstream rather than against itself.
const raw = JSON.parse(
  readFileSync(new URL("./vrt/vulnerability-rating-taxonomy.json", import.meta.url), "utf8"),
) as { content: RawNode[] };

function rawNodes() {
  const nodes: { id: string; node: RawNode }[] = [];
  const walk = (list: RawNode[], prefix: string) => {
    for (const node of list) {
      nodes.push({ id: prefix + node.id, node });
      walk(node.children ?? [], `${prefix + node.id}.`);
    }
  };
  walk(raw.content, "");
  return nodes;
}

describe("the vulnerability taxonomy", () => {
  it("holds VRT v1.14.1's 30 categories, 164 subcategories and 242 variants", () => {
    const nodes = listVrtNodes();
    expect(listVrtCategories()).toHaveLength(30);
    expect(nodes).toHaveLength(436);
    expect(nodes.filter((node) => node.type === "subcategory")).toHaveLength(164);
    expect(nodes.filter((node) => node.type === "variant")).toHaveLength(242);
    expect(nodes.filter((node) => node.isLeaf)).toHaveLength(329);
  });

  it("answers a lookup for every node of the upstream file by its full dotted id", () => {
    for (const { id, node } of rawNodes()) {
      const found = getVrtNode(id);
      expect(found.id).toBe(id);
      expect(found.name).toBe(node.name);
      expect(found.priority).toBe(node.children ? undefined : (node.priority ?? null));
      expect(isVrtId(id)).toBe(true);
    }
  });

  it("counts the leaf priorities of the README", () => {
    const counts = new Map<string, number>();
    for (const node of listVrtNodes().filter((candidate) => candidate.isLeaf)) {
      const key = String(node.priority);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ "1": 15, "2": 17, "3": 33, "4": 67, "5": 147, null: 50 });
  });

  it("keys on the full path, since the same id segment sits under several parents", () => {
    const keys = listVrtNodes().map((node) => node.key);
    expect(new Set(keys).size).toBeLessThan(keys.length);
    expect(findVrtNode("sql_injection")).toBeNull();
    expect(findVrtNode("server_side_injection.sql_injection")?.name).toBe("SQL Injection");
  });

  it("finds nothing for unknown ids", () => {
    for (const id of [
      "",
      "nope",
      "server_side_injection.",
      "server_side_injection.sql_injection.x",
      "__proto__",
    ]) {
      expect(findVrtNode(id)).toBeNull();
      expect(isVrtId(id)).toBe(false);
      expect(() => getVrtNode(id)).toThrow("Unknown vulnerability type");
    }
    expect(VrtId.safeParse("nope").error?.issues[0]?.message).toBe("Unknown vulnerability type.");
    expect(VrtId.parse("server_side_injection.sql_injection")).toBe("server_side_injection.sql_injection");
  });

  it("gives each node its path from the category down", () => {
    const id = "server_security_misconfiguration.server_side_request_forgery_ssrf.internal_high_impact";
    expect(vrtPath(id).map((node) => node.type)).toEqual(["category", "subcategory", "variant"]);
    expect(vrtPath(id)[1]?.parentId).toBe("server_security_misconfiguration");
    expect(getVrtNode(id).priority).toBe(2);
  });
});

describe("default CVSS v3.1 vectors and CWE ids", () => {
  it("gives every node a valid v3.1 vector with its prefix", () => {
    for (const node of listVrtNodes()) expect(() => scoreCvss(node.cvssV31)).not.toThrow();
  });

  it("takes a node's own vector, else its nearest mapped ancestor's", () => {
    expect(
      getVrtNode("server_security_misconfiguration.server_side_request_forgery_ssrf.internal_high_impact")
        .cvssV31,
    ).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:L/I:L/A:N");
    const sqli = getVrtNode("server_side_injection.sql_injection");
    expect(sqli.cvssV31).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N");
    expect(scoreCvss(sqli.cvssV31)).toMatchObject({ score: 8.2, severity: "high" });
  });

  it("inherits CWE ids from the nearest ancestor and leaves 53 leaves without one", () => {
    const ssrf = "server_security_misconfiguration.server_side_request_forgery_ssrf";
    expect(getVrtNode(ssrf).cwe).toEqual(["CWE-918", "CWE-441"]);
    expect(getVrtNode(`${ssrf}.internal_high_impact`).cwe).toEqual(["CWE-918", "CWE-441"]);
    expect(getVrtNode("server_security_misconfiguration").cwe).toEqual(["CWE-16"]);
    const leaves = listVrtNodes().filter((node) => node.isLeaf);
    expect(leaves.filter((node) => node.cwe.length === 0)).toHaveLength(53);
    expect(new Set(listVrtNodes().flatMap((node) => node.cwe)).size).toBe(117);
  });
});

describe("severity of a priority", () => {
  it.each([
    [1, "critical"],
    [2, "high"],
    [3, "medium"],
    [4, "low"],
    [5, "informational"],
    [null, "flex"],
  ] as const)("P%s is %s", (priority, severity) => {
    expect(severityOfVrtPriority(priority)).toBe(severity);
  });

  it("gives interior nodes no severity", () => {
    expect(severityOfVrtNode(getVrtNode("server_side_injection"))).toBeNull();
    expect(severityOfVrtNode(getVrtNode("indicators_of_compromise"))).toBe("flex");
  });
});
