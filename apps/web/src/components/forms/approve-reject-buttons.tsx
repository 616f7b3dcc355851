import { Button } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface ApproveRejectButtonsProps {
  onApprove: () => void;
  /** Approving this row is under way. */
  isApproving: boolean;
  /** Rejecting asks first (a confirmation, or a reason), so it only opens that. */
  onReject: () => void;
}

/** A waiting row's Approve and Reject. */
export function ApproveRejectButtons({ onApprove, isApproving, onReject }: ApproveRejectButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="xs" leftSection={<IconCheck size={14} />} loading={isApproving} onClick={onApprove}>
        {t("Approve")}
      </Button>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={onReject}>
        {t("Reject")}
      </Button>
    </>
  );
}
