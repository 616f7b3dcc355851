import { Alert, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { PROGRAM_VISIBILITY_HELP_ID } from "../page/program-visibility-help.tsx";

/** Spec §2: private programs are not listed; the help link explains program visibility. */
export function HiddenProgramsBanner() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle />} radius="md">
      <Text size="sm">
        {t("Private programs are not listed here: only researchers their organization invites can see them.")}{" "}
        <AnchorLink
          to="/programs"
          search={true}
          hash={PROGRAM_VISIBILITY_HELP_ID}
          hashScrollIntoView={{ behavior: "smooth" }}
          size="sm"
          fw={600}
        >
          {t("How program visibility works")}
        </AnchorLink>
      </Text>
    </Alert>
  );
}
