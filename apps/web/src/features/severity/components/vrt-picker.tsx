import { searchVrt, VRT_VERSION } from "@bounty/shared";
import {
  Box,
  Button,
  CloseButton,
  Group,
  Input,
  Paper,
  ScrollArea,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useVrtLanguage } from "../api/use-vrt-language.ts";
import { queryWords } from "../api/vrt-search.ts";
import { isSelectableVrtId, VRT_ANY } from "../api/vrt-value.ts";
import classes from "./vrt-picker.module.css";
import { VrtResults } from "./vrt-results.tsx";
import { VrtSelection } from "./vrt-selection.tsx";
import { VrtTree } from "./vrt-tree.tsx";

export { VRT_ANY } from "../api/vrt-value.ts";

// Enough to pick from; a longer list means the query is too short to help.
const RESULT_LIMIT = 50;

export interface VrtPickerProps {
  /** A type id (a leaf of the taxonomy), `VRT_ANY` when `allowAny`, or null for none yet. */
  value: string | null;
  onChange: (vrtId: string | null) => void;
  /** Offers "Any" first, as scopes do (Vulnerability Type Any or Specific). */
  allowAny?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
}

/** Picks one type of Bugcrowd's VRT: search by name, path or CWE id, or browse the tree. */
export function VrtPicker({ value, onChange, allowAny = false, label, description, error }: VrtPickerProps) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const baseId = useId();
  const inputId = `${baseId}-search`;
  const listboxId = `${baseId}-results`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  // A value this picker cannot show (an unknown id, or "any" without allowAny) counts as none.
  const selected =
    value !== null && ((allowAny && value === VRT_ANY) || isSelectableVrtId(value)) ? value : null;
  const [isChanging, setChanging] = useState(false);
  const isOpen = selected === null || isChanging;

  const [query, setQuery] = useState("");
  // Typing stays responsive while the list catches up.
  const searched = useDeferredValue(query);
  const isSearching = searched.trim() !== "";
  const matches = useMemo(() => searchVrt(searched, language, { leavesOnly: true }), [searched, language]);
  const results = useMemo(() => matches.slice(0, RESULT_LIMIT), [matches]);
  const [activeIndex, setActiveIndex] = useState(0);
  const [activeFor, setActiveFor] = useState(results);
  if (activeFor !== results) {
    setActiveFor(results);
    setActiveIndex(0);
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const treeBoxRef = useRef<HTMLDivElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the panel opens or closes, so keyboard users keep their place.
  const focusNext = useRef<"input" | "change" | null>(null);
  useEffect(() => {
    if (focusNext.current === "input" && isOpen) inputRef.current?.focus();
    if (focusNext.current === "change" && !isOpen) changeRef.current?.focus();
    focusNext.current = null;
  }, [isOpen]);

  // Stable, so the memoized tree does not re-render while the user types.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const handleSelect = useCallback((id: string) => {
    focusNext.current = "change";
    setChanging(false);
    setQuery("");
    onChangeRef.current(id);
  }, []);

  const handleTreeExit = useCallback(() => inputRef.current?.focus(), []);

  const handleChangeClick = () => {
    focusNext.current = "input";
    setChanging(true);
  };
  const handleClear = () => {
    focusNext.current = "input";
    setChanging(false);
    onChange(null);
  };
  const handleCancel = () => {
    focusNext.current = "change";
    setChanging(false);
    setQuery("");
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // Never submit the surrounding form from the search box.
      event.preventDefault();
      const node = isSearching ? results[activeIndex] : undefined;
      if (node) handleSelect(node.id);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isSearching) {
        treeBoxRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => Math.min(Math.max(index + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === "Escape" && (query !== "" || isChanging)) {
      // Handled here, so a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      if (query !== "") setQuery("");
      else handleCancel();
    }
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={description}
      error={error}
      labelElement={isOpen ? "label" : "div"}
      inputContainer={(children) => <Box my={label || description || error ? 4 : 0}>{children}</Box>}
    >
      {!isOpen && selected !== null ? (
        <VrtSelection
          value={selected}
          language={language}
          changeRef={changeRef}
          onChangeClick={handleChangeClick}
          onClear={handleClear}
        />
      ) : (
        <Paper withBorder radius="md" className={classes.panel}>
          <Box p="xs">
            {/* A bare Input takes its id, aria-describedby (error, description) from the wrapper above. */}
            <Input
              ref={inputRef}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={handleKeyDown}
              placeholder={t("Search: SQL injection, XSS, CWE-79…")}
              aria-label={label ? undefined : t("Search vulnerability types")}
              error={Boolean(error)}
              mt={0}
              mb={0}
              leftSection={<IconSearch size={16} />}
              rightSectionPointerEvents="all"
              rightSection={
                query !== "" && (
                  <CloseButton size="sm" aria-label={t("Clear search")} onClick={() => setQuery("")} />
                )
              }
              role="combobox"
              aria-expanded={isSearching}
              aria-controls={isSearching ? listboxId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={isSearching && results.length > 0 ? optionId(activeIndex) : undefined}
              autoComplete="off"
              spellCheck={false}
            />
          </Box>
          <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars="y">
            <Box px={4} pb={4}>
              {isSearching && (
                <VrtResults
                  id={listboxId}
                  results={results}
                  total={matches.length}
                  activeIndex={activeIndex}
                  words={queryWords(searched)}
                  value={selected}
                  language={language}
                  optionId={optionId}
                  onSelect={handleSelect}
                  onActiveChange={setActiveIndex}
                />
              )}
              {/* Kept mounted while searching, so the user's open groups survive a search. */}
              <div ref={treeBoxRef} hidden={isSearching}>
                <VrtTree
                  value={selected}
                  allowAny={allowAny}
                  language={language}
                  onSelect={handleSelect}
                  onExitTop={handleTreeExit}
                  label={t("Vulnerability types")}
                />
              </div>
            </Box>
          </ScrollArea.Autosize>
          <VisuallyHidden role="status">
            {isSearching ? t("Matching types: {{total}}", { total: matches.length }) : ""}
          </VisuallyHidden>
          <Group justify="space-between" gap="xs" px="sm" py={6} className={classes.panelFooter}>
            <Text size="xs" c="dimmed">
              {t("Bugcrowd VRT v{{version}}", { version: VRT_VERSION })}
            </Text>
            {isChanging && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={handleCancel}>
                {t("Cancel")}
              </Button>
            )}
          </Group>
        </Paper>
      )}
    </Input.Wrapper>
  );
}
