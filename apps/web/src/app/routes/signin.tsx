import { createFileRoute } from "@tanstack/react-router";
import { AuthSearch } from "../../features/auth/api/auth-search.ts";
import { AuthScreen } from "../../features/auth/components/auth-screen.tsx";

export const Route = createFileRoute("/signin")({
  validateSearch: AuthSearch,
  component: SignInPage,
});

function SignInPage() {
  const { audience, redirect } = Route.useSearch();
  return <AuthScreen mode="login" audience={audience} redirect={redirect} />;
}
