import { Alert } from "@mantine/core";
import { IconTrendingUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Spec 2 §9: shown while a program is about to become public. */
export function PublicVolumeNote() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" icon={<IconTrendingUp size={18} />} data-testid="public-volume-note">
      {t(
        "Report volume may rise five- to tenfold when a program becomes public: make sure your team and your response targets are ready.",
      )}
    </Alert>
  );
}
