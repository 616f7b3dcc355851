import {
  findVrtNode,
  type Language,
  listVrtCategories,
  type VrtNode,
  vrtName,
  vrtPath,
} from "@bounty/shared";
import { Text } from "@mantine/core";
import { IconCheck, IconChevronRight } from "@tabler/icons-react";
import { type KeyboardEvent, memo, useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { VRT_ANY } from "../api/vrt-value.ts";
import classes from "./vrt-picker.module.css";
import { VrtPriorityBadge } from "./vrt-priority-badge.tsx";

interface Row {
  id: string;
  /** null for the "Any" row. */
  node: VrtNode | null;
  level: number;
  posinset: number;
  setsize: number;
  parentId: string | null;
}

// The rows on screen, flat: ARIA trees may be flat when each item states its level and position.
function visibleRows(allowAny: boolean, expanded: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const offset = allowAny ? 1 : 0;
  const roots = listVrtCategories();
  if (allowAny)
    rows.push({ id: VRT_ANY, node: null, level: 1, posinset: 1, setsize: roots.length + 1, parentId: null });
  const walk = (nodes: readonly VrtNode[], level: number, start: number) => {
    nodes.forEach((node, index) => {
      const setsize = nodes.length + start;
      rows.push({ id: node.id, node, level, posinset: start + index + 1, setsize, parentId: node.parentId });
      if (!node.isLeaf && expanded.has(node.id)) walk(node.children, level + 1, 0);
    });
  };
  walk(roots, 1, offset);
  return rows;
}

let leafCounts: Map<string, number> | undefined;
function leafCountOf(node: VrtNode): number {
  leafCounts ??= new Map();
  let count = leafCounts.get(node.id);
  if (count === undefined) {
    count = node.isLeaf ? 1 : node.children.reduce((sum, child) => sum + leafCountOf(child), 0);
    leafCounts.set(node.id, count);
  }
  return count;
}

const rowDomId = (baseId: string, id: string) => `${baseId}-${id}`;

interface VrtTreeProps {
  value: string | null;
  allowAny: boolean;
  language: Language;
  onSelect: (id: string) => void;
  /** ArrowUp on the first row: back to the search box above. */
  onExitTop?: () => void;
  label: string;
}

/**
 * The taxonomy as a tree: categories and subcategories expand, only types (leaves) select. Arrow keys
 * move and expand as the ARIA tree pattern says; Enter or Space selects a type or toggles a group.
 */
export const VrtTree = memo(function VrtTree({
  value,
  allowAny,
  language,
  onSelect,
  onExitTop,
  label,
}: VrtTreeProps) {
  const baseId = useId();
  // Opens on the selected type, so changing it starts from where it is.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(value ? vrtPath(value).map((node) => node.id) : []),
  );
  const [focusedId, setFocusedId] = useState<string | null>(value);
  const rows = useMemo(() => visibleRows(allowAny, expanded), [allowAny, expanded]);
  // One row takes Tab (roving tabindex): the last focused one while it is on screen, else the first.
  const tabbableId = rows.some((row) => row.id === focusedId) ? focusedId : (rows[0]?.id ?? null);

  // On opening, the selected type may sit far down the list: bring it into view once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only; later selections close the picker.
  useEffect(() => {
    if (value) document.getElementById(rowDomId(baseId, value))?.scrollIntoView?.({ block: "nearest" });
  }, []);

  const toggle = useCallback((id: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const handleActivate = useCallback(
    (id: string) => {
      const node = findVrtNode(id);
      if (node && !node.isLeaf) toggle(id);
      else onSelect(id);
    },
    [onSelect, toggle],
  );

  const focusRow = (row: Row | undefined) => {
    if (row) document.getElementById(rowDomId(baseId, row.id))?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).dataset.vrtId;
    const index = rows.findIndex((row) => row.id === id);
    const row = rows[index];
    if (!row) return;
    const isGroup = row.node !== null && !row.node.isLeaf;
    const isExpanded = expanded.has(row.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusRow(rows[index + 1]),
      ArrowUp: () => (index === 0 ? onExitTop?.() : focusRow(rows[index - 1])),
      Home: () => focusRow(rows[0]),
      End: () => focusRow(rows.at(-1)),
      ArrowRight: () => {
        if (!isGroup) return;
        if (isExpanded) focusRow(rows[index + 1]);
        else toggle(row.id);
      },
      ArrowLeft: () => {
        if (isGroup && isExpanded) toggle(row.id);
        else focusRow(rows.find((candidate) => candidate.id === row.parentId));
      },
      Enter: () => handleActivate(row.id),
      " ": () => handleActivate(row.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div role="tree" aria-label={label} onKeyDown={handleKeyDown}>
      {rows.map((row) => (
        <VrtTreeRow
          key={row.id}
          domId={rowDomId(baseId, row.id)}
          id={row.id}
          node={row.node}
          level={row.level}
          posinset={row.posinset}
          setsize={row.setsize}
          isExpanded={expanded.has(row.id)}
          isSelected={row.id === value}
          isTabbable={row.id === tabbableId}
          language={language}
          onActivate={handleActivate}
          onFocusRow={setFocusedId}
        />
      ))}
    </div>
  );
});

interface VrtTreeRowProps {
  domId: string;
  id: string;
  node: VrtNode | null;
  level: number;
  posinset: number;
  setsize: number;
  isExpanded: boolean;
  isSelected: boolean;
  isTabbable: boolean;
  language: Language;
  onActivate: (id: string) => void;
  onFocusRow: (id: string) => void;
}

// Memoized with plain props, so expanding a group re-renders only the rows that change.
const VrtTreeRow = memo(function VrtTreeRow(props: VrtTreeRowProps) {
  const { domId, id, node, level, posinset, setsize, isExpanded, isSelected, isTabbable, language } = props;
  const { t } = useTranslation();
  const isGroup = node !== null && !node.isLeaf;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree handles the keys of all its items (roving focus).
    <div
      role="treeitem"
      id={domId}
      data-vrt-id={id}
      aria-level={level}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-expanded={isGroup ? isExpanded : undefined}
      aria-selected={isGroup ? undefined : isSelected}
      tabIndex={isTabbable ? 0 : -1}
      data-selected={isSelected || undefined}
      className={classes.row}
      style={{ paddingInlineStart: `calc(${level - 1} * 1.25rem + 0.375rem)` }}
      onClick={() => props.onActivate(id)}
      onFocus={() => props.onFocusRow(id)}
    >
      <span className={classes.chevron} data-expanded={isExpanded || undefined} aria-hidden>
        {isGroup && <IconChevronRight size={16} stroke={1.8} />}
      </span>
      {node === null ? (
        <span className={classes.name}>
          <Text span size="sm" fw={600}>
            {t("Any")}
          </Text>{" "}
          <Text span size="xs" c="dimmed">
            {t("Every vulnerability type")}
          </Text>
        </span>
      ) : (
        <span className={`${classes.name} ${level === 1 ? classes.category : ""}`}>
          {vrtName(node, language)}
        </span>
      )}
      {isGroup && (
        <Text span size="xs" c="dimmed" aria-hidden>
          {leafCountOf(node)}
        </Text>
      )}
      {node?.isLeaf && <VrtPriorityBadge priority={node.priority ?? null} />}
      {isSelected && <IconCheck size={16} className={classes.check} aria-hidden />}
    </div>
  );
});
