import type { Program, ProgramAbilities, TestForm, TestInfoRequest } from "@bounty/shared";
import { Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { programKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { cancelTestInfoRequest, hunterTestInfoQuery, requestTestInfo } from "../../api/hunter-test-info.ts";
import { HunterTestInfoMessageDialog } from "./hunter-test-info-message-dialog.tsx";
import { HunterTestInfoRequestCard } from "./hunter-test-info-request-card.tsx";

interface HunterTestInfoSectionProps {
  slug: string;
  program: Program;
  abilities: ProgramAbilities;
}

/** The program's forms with the hunter's requests under each: one request per form may be active at a time. */
function formsWithRequests(forms: TestForm[], requests: TestInfoRequest[]) {
  const all = new Map(forms.map((form) => [form.id, form]));
  // A request's form may be gone from the program's list; its history still shows.
  for (const request of requests)
    if (!all.has(request.programTestForm.id)) all.set(request.programTestForm.id, request.programTestForm);
  return [...all.values()].map((form) => ({
    form,
    requests: requests
      .filter((r) => r.programTestForm.id === form.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  }));
}

/** Test information (spec 2 §4): accounts or other data the organization hands to the hunters who ask. */
export function HunterTestInfoSection({ slug, program, abilities }: HunterTestInfoSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery({
    ...hunterTestInfoQuery(slug, program.id),
    enabled: program.participation !== null,
  });
  const [requesting, setRequesting] = useState<TestForm | null>(null);
  const [cancelling, setCancelling] = useState<TestInfoRequest | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: programKey(slug) });
  const create = useMutation({
    mutationFn: ({ form, message }: { form: TestForm; message: string }) =>
      requestTestInfo(program.id, form.id, message),
    onSuccess: async () => {
      await refresh();
      setRequesting(null);
      showSuccessToast(t("Your request was sent."));
    },
  });
  const cancel = useMutation({
    mutationFn: ({ request, message }: { request: TestInfoRequest; message: string }) =>
      cancelTestInfoRequest(program.id, request.id, message),
    onSuccess: async () => {
      await refresh();
      setCancelling(null);
      showSuccessToast(t("Your request was cancelled."));
    },
    // Answered meanwhile: show what the organization did.
    onError: () => refresh(),
  });

  const mine = requests.data ?? [];
  if (!abilities.requestTestInfo && mine.length === 0) return null;
  const groups = formsWithRequests(program.testForms, mine);
  if (groups.length === 0) return null;

  return (
    <SectionCard
      title={t("Test information")}
      description={t("Ask the organization for what you need to test, such as test accounts.")}
      icon={<IconFlask size={22} />}
    >
      <Stack gap="lg">
        {groups.map(({ form, requests: formRequests }, index) => {
          const hasActive = formRequests.some((r) => r.active);
          const canRequest =
            abilities.requestTestInfo && !hasActive && program.testForms.some((f) => f.id === form.id);
          return (
            <Fragment key={form.id}>
              {index > 0 && <Divider />}
              <Stack gap="sm" component="section" aria-label={form.title}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0, flex: "1 1 240px" }}>
                    <Text fw={700}>{form.title}</Text>
                    {form.description && (
                      <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                        {form.description}
                      </Text>
                    )}
                  </div>
                  {canRequest && (
                    <Button size="sm" variant="light" onClick={() => setRequesting(form)}>
                      {formRequests.length > 0 ? t("Request again") : t("Request")}
                    </Button>
                  )}
                </Group>
                {formRequests.map((request) => (
                  <HunterTestInfoRequestCard
                    key={request.id}
                    request={request}
                    onCancel={() => setCancelling(request)}
                  />
                ))}
              </Stack>
            </Fragment>
          );
        })}
      </Stack>
      <HunterTestInfoMessageDialog
        opened={requesting !== null}
        title={t("Request {{form}}", { form: requesting?.title ?? "" })}
        explanation={t("Tell the organization what you need and why. They answer here.")}
        submitLabel={t("Send request")}
        isPending={create.isPending}
        onSubmit={(message) => requesting && create.mutate({ form: requesting, message })}
        onClose={() => setRequesting(null)}
      />
      <HunterTestInfoMessageDialog
        opened={cancelling !== null}
        title={t("Cancel this request?")}
        explanation={t("Tell the organization why you no longer need it.")}
        submitLabel={t("Cancel request")}
        isDestructive
        isPending={cancel.isPending}
        onSubmit={(message) => cancelling && cancel.mutate({ request: cancelling, message })}
        onClose={() => setCancelling(null)}
      />
    </SectionCard>
  );
}
