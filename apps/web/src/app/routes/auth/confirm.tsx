import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ConfirmPanel } from "../../../features/auth/components/confirm-panel.tsx";

const ConfirmSearch = z.object({
  state: z.string().max(200).catch("").default(""),
  code: z.string().max(2000).catch("").default(""),
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
