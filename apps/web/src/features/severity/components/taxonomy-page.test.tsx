import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../test/factories.ts";
import { renderAppAt, searchOf } from "../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());

const SQLI = "server_side_injection.sql_injection";
const SQLI_VECTOR = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N";

describe("/tools/taxonomy", () => {
  it("shows the type the URL names: path, priority, default CVSS with its score, CWE links", async () => {
    renderAppAt(`/tools/taxonomy?type=${SQLI}`);
    const details = await screen.findByRole("region", { name: "SQL Injection" });
    expect(within(details).getByText("Server-Side Injection")).toBeTruthy();
    expect(within(details).getByText("P1")).toBeTruthy();
    expect(within(details).getByText("Critical")).toBeTruthy();
    expect(within(details).getByText(SQLI_VECTOR)).toBeTruthy();
    expect(within(details).getByText("High 8.2")).toBeTruthy();
    const calculator = within(details).getByRole("link", { name: "Open in the CVSS calculator" });
    expect(calculator.getAttribute("href")).toBe(
      `/tools/cvss?version=3.1&vector=${encodeURIComponent(SQLI_VECTOR)}`,
    );
    const cwe = within(details).getByRole("link", { name: /CWE-89/ });
    expect(cwe.getAttribute("href")).toBe("https://cwe.mitre.org/data/definitions/89.html");
    // A visitor sees it in the visitor shell.
    expect(screen.getAllByRole("link", { name: "Sign In" }).length).toBeGreaterThan(0);
    const credit = screen.getByRole("link", { name: "Bugcrowd Vulnerability Rating Taxonomy v1.14.1" });
    expect(credit.getAttribute("href")).toBe("https://github.com/bugcrowd/vulnerability-rating-taxonomy");
  });

  it("writes the picked type to the URL and drops it when cleared", async () => {
    const { router } = renderAppAt("/tools/taxonomy");
    expect(
      await screen.findByText("Pick a type to see its priority, default CVSS vector and CWE ids."),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Vulnerability type" }), {
      target: { value: "SQL" },
    });
    fireEvent.click(await screen.findByRole("option", { name: /^SQL Injection/ }));
    await waitFor(() => expect(searchOf(router).type).toBe(SQLI));
    expect(await screen.findByRole("region", { name: "SQL Injection" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Clear vulnerability type" }));
    await waitFor(() => expect(searchOf(router).type).toBeUndefined());
  });

  it("ignores an unknown type or a category in the URL", async () => {
    const { router } = renderAppAt("/tools/taxonomy?type=server_side_injection");
    expect(
      await screen.findByText("Pick a type to see its priority, default CVSS vector and CWE ids."),
    ).toBeTruthy();
    // The router only checks the param's shape (its check is in every page's first load); the page
    // finds the type unknown and selects nothing.
    expect(searchOf(router).type).toBe("server_side_injection");
    expect(screen.queryAllByRole("treeitem", { selected: true })).toHaveLength(0);
  });

  it("offers Any once the switch allows it, and drops it when the switch goes off", async () => {
    const { router } = renderAppAt("/tools/taxonomy");
    // Mantine's label wraps the description too, so the name starts with the label.
    const allowAny = await screen.findByRole("switch", { name: /^Allow 'Any'/ });
    expect(screen.queryByRole("treeitem", { name: /^Any/ })).toBeNull();
    fireEvent.click(allowAny);
    fireEvent.click(screen.getByRole("treeitem", { name: /^Any/ }));
    await waitFor(() => expect(searchOf(router).type).toBe("any"));
    expect(await screen.findByText("Any: every vulnerability type is accepted.")).toBeTruthy();

    fireEvent.click(allowAny);
    await waitFor(() => expect(searchOf(router).type).toBeUndefined());
  });

  it("renders in the signed-in shell too", async () => {
    renderAppAt(`/tools/taxonomy?type=${SQLI}`, { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "Vulnerability types", level: 1 })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Vulnerability types" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });
});
