import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "../../components/pages/error-page.tsx";
import { describeErrorMessage } from "../../lib/describe-error.ts";
import { searchParams, text, withDefault } from "../../lib/search-readers.ts";

const ErrorSearch = searchParams({ error: withDefault(text(500), "") });

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
