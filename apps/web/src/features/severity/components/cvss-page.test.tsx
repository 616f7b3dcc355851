import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../test/factories.ts";
import { renderAppAt, searchOf } from "../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());

const V31 = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H";
const V40 = "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N";

const vectorInput = () => screen.getByRole("textbox", { name: "Vector" }) as HTMLInputElement;
const score = () => screen.getByRole("status").textContent;
const choose = (group: string, value: string) =>
  fireEvent.click(
    within(screen.getByRole("radiogroup", { name: group })).getByRole("radio", { name: value }),
  );

describe("/tools/cvss", () => {
  it("shows the v3.1 calculator at its defaults to a visitor", async () => {
    renderAppAt("/tools/cvss");
    expect(await screen.findByRole("heading", { level: 1, name: "CVSS calculator" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "CVSS v3.1" }).getAttribute("aria-selected")).toBe("true");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N");
    expect(screen.getByRole("link", { name: "Sign Up" })).toBeTruthy();
  });

  it("reads the tab and the vector from the URL, in the signed-in shell too", async () => {
    renderAppAt(`/tools/cvss?version=4.0&vector=${encodeURIComponent(V40)}`, { user: buildUser() });
    await screen.findByRole("heading", { level: 1, name: "CVSS calculator" });
    expect(screen.getByRole("tab", { name: "CVSS v4.0" }).getAttribute("aria-selected")).toBe("true");
    expect(vectorInput().value).toBe(V40);
    expect(score()).toBe("Base score9.3Critical");
    expect(screen.getByRole("button", { name: /Switch account/ })).toBeTruthy();
  });

  it("writes metric changes into the vector param, replacing the history entry", async () => {
    const { router } = renderAppAt("/tools/cvss");
    await screen.findByRole("heading", { level: 1, name: "CVSS calculator" });
    const entries = router.history.length;
    choose("Confidentiality (C)", "High");
    choose("Integrity (I)", "High");
    choose("Availability (A)", "High");
    await waitFor(() => expect(searchOf(router).vector).toBe(V31));
    expect(router.history.length).toBe(entries);
    expect(score()).toBe("Base score9.8Critical");
    // The vector's prefix names the version, so the URL holds the vector alone.
    expect(router.state.location.href).toBe(`/tools/cvss?vector=${encodeURIComponent(V31)}`);
  });

  it("switches tabs through the URL and keeps each tab's metrics for the visit", async () => {
    const { router } = renderAppAt(`/tools/cvss?vector=${encodeURIComponent(V31)}`);
    await screen.findByRole("heading", { level: 1, name: "CVSS calculator" });
    fireEvent.click(screen.getByRole("tab", { name: "CVSS v4.0" }));
    await waitFor(() => expect(vectorInput().value).toMatch(/^CVSS:4\.0\//));
    expect(searchOf(router).vector).toBe("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N");
    expect(searchOf(router).version).toBeUndefined();
    expect(score()).toBe("Base score0.0None");

    choose("Confidentiality (VC)", "High");
    await waitFor(() => expect(String(searchOf(router).vector)).toContain("VC:H"));
    fireEvent.click(screen.getByRole("tab", { name: "CVSS v3.1" }));
    await waitFor(() => expect(searchOf(router).vector).toBe(V31));
    fireEvent.click(screen.getByRole("tab", { name: "CVSS v4.0" }));
    await waitFor(() => expect(String(searchOf(router).vector)).toContain("VC:H"));

    // Back is a change from outside: the page follows the URL.
    router.history.back();
    await waitFor(() => expect(vectorInput().value).toBe(V31));
    expect(screen.getByRole("tab", { name: "CVSS v3.1" }).getAttribute("aria-selected")).toBe("true");
  });

  it.each([
    ["a malformed vector", `?vector=${encodeURIComponent("CVSS:3.1/AV:Q")}`, "3.1"],
    ["an unknown version", "?version=9&vector=nonsense", "3.1"],
    ["a vector of the other version than the tab", `?version=3.1&vector=${encodeURIComponent(V40)}`, "4.0"],
  ])("falls back without failing on %s", async (_, query, version) => {
    renderAppAt(`/tools/cvss${query}`);
    await screen.findByRole("heading", { level: 1, name: "CVSS calculator" });
    expect(screen.getByRole("tab", { name: `CVSS v${version}` }).getAttribute("aria-selected")).toBe("true");
    expect(vectorInput().value.startsWith(`CVSS:${version}/`)).toBe(true);
  });
});
