import { Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink, NavLinkLink } from "../../../components/text/links.tsx";
import { Logo } from "../../../components/text/logo.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavBurger } from "./nav-burger.tsx";
import classes from "./visitor-shell.module.css";

/**
 * The visitors' top bar (spec §2). There is no landing page ("/" leads to /signup), so For Companies
 * and For Researchers open the sign-up screen with the pitch for that audience (/signup?audience=…).
 */
export function VisitorShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const forCompanies = t("For Companies");
  const forResearchers = t("For Researchers");

  return (
    <div className={classes.shell}>
      <header className={classes.header} data-print="hide">
        <Group h="100%" px={{ base: "md", sm: "xl" }} justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Logo />
            <Group gap={4} visibleFrom="md" component="nav" aria-label={t("Main navigation")}>
              <Link
                to="/signup"
                search={{ audience: "companies" }}
                activeOptions={{ includeSearch: true }}
                className={classes.link}
              >
                {forCompanies}
              </Link>
              <Link
                to="/signup"
                search={{ audience: "researchers" }}
                activeOptions={{ includeSearch: true }}
                className={classes.link}
              >
                {forResearchers}
              </Link>
              <Link to="/programs" className={classes.link}>
                {t("Programs")}
              </Link>
              <Link to="/leaderboard" className={classes.link}>
                {t("Leaderboards")}
              </Link>
              <Link to="/about" className={classes.link}>
                {t("About Bounty")}
              </Link>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ButtonLink to="/signin" variant="subtle" color="gray" visibleFrom="xs">
              {t("Sign In")}
            </ButtonLink>
            <ButtonLink to="/signup" search={{}}>
              {t("Sign Up")}
            </ButtonLink>
            <NavBurger opened={opened} onClick={toggle} hiddenFrom="md" />
          </Group>
        </Group>
      </header>
      <div className={classes.panel} data-opened={opened || undefined} data-print="hide">
        <Stack gap={4} component="nav" aria-label={t("Main navigation")}>
          <NavLinkLink to="/signup" search={{ audience: "companies" }} label={forCompanies} onClick={close} />
          <NavLinkLink
            to="/signup"
            search={{ audience: "researchers" }}
            label={forResearchers}
            onClick={close}
          />
          <NavLinkLink to="/programs" label={t("Programs")} onClick={close} />
          <NavLinkLink to="/leaderboard" label={t("Leaderboards")} onClick={close} />
          <NavLinkLink to="/about" label={t("About Bounty")} onClick={close} />
          <NavLinkLink to="/signin" label={t("Sign In")} onClick={close} />
        </Stack>
      </div>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
