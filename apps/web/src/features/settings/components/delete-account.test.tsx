import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken, setAccessToken } from "../../../lib/tokens.ts";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { DeleteAccount } from "./delete-account.tsx";

afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Delete account" }));
  const dialog = await screen.findByRole("dialog");
  const confirm = within(dialog).getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
  return { dialog, confirm, nameInput: within(dialog).getByLabelText("Type ada to confirm") };
}

describe("DeleteAccount", () => {
  it("needs the typed unique name, then deletes, forgets the tokens and goes to /signup", async () => {
    setAccessToken("a1");
    const { fetchMock } = mockApi({
      "DELETE /api/users/u1": () => jsonResponse(200, { data: { ok: true } }),
    });
    const { router } = renderWithApp(<DeleteAccount user={buildUser()} />, { path: "/programs" });
    const { confirm, nameInput } = await openDialog();
    expect(confirm.disabled).toBe(true);

    fireEvent.change(nameInput, { target: { value: "Ada" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(nameInput, { target: { value: "ada" } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    expect(fetchMock).toHaveBeenCalledWith("/api/users/u1", expect.objectContaining({ method: "DELETE" }));
    expect(getAccessToken()).toBeNull();
  });

  it("shows why the server refused (a balance that is not zero) and keeps the account", async () => {
    setAccessToken("a1");
    mockApi({
      "DELETE /api/users/u1": () =>
        jsonResponse(409, {
          error: {
            code: "conflict",
            message: "Your balance is not zero. Withdraw your money before deleting your account.",
          },
        }),
    });
    const { router } = renderWithApp(<DeleteAccount user={buildUser()} />, { path: "/programs" });
    const { dialog, confirm, nameInput } = await openDialog();
    fireEvent.change(nameInput, { target: { value: "ada" } });
    fireEvent.click(confirm);

    expect(
      await within(dialog).findByText(
        "Your balance is not zero. Withdraw your money before deleting your account.",
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/programs");
    expect(getAccessToken()).toBe("a1");
  });
});
