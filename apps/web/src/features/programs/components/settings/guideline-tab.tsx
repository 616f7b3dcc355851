import type { Program, UpdateProgram } from "@bounty/shared";
import { Alert, Paper, SegmentedControl, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { type GuidelineTemplateLanguage, guidelineTemplate } from "./guideline-templates.ts";

interface TabProps {
  program: Program;
  canEdit: boolean;
}

const storedGuidelines = (program: Program, language: GuidelineTemplateLanguage) =>
  program.contents.find((c) => c.language === language)?.guidelines ?? "";

/**
 * Guideline: the program's rules in English and Japanese. An empty language starts from the
 * built-in template for the program's terms (bounty or vdp), which is saved only with Save.
 */
export function GuidelineTab({ program, canEdit }: TabProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<GuidelineTemplateLanguage>("en");
  const [mode, setMode] = useState<string | null>("write");
  const initial = (lang: GuidelineTemplateLanguage) => {
    const stored = storedGuidelines(program, lang);
    return stored.trim() === "" && canEdit ? guidelineTemplate(program.type, lang) : stored;
  };
  const [texts, setTexts] = useState({ en: initial("en"), jp: initial("jp") });
  const isPrefilled = (lang: GuidelineTemplateLanguage) =>
    storedGuidelines(program, lang).trim() === "" && canEdit;
  const save = useProgramMutation(program.id, (input: UpdateProgram) => updateProgram(program.id, input));
  const text = texts[language];

  return (
    <TabFrame
      title={t("Guideline")}
      description={t("Your rules for hunters: scope, rules of engagement, safe harbour and disclosure.")}
      onSave={
        canEdit
          ? () =>
              save.mutate({
                contents: [
                  { language: "en", guidelines: texts.en },
                  { language: "jp", guidelines: texts.jp },
                ],
              })
          : undefined
      }
      isSaving={save.isPending}
      isSaveDisabled={texts.en.trim() === "" && texts.jp.trim() === ""}
      aside={
        <SegmentedControl
          aria-label={t("Guideline language")}
          value={language}
          onChange={(value) => setLanguage(value as GuidelineTemplateLanguage)}
          data={[
            { value: "en", label: t("English") },
            { value: "jp", label: t("Japanese") },
          ]}
        />
      }
    >
      {isPrefilled(language) && (
        <Alert variant="light" icon={<IconInfoCircle />} color="blue">
          {program.type === "vdp"
            ? t("We filled in our vulnerability disclosure template. Adapt it to your program, then save.")
            : t("We filled in our bug bounty template. Adapt it to your program, then save.")}
        </Alert>
      )}
      <Tabs value={mode} onChange={setMode} variant="outline">
        <Tabs.List>
          <Tabs.Tab value="write">{canEdit ? t("Write") : t("Text")}</Tabs.Tab>
          <Tabs.Tab value="preview">{t("Preview")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="sm">
          <Textarea
            aria-label={language === "en" ? t("Guideline in English") : t("Guideline in Japanese")}
            lang={language === "jp" ? "ja" : "en"}
            autosize
            minRows={14}
            maxRows={40}
            value={text}
            readOnly={!canEdit}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexts((current) => ({ ...current, [language]: value }));
            }}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          {/* As the program page shows it: plain text with its line breaks, never HTML. */}
          <Paper withBorder p="md" radius="md">
            {text.trim() === "" ? (
              <Text c="dimmed" size="sm">
                {t("Nothing written yet.")}
              </Text>
            ) : (
              <Stack gap={0}>
                <Text
                  lang={language === "jp" ? "ja" : "en"}
                  style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                >
                  {text}
                </Text>
              </Stack>
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </TabFrame>
  );
}
