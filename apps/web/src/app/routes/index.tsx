import { createFileRoute, redirect } from "@tanstack/react-router";

/** "/" goes to the program list when signed in, else to sign-up. */
export const Route = createFileRoute("/")({
  beforeLoad: ({ context: { user } }) => {
    throw redirect({ to: user ? "/programs" : "/signup", replace: true });
  },
});
