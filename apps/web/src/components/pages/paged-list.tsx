import { Skeleton, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed.tsx";
import { Pager } from "./pager.tsx";

/** A paged list query's state (a TanStack `useQuery` result over `{data, meta}` fits). */
interface PagedListQuery<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { data: T[]; meta: { total: number; perPage: number } };
}

interface PagedListProps<T> {
  list: PagedListQuery<T>;
  page: number;
  onPageChange: (page: number) => void;
  /** Said when the page has no item. */
  emptyText: string;
  /** The loading placeholder's height, about that of the first rows. */
  skeletonHeight?: number;
  children: (items: T[]) => ReactNode;
}

/** A page of items from the API: a placeholder while loading, retry on failure, the empty text, then the pager. */
export function PagedList<T>({
  list,
  page,
  onPageChange,
  emptyText,
  skeletonHeight = 64,
  children,
}: PagedListProps<T>) {
  return (
    <>
      {list.isPending && <Skeleton height={skeletonHeight} radius="sm" />}
      {list.isError && <LoadFailed onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {list.data && list.data.data.length > 0 && children(list.data.data)}
      {list.data && (
        <Pager
          total={Math.ceil(list.data.meta.total / list.data.meta.perPage)}
          value={page}
          onChange={onPageChange}
        />
      )}
    </>
  );
}
