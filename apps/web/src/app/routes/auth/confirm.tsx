import { createFileRoute } from "@tanstack/react-router";
import { ConfirmPanel } from "../../../features/auth/components/confirm-panel.tsx";
import { searchParams, text, withDefault } from "../../../lib/search-readers.ts";

const ConfirmSearch = searchParams({
  state: withDefault(text(200), ""),
  code: withDefault(text(2000), ""),
});

export const Route = createFileRoute("/auth/confirm")({
  validateSearch: ConfirmSearch,
  staticData: { layout: "bare" },
  component: ConfirmPage,
});

function ConfirmPage() {
  const { state, code } = Route.useSearch();
  return <ConfirmPanel state={state} code={code} />;
}
