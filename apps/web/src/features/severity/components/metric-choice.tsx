import { Button, Group, Stack, Text } from "@mantine/core";
import { type KeyboardEvent, useId, useRef } from "react";

export interface MetricChoiceOption {
  value: string;
  label: string;
}

interface MetricChoiceProps {
  name: string;
  abbr: string;
  options: readonly MetricChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}

const STEP_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One metric as a radio group of buttons (WAI-ARIA radio pattern): Tab reaches the chosen value, arrows move
 * and choose, Home/End jump, Space/Enter choose. Buttons wrap, so four values fit a 375 px screen.
 */
export function MetricChoice({ name, abbr, options, value, onChange }: MetricChoiceProps) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((option) => option.value === value);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    buttons.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP_KEYS[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + options.length) % options.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = options.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <Stack gap={6}>
      <Text id={labelId} size="sm" fw={500}>
        {name}{" "}
        <Text span size="xs" c="dimmed" ff="monospace">
          ({abbr})
        </Text>
      </Text>
      <Group gap={6} role="radiogroup" aria-labelledby={labelId}>
        {options.map((option, index) => {
          const isChecked = option.value === value;
          // Roving tab stop: the chosen value, or the first one if none is chosen.
          const isTabStop = isChecked || (checkedIndex === -1 && index === 0);
          return (
            <Button
              key={option.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              role="radio"
              aria-checked={isChecked}
              tabIndex={isTabStop ? 0 : -1}
              size="compact-sm"
              h={32}
              px="sm"
              variant={isChecked ? "filled" : "default"}
              onClick={() => choose(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {option.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
