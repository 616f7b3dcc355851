import type { ProgramContent } from "@bounty/shared";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { Markdown } from "../../../../components/text/markdown.tsx";

/** Spec §3: guidelines exist in en and jp; Japanese readers get jp first, everyone else en, else the other. */
export function pickGuidelines(contents: ProgramContent[], uiLanguage: string): ProgramContent | null {
  const preferred = uiLanguage === "ja" ? ["jp", "en"] : ["en", "jp"];
  for (const language of preferred) {
    const content = contents.find((c) => c.language === language && c.guidelines.trim() !== "");
    if (content) return content;
  }
  return null;
}

/** The program's guidelines as the organization wrote them, in Markdown (never HTML). */
export function ProgramOverviewGuidelines({ contents }: { contents: ProgramContent[] }) {
  const { t, i18n } = useTranslation();
  const content = pickGuidelines(contents, i18n.language);
  return (
    <SectionCard
      title={t("Guidelines")}
      description={t("The organization's rules for testing and reporting.")}
    >
      {content ? (
        <Markdown lang={content.language === "jp" ? "ja" : "en"}>{content.guidelines}</Markdown>
      ) : (
        <Text c="dimmed" size="sm">
          {t("The organization has not written guidelines yet.")}
        </Text>
      )}
    </SectionCard>
  );
}
