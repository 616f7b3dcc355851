import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { renderWithApp } from "../../test/render.tsx";
import { type DayRange, presetRange } from "./date-range.ts";
import { DateRangePicker } from "./date-range-picker.tsx";

// Saturday 21 November 2026, mid-afternoon local time; only Date is faked, so the UI's timers run.
const NOW = new Date(2026, 10, 21, 15, 30);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage("en");
});

async function renderPicker(value: DayRange = presetRange("last30", NOW)) {
  const onChange = vi.fn();
  renderWithApp(<DateRangePicker value={value} onChange={onChange} />);
  await screen.findByRole("combobox");
  return { onChange };
}

const rangeSelect = () =>
  screen.getByRole("combobox", { name: i18n.language === "ja" ? "期間" : "Date range" }) as HTMLInputElement;
async function choose(label: string) {
  fireEvent.click(rangeSelect());
  fireEvent.click(await screen.findByRole("option", { name: label, hidden: true }));
}
const applyButton = () => screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement;
const field = (name: string) =>
  within(screen.getByRole("group", { name: "Custom range" })).getByRole("button", { name });

describe("DateRangePicker", () => {
  it("shows the applied preset and its days", async () => {
    await renderPicker();
    expect(rangeSelect().value).toBe("Last 30 days");
    expect(screen.getByText(/^Oct 23\s–\sNov 21, 2026$/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it.each([
    ["Today", "today"],
    ["Yesterday", "yesterday"],
    ["Last 7 days", "last7"],
    ["This month", "thisMonth"],
    ["Last month", "lastMonth"],
  ] as const)("applies %s at once", async (label, preset) => {
    const { onChange } = await renderPicker();
    await choose(label);
    expect(onChange).toHaveBeenCalledWith(presetRange(preset, NOW));
  });

  it("opens Custom on the applied days, applying nothing until Apply", async () => {
    const { onChange } = await renderPicker(presetRange("last7", NOW));
    await choose("Custom");
    expect(onChange).not.toHaveBeenCalled();
    expect(field("Start date").textContent).toBe("Nov 15, 2026");
    expect(field("End date").textContent).toBe("Nov 21, 2026");
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith({ start: "2026-11-15", end: "2026-11-21" });
  });

  it("applies two picked dates", async () => {
    const { onChange } = await renderPicker(presetRange("last7", NOW));
    await choose("Custom");
    fireEvent.click(field("Start date"));
    fireEvent.click(await screen.findByRole("button", { name: "November 18, 2026" }));
    fireEvent.click(field("End date"));
    fireEvent.click(await screen.findByRole("button", { name: "November 20, 2026" }));
    await waitFor(() => expect(field("End date").textContent).toBe("Nov 20, 2026"));
    fireEvent.click(applyButton());
    expect(onChange).toHaveBeenCalledWith({ start: "2026-11-18", end: "2026-11-20" });
  });

  it("disables Apply while a date is missing", async () => {
    const { onChange } = await renderPicker(presetRange("last7", NOW));
    await choose("Custom");
    expect(applyButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Clear the start date" }));
    await waitFor(() => expect(field("Start date").textContent).toBe("Pick a date"));
    expect(applyButton().disabled).toBe(true);
    fireEvent.click(applyButton());
    expect(onChange).not.toHaveBeenCalled();
  });

  it("disables Apply for an end before the start, and says why", async () => {
    const { onChange } = await renderPicker(presetRange("last7", NOW));
    await choose("Custom");
    fireEvent.click(field("End date"));
    fireEvent.click(await screen.findByRole("button", { name: "November 14, 2026" }));
    await waitFor(() => expect(applyButton().disabled).toBe(true));
    expect(screen.getByText("The end date is before the start date.")).toBeTruthy();
    fireEvent.click(applyButton());
    expect(onChange).not.toHaveBeenCalled();
  });

  it("offers no day after today", async () => {
    await renderPicker();
    await choose("Custom");
    fireEvent.click(field("End date"));
    const tomorrow = await screen.findByRole("button", { name: "November 22, 2026" });
    expect(tomorrow.hasAttribute("disabled") || tomorrow.getAttribute("data-disabled") === "true").toBe(true);
  });

  it("opens on Custom for a range no preset covers", async () => {
    await renderPicker({ start: "2026-11-02", end: "2026-11-09" });
    expect(rangeSelect().value).toBe("Custom");
    expect(field("Start date").textContent).toBe("Nov 2, 2026");
  });

  it("speaks the UI language, calendars included", async () => {
    await i18n.changeLanguage("ja");
    await renderPicker({ start: "2026-11-02", end: "2026-11-09" });
    expect(rangeSelect().value).toBe("カスタム");
    expect(screen.getByRole("button", { name: "適用" })).toBeTruthy();
    const custom = screen.getByRole("group", { name: "カスタム期間" });
    expect(within(custom).getByRole("button", { name: "開始日" }).textContent).toBe("2026年11月2日");
    fireEvent.click(within(custom).getByRole("button", { name: "開始日" }));
    expect(await screen.findByRole("button", { name: "2026年11月2日" })).toBeTruthy();
  });
});
