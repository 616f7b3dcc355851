import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";
import { OnboardingForm } from "./onboarding-form.tsx";

const user = buildUser({ onboarded: false });

afterEach(() => vi.unstubAllGlobals());
const saveButton = () => screen.getByRole("button", { name: /Complete setup/ }) as HTMLButtonElement;

describe("OnboardingForm", () => {
  it("shows the unique-name rule and disables saving until the name is valid", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithApp(<OnboardingForm user={user} />);
    const input = await screen.findByLabelText(/Unique name/);
    expect(saveButton().disabled).toBe(false);

    fireEvent.change(input, { target: { value: "Ada_Lovelace" } });
    expect(screen.getByText("Only letters, numbers, hyphens are allowed.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(input, { target: { value: "ada-lovelace" } });
    expect(screen.queryByText("Only letters, numbers, hyphens are allowed.")).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it("sends the profile with onboarded, and shows a 409 on the unique-name field", async () => {
    const fetchMock = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(409, { error: { code: "conflict", message: "This unique name is taken." } }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<OnboardingForm user={user} />);
    fireEvent.change(await screen.findByLabelText(/Display name/), { target: { value: "Ada L." } });
    fireEvent.change(screen.getByLabelText(/Bio/), { target: { value: "Web security." } });
    fireEvent.click(saveButton());

    expect(await screen.findByText("This unique name is taken.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/users/u1");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({
      displayName: "Ada L.",
      uniqueName: "ada",
      bio: "Web security.",
      country: null,
      settings: { language: "en" },
      onboarded: true,
    });
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/Unique name/), { target: { value: "ada-l" } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
  });

  it("goes on to the page the person came from once saved", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: RequestInfo | URL) =>
        Promise.resolve(
          jsonResponse(200, { data: String(url) === "/api/users/u1" ? user : { ...user, onboarded: true } }),
        ),
      ),
    );
    const { router } = renderWithApp(
      <OnboardingForm user={user} redirect="/organizations/o1/join?i=a&c=b" />,
    );
    fireEvent.click(await screen.findByRole("button", { name: /Complete setup/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/organizations/o1/join"));
    expect(router.state.location.search).toEqual({ i: "a", c: "b" });
  });
});

describe("/onboarding", () => {
  it.each([
    ["the safe return path", "/onboarding?redirect=%2Fabout", "/about"],
    ["the program list instead of another site", "/onboarding?redirect=%2F%2Fevil.example", "/programs"],
  ])("sends a finished account on to %s", async (_what, path, expected) => {
    const { router } = renderAppAt(path, { user: buildUser({ onboarded: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it("sends a visitor to sign in, keeping the return path", async () => {
    const { router } = renderAppAt("/onboarding?redirect=%2Fabout");
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    expect(router.state.location.search).toEqual({ redirect: "/about" });
  });
});
