import { type CannedAnswerValues, fillCannedAnswer } from "@bounty/shared";
import { Button, Menu, Text } from "@mantine/core";
import { IconMessageDots } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { cannedAnswersQuery } from "../api/canned-answers.ts";

/**
 * Issue 47: the composer's canned answers. A pick puts the answer's text, filled for this report,
 * into the draft, where the writer reads (and may change) it before sending.
 */
export function CannedAnswerMenu({
  organizationId,
  values,
  onPick,
}: {
  organizationId: string;
  values: CannedAnswerValues;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const answers = useQuery(cannedAnswersQuery(organizationId));
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="xs" leftSection={<IconMessageDots size={16} />}>
          {t("Canned answers")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} maw={360} style={{ overflowY: "auto" }}>
        {answers.isSuccess && answers.data.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            {t("The organization has no canned answers yet: its admin adds them in Settings.")}
          </Text>
        ) : null}
        {(answers.data ?? []).map((answer) => (
          <Menu.Item key={answer.id} onClick={() => onPick(fillCannedAnswer(answer.body, values))}>
            <Text size="sm" fw={500}>
              {answer.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {answer.body}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
