import { Group, Stack, Tabs, Text, Title } from "@mantine/core";
import {
  IconActivity,
  IconChartBar,
  IconExternalLink,
  IconFileImport,
  IconHome,
  IconLicense,
  IconSettings,
  IconTestPipe,
} from "@tabler/icons-react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { triageProgramsQuery } from "../../../../lib/triage-programs.ts";
import { programQuery } from "../../api/program-query.ts";
import { ProgramWarnings } from "../page/program-warnings.tsx";
import { ProgramBadges } from "./program-badges.tsx";

interface OrgProgramLayoutProps {
  organizationId: string;
  programId: string;
}

const sections = ["home", "activities", "stats", "import", "settings", "test", "price"] as const;
type Section = (typeof sections)[number];

/** The organization's side of one program: name, badges, warnings and its pages' tabs. */
export function OrgProgramLayout({ organizationId, programId }: OrgProgramLayoutProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: program, abilities } = useSuspenseQuery(programQuery(programId)).data;
  // Issue 33: imports are offered on triaged programs, to the organization's side of their triage.
  const triaged = useQuery(triageProgramsQuery).data?.find((p) => p.id === programId);
  // Spec 1 §9: internal programs are paid by licence; the people who run the program see the price.
  // The activity and statistics are the staff's (the admin and the program's managers).
  const shown = sections.filter((s) =>
    s === "price"
      ? program.type === "internal" && abilities.update
      : s === "activities" || s === "stats"
        ? abilities.update
        : s === "import"
          ? (triaged?.sides.includes("organization") ?? false)
          : true,
  );
  const base = `/organizations/${organizationId}/programs/${programId}`;
  const hrefOf = (section: Section) => (section === "home" ? base : `${base}/${section}`);
  const isAt = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const current = sections.find((section) => section !== "home" && isAt(hrefOf(section))) ?? "home";
  const labels = {
    home: t("Home"),
    activities: t("Activity"),
    stats: t("Statistics"),
    import: t("Import"),
    settings: t("Settings"),
    test: t("Test"),
    price: t("Price"),
  };
  const icons = {
    home: <IconHome size={16} />,
    activities: <IconActivity size={16} />,
    stats: <IconChartBar size={16} />,
    import: <IconFileImport size={16} />,
    settings: <IconSettings size={16} />,
    test: <IconTestPipe size={16} />,
    price: <IconLicense size={16} />,
  };

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap={6} data-print-frame>
        <AnchorLink
          to="/organizations/$id/programs"
          params={{ id: organizationId }}
          size="sm"
          c="dimmed"
          underline="hover"
        >
          {t("← Programs")}
        </AnchorLink>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: "anywhere" }}>
              {program.name}
            </Title>
            <ProgramBadges program={program} />
          </Stack>
          <AnchorLink to="/programs/$slug" params={{ slug: program.slug }} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconExternalLink size={16} />
              <Text span inherit>
                {t("View public page")}
              </Text>
            </Group>
          </AnchorLink>
        </Group>
      </Stack>
      <div data-print-frame style={{ display: "contents" }}>
        <ProgramWarnings program={program} />
      </div>
      <Tabs
        data-print-frame
        value={current}
        onChange={(value) => void router.navigate({ href: hrefOf((value ?? "home") as Section) })}
        keepMounted={false}
        activateTabWithKeyboard={false}
      >
        <Tabs.List aria-label={t("Program pages")}>
          {shown.map((section) => (
            <Tabs.Tab key={section} value={section} leftSection={icons[section]}>
              {labels[section]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
