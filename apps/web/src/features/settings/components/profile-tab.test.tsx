import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { ProfileTab } from "./profile-tab.tsx";

afterEach(() => vi.unstubAllGlobals());
const saveButton = () => screen.getByRole("button", { name: "Save profile" }) as HTMLButtonElement;
const ruleMessage = "Only letters, numbers, hyphens are allowed.";

describe("ProfileTab", () => {
  it("keeps Save disabled until something changes, and while the unique name breaks the rule", async () => {
    mockApi({});
    renderWithApp(<ProfileTab user={buildUser()} />);
    const uniqueName = await screen.findByLabelText(/Unique name/);
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(uniqueName, { target: { value: "ada-l" } });
    expect(saveButton().disabled).toBe(false);

    fireEvent.change(uniqueName, { target: { value: "Ada_L" } });
    expect(await screen.findByText(ruleMessage)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(uniqueName, { target: { value: "ada-lovelace" } });
    await waitFor(() => expect(screen.queryByText(ruleMessage)).toBeNull());
    expect(saveButton().disabled).toBe(false);
  });

  it("sends the profile, and shows a taken name on its field until it changes", async () => {
    const { bodiesFor } = mockApi({
      "PUT /api/users/u1": () =>
        jsonResponse(409, {
          error: { code: "conflict", message: "This name is taken. Please choose another one." },
        }),
    });
    renderWithApp(
      <ProfileTab user={buildUser({ socials: [{ type: "github", link: "https://github.com/ada" }] })} />,
    );
    fireEvent.change(await screen.findByLabelText(/Unique name/), { target: { value: "grace" } });
    fireEvent.change(screen.getByLabelText(/Bio/), { target: { value: "  Web security.  " } });
    fireEvent.click(saveButton());

    expect(await screen.findByText("This name is taken. Please choose another one.")).toBeTruthy();
    expect(bodiesFor("PUT /api/users/u1")).toEqual([
      {
        displayName: "Ada",
        uniqueName: "grace",
        bio: "Web security.",
        country: null,
        socials: [{ type: "github", link: "https://github.com/ada" }],
        openForEmployment: false,
      },
    ]);
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Unique name/), { target: { value: "grace-h" } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it("adds and removes social links, and refuses a link that is not http(s)", async () => {
    mockApi({});
    renderWithApp(<ProfileTab user={buildUser()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Add a link" }));
    const link = screen.getByLabelText("Link address");
    fireEvent.change(link, { target: { value: "ftp://example.com" } });
    fireEvent.blur(link);
    expect(await screen.findByText("Enter a link starting with http:// or https://.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Remove link" }));
    expect(screen.queryByLabelText("Link address")).toBeNull();
    expect(saveButton().disabled).toBe(true); // Back to the saved profile: nothing to save.
  });

  it("refuses an avatar over 5 MB before uploading it", async () => {
    const { fetchMock } = mockApi({});
    const { container } = renderWithApp(<ProfileTab user={buildUser()} />);
    expect(await screen.findByText(/Up to 5 MB/)).toBeTruthy();
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("The image is larger than 5 MB.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
