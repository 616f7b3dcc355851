import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import { FactorRuleCard } from "./factor-rule-card.tsx";

beforeEach(() => {
  vi.spyOn(notifications, "show");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const acme = buildOrganization();
const rule = `/api/organizations/${acme.id}/second-factor-rule`;
const toggle = () => screen.findByRole("switch", { name: "Require a second factor of every member" });

describe("FactorRuleCard", () => {
  it("requires a second factor of every member and says so", async () => {
    const { bodiesFor } = mockApi({
      [`PUT ${rule}`]: () =>
        jsonResponse(200, { data: { ...acme, requireSecondFactor: true }, abilities: adminAbilities }),
    });
    renderWithApp(<FactorRuleCard organization={acme} />);
    fireEvent.click(await toggle());
    await waitFor(() => expect(bodiesFor(`PUT ${rule}`)).toEqual([{ required: true }]));
    await waitFor(() =>
      expect(vi.mocked(notifications.show).mock.calls.map(([t]) => t.message)).toContain(
        "Members now need a second factor",
      ),
    );
  });

  it("tells an admin without a factor to add one first, with the way to do it", async () => {
    mockApi({
      [`PUT ${rule}`]: () =>
        jsonResponse(403, {
          error: {
            code: "second_factor_required",
            message: "Add a second factor to your own account first: the rule would hold you back too.",
          },
        }),
    });
    renderWithApp(<FactorRuleCard organization={acme} />);
    fireEvent.click(await toggle());
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("your own account first"),
    );
    expect(screen.getByRole("button", { name: "Add a second factor" })).toBeTruthy();
  });
});
