import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a page's data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t("Loading…")}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
