import { Button, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { retestsQuery } from "../api/retests-api.ts";
import { RequestRetestDialog } from "./request-retest-dialog.tsx";
import { RetestItem } from "./retest-item.tsx";

/**
 * A report's retests (issue 33), on the hunter's report page and the triage page: the triage asks
 * for one once the fix is in; the hunter accepts, declines and answers. Shown to the hunter only when
 * there is one; nothing for whoever may not see them.
 */
export function RetestPanel({ reportId, userId }: { reportId: string; userId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const retests = useQuery(retestsQuery(reportId));
  const [asking, setAsking] = useState(false);
  const list = retests.data;
  if (!list || (list.data.length === 0 && !list.canRequest)) return null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t("Retests")}
        </Title>
        {list.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("The fix is in: ask the hunter to check it.")}
          </Text>
        ) : null}
        {list.data.map((retest, i) => (
          <Fragment key={retest.id}>
            {i > 0 ? <Divider /> : null}
            <RetestItem retest={retest} userId={userId} />
          </Fragment>
        ))}
        {list.canRequest ? (
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setAsking(true)}>
            {t("Ask the hunter to retest")}
          </Button>
        ) : null}
      </Stack>
      {asking ? (
        <RequestRetestDialog
          reportId={reportId}
          feeAllowed={list.feeAllowed}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Paper>
  );
}
