import { createFileRoute } from "@tanstack/react-router";
import { AuthSearch } from "../../features/auth/api/auth-search.ts";
import { AuthScreen } from "../../features/auth/components/auth-screen.tsx";

export const Route = createFileRoute("/signup")({
  validateSearch: AuthSearch,
  component: SignUpPage,
});

function SignUpPage() {
  const { audience, redirect } = Route.useSearch();
  return <AuthScreen mode="signup" audience={audience} redirect={redirect} />;
}
