import type { Program, ProgramChecks } from "@bounty/shared";
import { Group, Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCircleCheckFilled, IconCircleDashed } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BudgetTab } from "../../../rewards/index.ts";
import type { ProgramHomeTab } from "../../api/program-home-search.ts";
import { programQuery } from "../../api/program-query.ts";
import { GuidelineTab } from "./guideline-tab.tsx";
import { ProgramActivationPanel } from "./program-activation-panel.tsx";
import { ProgramHomeBasicTab } from "./program-home-basic-tab.tsx";
import { ReportTemplateTab } from "./report-template-tab.tsx";
import { ScopeTab } from "./scope-tab.tsx";
import { SeverityTab } from "./severity-tab.tsx";

interface ProgramHomePageProps {
  programId: string;
  tab: ProgramHomeTab;
  onTabChange: (tab: ProgramHomeTab) => void;
  /** After the program is stopped or deleted: back to the organization's program list. */
  onLeave: () => void;
}

/** The checks as the home shows them; members always get them, this only guards the type. */
const checksOf = (program: Program): ProgramChecks =>
  program.checks ?? {
    basic: false,
    guideline: false,
    severity: program.type === "vdp" ? null : false,
    scope: false,
    reportTemplate: false,
    budget: program.type === "bounty" ? false : null,
    startable: false,
  };

/** The tabs this program has (spec §2): no Severity for vdp, Budget only for bounty programs. */
export const visibleTabs = (checks: ProgramChecks): ProgramHomeTab[] =>
  (["basic", "guideline", "severity", "scope", "reportTemplate", "budget"] as const).filter(
    (tab) => checks[tab] !== null,
  );

/** The program home (index): activation, then one side tab per part of the program's setup. */
export function ProgramHomePage({ programId, tab, onTabChange, onLeave }: ProgramHomePageProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery("(max-width: 48em)") ?? false;
  const { data: program, abilities } = useSuspenseQuery(programQuery(programId)).data;
  const checks = checksOf(program);
  const tabs = visibleTabs(checks);
  const current = tabs.includes(tab) ? tab : "basic";
  const labels: Record<ProgramHomeTab, string> = {
    basic: t("Basic"),
    guideline: t("Guideline"),
    severity: t("Severity"),
    scope: t("Scope"),
    reportTemplate: t("Report Template"),
    budget: t("Budget"),
  };
  // A saved change refreshes the program: the forms start again from what the API stored.
  const formKey = program.updatedAt;

  return (
    <Stack gap="lg">
      <ProgramActivationPanel
        program={program}
        abilities={abilities}
        checks={checks}
        tabLabels={labels}
        onLeave={onLeave}
      />
      <Tabs
        value={current}
        onChange={(value) => value && onTabChange(value as ProgramHomeTab)}
        orientation={isPhone ? "horizontal" : "vertical"}
        variant={isPhone ? "default" : "pills"}
        keepMounted={false}
      >
        <Tabs.List aria-label={t("Program setup")} miw={isPhone ? undefined : 210} mr={isPhone ? 0 : "lg"}>
          {tabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                checks[name] ? (
                  <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-6)" aria-hidden />
                ) : (
                  <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden />
                )
              }
            >
              <Group gap={4} component="span" wrap="nowrap">
                <Text span inherit>
                  {labels[name]}
                </Text>
                <VisuallyHidden>{checks[name] ? t("(complete)") : t("(to do)")}</VisuallyHidden>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="basic" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <ProgramHomeBasicTab key={formKey} program={program} canEdit={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="guideline" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <GuidelineTab key={formKey} program={program} canEdit={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="severity" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <SeverityTab key={formKey} program={program} canEdit={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="scope" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <ScopeTab program={program} canEdit={abilities.manageHunters} />
        </Tabs.Panel>
        <Tabs.Panel value="reportTemplate" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <ReportTemplateTab key={formKey} program={program} canEdit={abilities.update} />
        </Tabs.Panel>
        <Tabs.Panel value="budget" pt={isPhone ? "md" : 0} style={{ flex: 1, minWidth: 0 }}>
          <BudgetTab program={program} canEdit={abilities.fund} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
