import type { CannedAnswer, ReportState } from "@bounty/shared";
import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cannedAnswersQuery } from "../api/canned-answers.ts";

/**
 * Issue 47: a state-change dialog's canned answers. The answer the organization offers first for the
 * chosen state is picked as soon as the state is (once per state: a cleared pick stays cleared);
 * picking one hands its text (variables unfilled) to the dialog's message.
 */
export function CannedAnswerSelect({
  organizationId,
  state,
  onPick,
}: {
  organizationId: string;
  state: ReportState | null;
  onPick: (answer: CannedAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const answers = useQuery(cannedAnswersQuery(organizationId));
  const list = answers.data ?? [];
  const offered = useRef<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const first = state ? list.find((a) => a.state === state) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: offered once per state, when the list is in.
  useEffect(() => {
    if (!state || !answers.isSuccess || offered.current === state) return;
    offered.current = state;
    if (first) {
      setPicked(first.id);
      onPick(first);
    }
  }, [state, answers.isSuccess]);
  if (list.length === 0) return null;
  return (
    <Select
      label={t("Canned answer")}
      placeholder={t("Write your own")}
      data={list.map((a) => ({ value: a.id, label: a.title }))}
      value={picked}
      onChange={(id) => {
        setPicked(id);
        onPick(list.find((a) => a.id === id) ?? null);
      }}
      searchable
      clearable
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
