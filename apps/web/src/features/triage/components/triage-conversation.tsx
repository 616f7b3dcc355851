import type { TriageVulnerability } from "@bounty/shared";
import { Badge, Center, Loader, Pagination, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { triageConversationQuery } from "../api/triage-queries.ts";
import { ThreadMessage } from "./thread-message.tsx";

/**
 * The hunter's conversation with the organization, read-only beside the triage thread (issue 47): what
 * the hunter was asked and answered, with their files. The description shows above it; internal notes
 * are the organization's and never here.
 */
export function TriageConversation({ vulnerability: v }: { vulnerability: TriageVulnerability }) {
  const reportId = v.id;
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery({
    ...triageConversationQuery(reportId, page),
    placeholderData: keepPreviousData,
  });
  if (isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t("Loading")} />
      </Center>
    );
  if (isError || !data)
    return (
      <Text size="sm" c="red">
        {t("The conversation could not be loaded. It will be tried again shortly.")}
      </Text>
    );
  const messages = data.data.filter((m) => !m.description);
  const pages = Math.ceil(data.meta.total / data.meta.perPage);
  return (
    <Stack gap="sm">
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("The hunter and the organization have not written to each other yet.")}
        </Text>
      ) : (
        messages.map((m) => (
          <ThreadMessage
            key={m.id}
            sender={m.sender}
            createdAt={m.createdAt}
            content={m.deleted ? null : m.content}
            attachments={m.attachments}
            testId="triage-conversation-message"
            tag={
              <Badge size="sm" variant="light" color={m.affiliation === "hunter" ? "blue" : "gray"}>
                {m.affiliation === "hunter" ? t("Hunter") : t("Organization")}
              </Badge>
            }
          />
        ))
      )}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label={t("Pages of the conversation")}
        />
      ) : null}
      {v.sides.includes("organization") ? (
        <AnchorLink
          to="/organizations/$id/reports/$reportId"
          params={{ id: v.organization.id, reportId }}
          size="sm"
        >
          {t("Answer the hunter on the report's page")}
        </AnchorLink>
      ) : (
        <Text size="xs" c="dimmed">
          {t("Read only: the organization answers the hunter on the report's page.")}
        </Text>
      )}
    </Stack>
  );
}
