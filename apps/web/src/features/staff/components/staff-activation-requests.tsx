import type { StaffActivationRequest } from "@bounty/shared";
import { Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconRocket } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApproveRejectButtons } from "../../../components/forms/approve-reject-buttons.tsx";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { PagedList } from "../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { staffKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { decideActivationRequest, staffActivationRequestsQuery } from "../api/staff-api.ts";

/** Vdp programs waiting to be published: Approve publishes, Reject needs a reason for the e-mail. */
export function StaffActivationRequests() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffActivationRequestsQuery(page), placeholderData: keepPreviousData });
  // The request stays while its dialog closes, so the closing dialog keeps its text.
  const [rejecting, setRejecting] = useState<StaffActivationRequest | null>(null);
  const [isRejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      decideActivationRequest(
        id,
        reject === undefined ? { decision: "approve" } : { decision: "reject", reason: reject },
      ),
    onSuccess: () => {
      setRejectOpen(false);
      showSuccessToast(t("The request is decided."), t("Success"));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  return (
    <SectionCard
      icon={<IconRocket size={22} />}
      title={t("Activation requests")}
      description={t(
        "Vulnerability disclosure programs waiting to be published. Review within one business day.",
      )}
    >
      <Stack gap="xs">
        <PagedList
          list={list}
          page={page}
          onPageChange={setPage}
          emptyText={t("No activation request is waiting.")}
        >
          {(requests) =>
            requests.map((request) => (
              <Paper key={request.id} withBorder p="sm" data-testid={`activation-${request.id}`}>
                <Group justify="space-between" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <AnchorLink to="/programs/$slug" params={{ slug: request.program.slug }} fw={600}>
                      {request.program.name}
                    </AnchorLink>
                    <Text size="sm" c="dimmed">
                      {request.organization.name}
                      {request.requestedBy && ` · @${request.requestedBy.uniqueName}`} ·{" "}
                      {date(request.createdAt)}
                    </Text>
                  </div>
                  <Group gap="xs">
                    <ApproveRejectButtons
                      isApproving={decide.isPending && decide.variables?.id === request.id && !isRejectOpen}
                      onApprove={() => decide.mutate({ id: request.id })}
                      onReject={() => {
                        setRejecting(request);
                        setReason("");
                        setRejectOpen(true);
                      }}
                    />
                  </Group>
                </Group>
              </Paper>
            ))
          }
        </PagedList>
      </Stack>
      <ConfirmDialog
        opened={isRejectOpen}
        title={t("Reject the activation request?")}
        confirmLabel={t("Reject")}
        isPending={decide.isPending}
        isConfirmDisabled={reason.trim() === ""}
        onConfirm={() => rejecting && decide.mutate({ id: rejecting.id, reject: reason.trim() })}
        onClose={() => setRejectOpen(false)}
      >
        <Textarea
          label={t("Reason")}
          description={t("The organization receives it by e-mail.")}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
          required
          data-autofocus
        />
      </ConfirmDialog>
    </SectionCard>
  );
}
