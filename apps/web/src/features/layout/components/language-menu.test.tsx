import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage, visitorLanguage } from "../../../lib/i18n.ts";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.removeItem("bounty:language");
  await applyLanguage("en");
});
const slow = { timeout: 5000 };
const hidden = true;

describe("the signed-out language switcher", () => {
  it("names each language in itself and remembers the visitor's pick", async () => {
    renderAppAt("/about", { user: null });
    mockApi({
      "GET /api/programs": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 25 } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Language: English" }, slow));
    const items = await screen.findAllByRole("menuitem", { hidden });
    expect(items.map((i) => [i.textContent, i.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["日本語", "ja"],
      ["Français", "fr"],
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "日本語", hidden }));
    await waitFor(() => expect(document.documentElement.lang).toBe("ja"));
    expect(visitorLanguage()).toBe("ja");
    expect(await screen.findByRole("button", { name: "言語：日本語" }, slow)).toBeTruthy();
  });
});
