import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { VRT_ANY, VrtPicker } from "./vrt-picker.tsx";

const SQLI = "server_side_injection.sql_injection";

/** The picker with its value in state, as a form holds it. */
function Harness({
  initial = null,
  allowAny,
  onChange,
}: {
  initial?: string | null;
  allowAny?: boolean;
  onChange: (id: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const handleChange = (id: string | null) => {
    onChange(id);
    setValue(id);
  };
  return <VrtPicker value={value} onChange={handleChange} allowAny={allowAny} label="Vulnerability type" />;
}

async function renderPicker(props: { initial?: string | null; allowAny?: boolean } = {}) {
  const onChange = vi.fn();
  renderWithApp(<Harness {...props} onChange={onChange} />);
  await screen.findAllByText(/Vulnerability type|脆弱性の種類/);
  return onChange;
}

const searchBox = () => screen.getByRole("combobox", { name: "Vulnerability type" }) as HTMLInputElement;
const treeItem = (name: string | RegExp) => screen.getByRole("treeitem", { name });
const type = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("VrtPicker", () => {
  it("finds SQL Injection by typing and selects it with its full id", async () => {
    const onChange = await renderPicker();
    type("SQL");
    const option = await screen.findByRole("option", { name: /^SQL Injection/ });
    expect(within(option).getByText("Server-Side Injection")).toBeTruthy();
    expect(within(option).getByText("P1")).toBeTruthy();
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(SQLI);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("says so when nothing matches, and clears the search with its button or Escape", async () => {
    await renderPicker();
    type("zzzqqq");
    expect(await screen.findByText("No vulnerability type matches")).toBeTruthy();
    expect(screen.queryByRole("option")).toBeNull();
    expect(screen.queryByRole("tree")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(searchBox().value).toBe("");
    expect(await screen.findByRole("tree", { name: "Vulnerability types" })).toBeTruthy();
    type("xss");
    fireEvent.keyDown(searchBox(), { key: "Escape" });
    expect(searchBox().value).toBe("");
  });

  it("expands a category on click instead of selecting it", async () => {
    const onChange = await renderPicker();
    const category = treeItem(/^Server-Side Injection/);
    expect(category.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: /^SQL Injection/ })).toBeNull();

    fireEvent.click(category);
    expect(category.getAttribute("aria-expanded")).toBe("true");
    expect(onChange).not.toHaveBeenCalled();
    const leaf = treeItem(/^SQL Injection/);
    expect(leaf.getAttribute("aria-level")).toBe("2");

    fireEvent.click(leaf);
    expect(onChange).toHaveBeenCalledWith(SQLI);
  });

  it("offers Any first only when allowed", async () => {
    await renderPicker();
    expect(screen.queryByRole("treeitem", { name: /^Any/ })).toBeNull();
    expect(screen.getAllByRole("treeitem")[0]!.textContent).toContain("Server Security Misconfiguration");
  });

  it("selects Any when allowed", async () => {
    const onChange = await renderPicker({ allowAny: true });
    const any = screen.getAllByRole("treeitem")[0]!;
    expect(any.textContent).toContain("Any");
    fireEvent.click(any);
    expect(onChange).toHaveBeenCalledWith(VRT_ANY);
    const selected = screen.getByRole("group", { name: "Selected vulnerability type" });
    expect(within(selected).getByText("Any")).toBeTruthy();
  });

  it("ignores Any and unknown ids it cannot show", async () => {
    renderWithApp(<VrtPicker value="any" onChange={() => undefined} />);
    await screen.findByRole("tree");
    expect(screen.queryByRole("group", { name: "Selected vulnerability type" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Search vulnerability types" })).toBeTruthy();
  });

  it("shows its error and ties it to the search box", async () => {
    renderWithApp(<VrtPicker value={null} onChange={() => undefined} label="Type" error="Pick a type" />);
    const search = await screen.findByRole("combobox", { name: "Type" });
    expect(search.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(search.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Pick a type",
    );
  });

  it("shows the selected type with its path and priority, and changes or clears it", async () => {
    const onChange = await renderPicker({ initial: "cross_site_scripting_xss.stored.non_admin_to_anyone" });
    const selected = screen.getByRole("group", { name: "Selected vulnerability type" });
    expect(within(selected).getByText("Cross-Site Scripting (XSS) > Stored")).toBeTruthy();
    expect(within(selected).getByText("Non-Privileged User to Anyone")).toBeTruthy();
    expect(within(selected).getByText("P2")).toBeTruthy();
    expect(within(selected).getByText("High")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Change vulnerability type" }));
    expect(document.activeElement).toBe(searchBox());
    // The tree opens on the current type.
    expect(treeItem(/^Non-Privileged User to Anyone/).getAttribute("aria-selected")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear vulnerability type" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(searchBox()).toBeTruthy();
  });

  it("names types in Japanese when the language is ja", async () => {
    await i18n.changeLanguage("ja");
    await renderPicker({ initial: SQLI });
    const selected = screen.getByRole("group", { name: "選択中の脆弱性の種類" });
    expect(within(selected).getByText("サーバーサイドインジェクション")).toBeTruthy();
    expect(within(selected).getByText("SQLインジェクション")).toBeTruthy();
    expect(within(selected).getByText("緊急")).toBeTruthy();
  });

  it("searches in Japanese too", async () => {
    await i18n.changeLanguage("ja");
    const onChange = await renderPicker();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "SQLインジェクション" } });
    fireEvent.click(await screen.findByRole("option", { name: /^SQLインジェクション/ }));
    expect(onChange).toHaveBeenCalledWith(SQLI);
  });

  it("picks a search result with the arrow keys and Enter, keeping focus in the search box", async () => {
    const onChange = await renderPicker();
    searchBox().focus();
    type("injection");
    const options = await screen.findAllByRole("option");
    expect(options.length).toBeGreaterThan(2);
    expect(searchBox().getAttribute("aria-activedescendant")).toBe(options[0]!.id);

    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    fireEvent.keyDown(searchBox(), { key: "ArrowUp" });
    expect(searchBox().getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    const second = options[1]!.getAttribute("data-vrt-id");
    expect(second).toMatch(/injection/);
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(second);
    // Focus lands on Change, so the next Tab continues from the picker.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change vulnerability type" }));
  });

  it("browses the tree with the keyboard: arrows move and expand, Enter selects a type", async () => {
    const onChange = await renderPicker();
    searchBox().focus();
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toContain("Server Security Misconfiguration");

    const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
    key("ArrowUp");
    expect(document.activeElement).toBe(searchBox());
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    key("ArrowDown");
    expect(document.activeElement).toBe(treeItem(/^Server-Side Injection/));
    key("ArrowRight");
    expect(treeItem(/^Server-Side Injection/).getAttribute("aria-expanded")).toBe("true");
    key("ArrowRight");
    expect(document.activeElement).toBe(treeItem(/^File Inclusion/));
    key(" ");
    expect(treeItem(/^File Inclusion/).getAttribute("aria-expanded")).toBe("true");
    key(" ");
    expect(treeItem(/^File Inclusion/).getAttribute("aria-expanded")).toBe("false");
    key("ArrowLeft");
    expect(document.activeElement).toBe(treeItem(/^Server-Side Injection/));
    key("ArrowRight"); // already open: moves to its first child
    expect(document.activeElement).toBe(treeItem(/^File Inclusion/));
    for (let i = 0; i < 4; i += 1) key("ArrowDown");
    expect(document.activeElement).toBe(treeItem(/^SQL Injection/));
    expect(onChange).not.toHaveBeenCalled();
    key("Enter");
    expect(onChange).toHaveBeenCalledWith(SQLI);
  });
});
