import { useTranslation } from "react-i18next";
import { ErrorPage } from "./error-page.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      status={404}
      title={t("This page does not exist")}
      message={t("Check the address, or head back to the homepage.")}
    />
  );
}
