import { SAVED_VIEW_NAME_MAX, type SavedView, type SavedViewFilters } from "@bounty/shared";
import { Button, Checkbox, Group, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconBookmark, IconBookmarkPlus, IconChevronDown } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { savedViewsKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import {
  createSavedView,
  deleteSavedView,
  savedViewsQuery,
  showsView,
  updateSavedView,
} from "../api/saved-views.ts";

/**
 * Over the organization's report list: the saved view the filters match, with what its author may do
 * to it, or "Save view" to name the current filters (the member's own, or shared with the organization).
 */
export function SavedViewsBar({
  organizationId,
  filters,
}: {
  organizationId: string;
  filters: SavedViewFilters;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const views = useQuery(savedViewsQuery(organizationId)).data ?? [];
  const current = views.find((v) => showsView(filters, v)) ?? null;
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [pending, setPending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsKey(organizationId) });

  const toggleShared = async (view: SavedView) => {
    const updated = await updateSavedView(view.id, { shared: !view.shared });
    await refresh();
    showSuccessToast(
      updated.shared
        ? t("“{{name}}” is shared with the organization", { name: updated.name })
        : t("“{{name}}” is yours alone again", { name: updated.name }),
    );
  };
  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      await deleteSavedView(deleting.id);
      await refresh();
      showSuccessToast(t("View “{{name}}” deleted", { name: deleting.name }));
      setDeleting(null);
    } catch {
      // The toast says why.
    } finally {
      setPending(false);
    }
  };

  return (
    <Group gap="xs">
      {current ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconBookmark size={14} />}
              rightSection={current.editable ? <IconChevronDown size={14} /> : null}
              aria-label={t("Saved view: {{name}}", { name: current.name })}
            >
              {current.name}
            </Button>
          </Menu.Target>
          {current.editable ? (
            <Menu.Dropdown>
              <Menu.Item onClick={() => void toggleShared(current).catch(() => undefined)}>
                {current.shared ? t("Stop sharing") : t("Share with the organization")}
              </Menu.Item>
              <Menu.Item color="red" onClick={() => setDeleting(current)}>
                {t("Delete view")}
              </Menu.Item>
            </Menu.Dropdown>
          ) : null}
        </Menu>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBookmarkPlus size={14} />}
          onClick={() => setSaving(true)}
        >
          {t("Save view")}
        </Button>
      )}
      <SaveViewDialog
        opened={saving}
        onClose={() => setSaving(false)}
        onSave={async (name, shared) => {
          const view = await createSavedView(organizationId, { name, shared, filters });
          await refresh();
          showSuccessToast(
            t("View “{{name}}” saved: it is in the navigation under Reports", { name: view.name }),
          );
          setSaving(false);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t("Delete the view “{{name}}”?", { name: deleting?.name ?? "" })}
        confirmLabel={t("Delete view")}
        isPending={pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          {deleting?.shared
            ? t("Nobody in the organization will see it any more. The reports stay as they are.")
            : t("The reports stay as they are.")}
        </Text>
      </ConfirmDialog>
    </Group>
  );
}

function SaveViewDialog({
  opened,
  onClose,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  onSave: (name: string, shared: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (!name.trim()) return;
    setPending(true);
    try {
      await onSave(name.trim(), shared);
      setName("");
      setShared(false);
    } catch {
      // The toast says why; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("Save the current filters as a view")} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t("Name")}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={SAVED_VIEW_NAME_MAX}
            required
            data-autofocus
          />
          <Checkbox
            label={t("Share with the organization")}
            description={t("Every member sees it in their navigation.")}
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
          />
          <DialogActions
            hint={name.trim() ? null : t("Name the view to save it.")}
            pending={pending}
            onCancel={onClose}
            confirm={(describedBy) => (
              <Button type="submit" loading={pending} disabled={!name.trim()} aria-describedby={describedBy}>
                {t("Save view")}
              </Button>
            )}
          />
        </Stack>
      </form>
    </Modal>
  );
}
