import {
  type Program,
  type SaveScopeGroup,
  type ScopeCategory,
  type ScopeGroup,
  scopeCategories,
  vrtPathName,
} from "@bounty/shared";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle, IconX } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../lib/api-error.ts";
import { useVrtLanguage, VrtPicker } from "../../../severity/index.ts";
import { createScopeGroup, updateScopeGroup, useProgramMutation } from "../../api/program-home-mutations.ts";
import { scopeCategoryLabels } from "./scope-category-labels.ts";

interface ScopeGroupFormProps {
  program: Program;
  /** The group to edit; none to add one. */
  group?: ScopeGroup;
  onDone: () => void;
}

/**
 * Adds or edits a scope group (spec §5). Vdp: identifier (unique) and description. Others: categories
 * (at least one), target URL or location, and Any or Specific vulnerability types.
 */
export function ScopeGroupForm({ program, group, onDone }: ScopeGroupFormProps) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const isVdp = program.type === "vdp";
  const [types, setTypes] = useState<ScopeCategory[]>(group?.type ?? []);
  const [identifier, setIdentifier] = useState(group?.identifier ?? "");
  const [description, setDescription] = useState(group?.description ?? "");
  const [vrtIds, setVrtIds] = useState<string[]>(group?.scopes.map((s) => s.vrtId) ?? []);
  const [vulnerability, setVulnerability] = useState<"any" | "specific">(
    group && group.scopes.length > 0 ? "specific" : "any",
  );
  const [isSubmitted, setSubmitted] = useState(false);
  const labels = scopeCategoryLabels(t);
  const save = useProgramMutation(
    program.id,
    (input: SaveScopeGroup) =>
      group ? updateScopeGroup(program.id, group.id, input) : createScopeGroup(program.id, input),
    { onSuccess: onDone },
  );
  // Spec §5: a vdp identifier already used by another group (the API's 409).
  const isTaken = isApiError(save.error, 409);

  const errors = {
    type: !isVdp && types.length === 0 ? t("Pick at least one category.") : null,
    identifier:
      identifier.trim() === ""
        ? isVdp
          ? t("Enter the identifier.")
          : t("Enter the target URL or location.")
        : null,
    scopes:
      !isVdp && vulnerability === "specific" && vrtIds.length === 0
        ? t("Pick at least one vulnerability type.")
        : null,
  };
  const isValid = !errors.type && !errors.identifier && !errors.scopes;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (!isValid) return;
    save.mutate({
      type: isVdp ? [] : types,
      identifier: identifier.trim(),
      description: description.trim(),
      scopes: !isVdp && vulnerability === "specific" ? vrtIds.map((vrtId) => ({ vrtId })) : [],
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {save.error && !isTaken && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {save.error.message}
          </Alert>
        )}
        {!isVdp && (
          <MultiSelect
            label={t("Category")}
            required
            data={scopeCategories.map((c) => ({ value: c, label: labels[c] }))}
            value={types}
            onChange={(value) => setTypes(value as ScopeCategory[])}
            error={isSubmitted ? errors.type : null}
            comboboxProps={{ zIndex: 400 }}
          />
        )}
        <TextInput
          label={isVdp ? t("Identifier") : t("Target URL/Location")}
          placeholder={isVdp ? t("e.g. *.example.com") : t("e.g. https://app.example.com")}
          required
          data-autofocus
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.currentTarget.value);
            if (isTaken) save.reset();
          }}
          error={
            isTaken
              ? t("This identifier is taken. Please choose another one")
              : isSubmitted
                ? errors.identifier
                : null
          }
        />
        <Textarea
          label={t("Description")}
          autosize
          minRows={3}
          maxRows={10}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {!isVdp && (
          <Radio.Group
            label={t("Vulnerability Type")}
            value={vulnerability}
            onChange={(value) => setVulnerability(value as "any" | "specific")}
            error={isSubmitted ? errors.scopes : null}
          >
            <Group gap="lg" mt="xs">
              <Radio value="any" label={t("Any")} />
              <Radio value="specific" label={t("Specific")} />
            </Group>
          </Radio.Group>
        )}
        {!isVdp && vulnerability === "specific" && (
          <Stack gap="xs">
            {vrtIds.map((vrtId) => (
              <Paper key={vrtId} withBorder p="xs" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {vrtPathName(vrtId, language)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t("Remove {{name}}", { name: vrtPathName(vrtId, language) })}
                    onClick={() => setVrtIds((ids) => ids.filter((id) => id !== vrtId))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
            <VrtPicker
              value={null}
              onChange={(vrtId) => vrtId && setVrtIds((ids) => (ids.includes(vrtId) ? ids : [...ids, vrtId]))}
              label={t("Add a vulnerability type")}
            />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t("Save") : t("Add scope")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
