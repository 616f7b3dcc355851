import cvssMapping from "./vrt/cvss_v3.json" with { type: "json" };
import cweMapping from "./vrt/cwe.json" with { type: "json" };
import taxonomy from "./vrt/vulnerability-rating-taxonomy.json" with { type: "json" };

/** Bugcrowd's Vulnerability Rating Taxonomy, shipped unmodified in ./vrt (Apache-2.0). */
export const VRT_VERSION = "1.14.1";
export const VRT_CREDIT = `Bugcrowd Vulnerability Rating Taxonomy v${VRT_VERSION}, Apache-2.0`;

export const VRT_PRIORITIES = [1, 2, 3, 4, 5] as const;
/** 1 critical, 2 high, 3 medium, 4 low, 5 informational. */
export type VrtPriority = (typeof VRT_PRIORITIES)[number];
export type VrtNodeType = "category" | "subcategory" | "variant";

export interface VrtNode {
  /** Full dotted id from the root, e.g. `server_side_injection.sql_injection`: the spec's `vrtId`. */
  id: string;
  /** The node's own id segment; not unique across the tree. */
  key: string;
  /** English name, as upstream writes it; `vrtName` translates it. */
  name: string;
  type: VrtNodeType;
  parentId: string | null;
  children: readonly VrtNode[];
  /** Leaves are the rateable nodes. */
  isLeaf: boolean;
  /** Leaves only: 1 to 5, or null when the priority varies case by case (flex). Undefined on interior nodes. */
  priority?: VrtPriority | null;
  /** Default CVSS v3.1 vector from the nearest mapped ancestor (or the node itself), with its `CVSS:3.1/` prefix. */
  cvssV31: string;
  /** CWE ids from the nearest ancestor that has some; empty when none has. */
  cwe: readonly string[];
}

interface RawNode {
  id: string;
  name?: string;
  type?: string;
  priority?: number | null;
  cvss_v3?: string;
  cwe?: string[] | null;
  children?: RawNode[];
}

interface Index {
  roots: VrtNode[];
  byId: Map<string, VrtNode>;
}

let index: Index | undefined;

function mappingById(content: RawNode[], field: "cvss_v3" | "cwe") {
  const values = new Map<string, RawNode["cvss_v3"] | RawNode["cwe"]>();
  const walk = (nodes: RawNode[], prefix: string) => {
    for (const node of nodes) {
      const id = prefix + node.id;
      if (node[field] !== undefined) values.set(id, node[field]);
      walk(node.children ?? [], `${id}.`);
    }
  };
  walk(content, "");
  return values;
}

// Built on first use, so importing the package costs nothing until the taxonomy is needed.
function buildIndex(): Index {
  const cvss = mappingById(cvssMapping.content as RawNode[], "cvss_v3");
  const cwe = mappingById(cweMapping.content as RawNode[], "cwe");
  const byId = new Map<string, VrtNode>();
  const build = (raw: RawNode, parent: VrtNode | null): VrtNode => {
    const id = parent ? `${parent.id}.${raw.id}` : raw.id;
    const rawChildren = raw.children ?? [];
    const vector = (cvss.get(id) as string | undefined) ?? parent?.cvssV31.slice("CVSS:3.1/".length);
    const node: VrtNode = {
      id,
      key: raw.id,
      name: raw.name ?? raw.id,
      type: raw.type as VrtNodeType,
      parentId: parent?.id ?? null,
      children: [],
      isLeaf: rawChildren.length === 0,
      cvssV31: `CVSS:3.1/${vector ?? cvssMapping.metadata.default}`,
      cwe: (cwe.get(id) as string[] | null | undefined) ?? parent?.cwe ?? [],
    };
    if (node.isLeaf) node.priority = (raw.priority ?? null) as VrtPriority | null;
    byId.set(id, node);
    node.children = rawChildren.map((child) => build(child, node));
    return Object.freeze(node);
  };
  const roots = (taxonomy.content as RawNode[]).map((raw) => build(raw, null));
  return { roots, byId };
}

function getIndex() {
  index ??= buildIndex();
  return index;
}

/** The taxonomy's categories; each holds its subcategories and variants. */
export const listVrtCategories = (): readonly VrtNode[] => getIndex().roots;

/** Every node, depth first in upstream order. */
export function listVrtNodes(): VrtNode[] {
  const nodes: VrtNode[] = [];
  const walk = (list: readonly VrtNode[]) => {
    for (const node of list) {
      nodes.push(node);
      walk(node.children);
    }
  };
  walk(getIndex().roots);
  return nodes;
}

/** The node with this full dotted id, or null. */
export const findVrtNode = (id: string): VrtNode | null => getIndex().byId.get(id) ?? null;

/** The node with this full dotted id; throws when there is none. */
export function getVrtNode(id: string): VrtNode {
  const node = findVrtNode(id);
  if (!node) throw new Error(`Unknown vulnerability type: ${id}`);
  return node;
}

export const isVrtId = (id: string) => getIndex().byId.has(id);

/** The node and its ancestors, from the category down. */
export function vrtPath(id: string): VrtNode[] {
  const path: VrtNode[] = [];
  for (let node = findVrtNode(id); node; node = node.parentId ? findVrtNode(node.parentId) : null) {
    path.unshift(node);
  }
  return path;
}
