import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { unreadCountQuery } from "../api/inbox.ts";

const ActionIconLink = createLink(
  forwardRef<HTMLAnchorElement, React.ComponentProps<typeof ActionIcon<"a">>>(
    function ActionIconLink(props, ref) {
      return <ActionIcon component="a" ref={ref} {...props} />;
    },
  ),
);

/** The header's bell: the unread count of the person's inbox, leading to it. */
export function InboxBell() {
  const { t } = useTranslation();
  const unread = useQuery(unreadCountQuery).data ?? 0;
  const label =
    unread > 0 ? t("Inbox: {{count}} unread", { count: unread > 99 ? "99+" : unread }) : t("Inbox");
  return (
    <Tooltip label={label} withArrow>
      <Indicator
        label={unread > 99 ? "99+" : unread}
        disabled={unread === 0}
        size={16}
        offset={4}
        color="red"
        aria-hidden={false}
      >
        <ActionIconLink to="/inbox" variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconBell size={20} stroke={1.6} />
        </ActionIconLink>
      </Indicator>
    </Tooltip>
  );
}
