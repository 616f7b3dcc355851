import { Alert, Button, Skeleton } from "@mantine/core";
import { IconShieldExclamation } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/index.ts";
import { securityQuery } from "../api/security.ts";

/**
 * Shows `children` once the signed-in person holds a second factor; before, what to do. The API
 * refuses the same requests with `second_factor_required`: this only spares six failed sections.
 */
export function SecondFactorGate({
  message,
  onAddFactor,
  children,
}: {
  message: string;
  /** Opens Settings → Security (the settings feature owns the modal). */
  onAddFactor: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const overview = useQuery({ ...securityQuery(user?.id ?? ""), enabled: !!user });
  if (overview.isPending) return <Skeleton h={120} radius="md" />;
  if (overview.isSuccess && overview.data.factors.length === 0) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconShieldExclamation size={20} />}
        title={t("A second factor is required")}
      >
        {message}
        <Button onClick={onAddFactor} mt="sm" display="block" w="fit-content">
          {t("Add a second factor")}
        </Button>
      </Alert>
    );
  }
  return children;
}
