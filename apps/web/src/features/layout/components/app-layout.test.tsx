import { act, fireEvent, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { currentUserKey } from "../../session/api/current-user.ts";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());
// The shell's code arrives a moment after signing in, as it does over the network.
vi.mock("./user-shell.tsx", async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  return importOriginal();
});

let mounts = 0;
function Page() {
  useEffect(() => {
    mounts++;
  }, []);
  return <input aria-label="Draft" />;
}

describe("AppLayout", () => {
  it("shows the signed-in shell once its code arrives, and keeps the page mounted from then on", async () => {
    const ada = buildUser({ displayName: "Ada" });
    // What the shell's navigation asks for (the organizations the user belongs to): none.
    mockApi({});
    const view = renderWithApp(
      <AppLayout>
        <Page />
      </AppLayout>,
    );
    act(() => view.queryClient.setQueryData(currentUserKey, ada));
    expect(await screen.findByLabelText("Loading")).toBeTruthy();
    const draft = await screen.findByRole("textbox", { name: "Draft" });
    expect(await screen.findByRole("navigation", { name: "Main navigation" })).toBeTruthy();
    fireEvent.change(draft, { target: { value: "half a report" } });
    // The user's data changes (a refetch): the layout renders again, the page must not remount.
    act(() => view.queryClient.setQueryData(currentUserKey, { ...ada, displayName: "Ada L." }));
    expect((screen.getByRole("textbox", { name: "Draft" }) as HTMLInputElement).value).toBe("half a report");
    expect(mounts).toBe(1);
  });
});
