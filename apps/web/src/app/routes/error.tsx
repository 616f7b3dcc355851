import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ErrorPage } from "../../components/error-page.tsx";
import { describeErrorMessage } from "../../lib/describe-error.ts";

const ErrorSearch = z.object({ error: z.string().max(500).catch("").default("") });

/** /error?error=<message>: the error page reached with a message (spec §2). */
export const Route = createFileRoute("/error")({
  validateSearch: ErrorSearch,
  search: { middlewares: [stripSearchParams({ error: "" })] },
  component: ErrorRoutePage,
});

function ErrorRoutePage() {
  const { t } = useTranslation();
  const { error } = Route.useSearch();
  return <ErrorPage {...describeErrorMessage(error, t)} />;
}
