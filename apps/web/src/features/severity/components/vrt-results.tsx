import { type Language, type VrtNode, vrtName, vrtPath } from "@bounty/shared";
import { Highlight, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import classes from "./vrt-picker.module.css";
import { VrtPriorityBadge } from "./vrt-priority-badge.tsx";

interface VrtResultsProps {
  id: string;
  results: readonly VrtNode[];
  /** How many types match; more than `results` when the list is cut short. */
  total: number;
  activeIndex: number;
  words: string[];
  value: string | null;
  language: Language;
  optionId: (index: number) => string;
  onSelect: (id: string) => void;
  onActiveChange: (index: number) => void;
}

/**
 * Search results as a listbox the search input drives (combobox pattern: the input keeps focus,
 * arrows move the active option): each type with its path, the words highlighted, and its priority.
 */
export function VrtResults(props: VrtResultsProps) {
  const { id, results, total, activeIndex, words, value, language, optionId } = props;
  const { t } = useTranslation();

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex, optionId]);

  if (results.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg" px="sm">
        {t("No vulnerability type matches")}
      </Text>
    );
  }
  return (
    <>
      <div role="listbox" id={id} aria-label={t("Matching vulnerability types")}>
        {results.map((node, index) => {
          const isSelected = node.id === value;
          const parents = vrtPath(node.id)
            .slice(0, -1)
            .map((step) => vrtName(step, language))
            .join(" > ");
          return (
            // The input keeps focus (aria-activedescendant); a click must not move it.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the search input handles the keys for its options.
            <div
              key={node.id}
              role="option"
              tabIndex={-1}
              id={optionId(index)}
              data-vrt-id={node.id}
              aria-selected={isSelected}
              data-active={index === activeIndex || undefined}
              data-selected={isSelected || undefined}
              className={`${classes.row} ${classes.option}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== activeIndex && props.onActiveChange(index)}
              onClick={() => props.onSelect(node.id)}
            >
              <span className={classes.name}>
                <Highlight component="span" display="block" size="sm" highlight={words}>
                  {vrtName(node, language)}
                </Highlight>
                <Highlight component="span" display="block" size="xs" c="dimmed" highlight={words}>
                  {parents}
                </Highlight>
              </span>
              <VrtPriorityBadge priority={node.priority ?? null} />
              {isSelected && <IconCheck size={16} className={classes.check} aria-hidden />}
            </div>
          );
        })}
      </div>
      {total > results.length && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          {t("Showing {{shown}} of {{total}}. Type more to narrow the list.", {
            shown: results.length,
            total,
          })}
        </Text>
      )}
    </>
  );
}
