import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Spec §9: pagination shows five page buttons. */
export const PAGE_BUTTONS = 5;

/** The pages whose buttons show: `size` consecutive pages around `page`, shifted to stay within 1..total. */
export function pageWindow(page: number, total: number, size = PAGE_BUTTONS): number[] {
  const count = Math.min(size, total);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

interface PagerProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/**
 * Page buttons, always five of them (Mantine's own Pagination shows six near either end), with
 * first, previous, next and last beside them. Renders nothing for a single page.
 */
export function Pager({ total, value, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const page = Math.min(Math.max(1, value), total);
  return (
    <Pagination.Root total={total} value={page} onChange={onChange}>
      <Group gap={6} justify="center" component="nav" aria-label={t("Pages")}>
        <Pagination.First aria-label={t("First page")} />
        <Pagination.Previous aria-label={t("Previous page")} />
        {pageWindow(page, total).map((n) => (
          <Pagination.Control
            key={n}
            active={n === page}
            aria-current={n === page ? "page" : undefined}
            onClick={() => onChange(n)}
          >
            {n}
          </Pagination.Control>
        ))}
        <Pagination.Next aria-label={t("Next page")} />
        <Pagination.Last aria-label={t("Last page")} />
      </Group>
    </Pagination.Root>
  );
}
