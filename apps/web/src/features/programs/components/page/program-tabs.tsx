import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import classes from "./program-tabs.module.css";

/** The program page's tabs (spec §2), as links: each tab has its own URL. */
export function ProgramTabs({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const params = { slug };
  return (
    <nav className={classes.nav} aria-label={t("Program sections")}>
      <Link to="/programs/$slug" params={params} className={classes.tab} activeOptions={{ exact: true }}>
        {t("Overview")}
      </Link>
      <Link to="/programs/$slug/activity" params={params} className={classes.tab}>
        {t("Activity")}
      </Link>
      <Link to="/programs/$slug/disclosures" params={params} className={classes.tab}>
        {t("Disclosed")}
      </Link>
      <Link to="/programs/$slug/hof" params={params} className={classes.tab}>
        {t("Hall of Fame")}
      </Link>
    </nav>
  );
}
