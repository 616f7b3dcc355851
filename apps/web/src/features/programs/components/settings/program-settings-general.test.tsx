import type { Member, Program, ProgramAbilities } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import {
  adminProgramAbilities,
  buildProgram,
  managerProgramAbilities,
  mockProgramApi,
  ORG,
  PROGRAM,
  restoreMocks,
} from "./program-settings.fixtures.ts";
import { ProgramSettingsPage } from "./program-settings-page.tsx";

afterEach(restoreMocks);
const slow = { timeout: 5000 };

function renderSettings(program: Program, abilities: ProgramAbilities = adminProgramAbilities) {
  const member = (id: string, name: string): Member => ({
    id,
    user: { id: `user-${id}`, displayName: name, uniqueName: name.toLowerCase(), icon: null },
    role: { id: "member", name: "member" },
  });
  const api = mockProgramApi(program, abilities, {
    [`PUT /api/programs/${PROGRAM}`]: (body) =>
      jsonResponse(200, { data: { ...program, ...(body as object) }, abilities }),
    [`GET /api/organizations/${ORG}/members`]: () =>
      jsonResponse(200, { data: [member("m-bob", "Bob")], meta: { total: 1, page: 1, perPage: 200 } }),
  });
  const view = renderWithApp(
    <ProgramSettingsPage programId={PROGRAM} search={{ search: "" }} onSearchChange={() => undefined} />,
  );
  return { ...view, ...api };
}

/** The General tab's card for one setting, found by its heading. */
const card = async (title: string) => (await screen.findByRole("form", { name: title }, slow)) as HTMLElement;

describe("program settings, General", () => {
  it("saves a changed name alone, and only once it differs", async () => {
    const { bodiesFor } = renderSettings(buildProgram());
    const name = await card("Program name");
    const save = within(name).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = within(name).getByRole("textbox", { name: "Program name" });
    fireEvent.change(input, { target: { value: "Kiwi " } });
    expect(save.disabled).toBe(true); // trailing space only: nothing changed
    fireEvent.change(input, { target: { value: "Kiwi VDP" } });
    fireEvent.click(save);
    await waitFor(() => expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ name: "Kiwi VDP" }]));
  });

  it("holds the slug to its alphabet and to a change, warns about the old URL, then sends the slug alone", async () => {
    const { bodiesFor } = renderSettings(buildProgram());
    const slug = await card("URL slug");
    const input = within(slug).getByRole("textbox", { name: "URL slug" });
    const save = within(slug).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(within(slug).getByText(/old URL stop working at once/)).toBeTruthy();

    fireEvent.change(input, { target: { value: "kiwi bounty!" } });
    expect(within(slug).getByText("Only English letters, digits, - and _ are allowed.")).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(input, { target: { value: "KIWI" } });
    expect(within(slug).getByText("The new URL slug must differ from the current one.")).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(input, { target: { value: "kiwi_vdp-2" } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ slug: "kiwi_vdp-2" }]));
  });

  it("locks the reward system once the program was activated, and explains why", async () => {
    renderSettings(
      buildProgram({ type: "internal", visibility: "invite", firstActivated: "2025-03-01T00:00:00Z" }),
    );
    const credit = await card("Reward system");
    expect(
      within(credit).getByText("The reward system cannot change once the program has been activated."),
    ).toBeTruthy();
    expect((within(credit).getByRole("radio", { name: "Points" }) as HTMLInputElement).disabled).toBe(true);
    expect(within(credit).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("does not offer points to other programs", async () => {
    renderSettings(buildProgram({ type: "bounty" }));
    const credit = await card("Reward system");
    expect(within(credit).getByText("Only internal programs may pay in points.")).toBeTruthy();
    expect((within(credit).getByRole("radio", { name: "Points" }) as HTMLInputElement).disabled).toBe(true);
  });

  it("offers points to internal programs only, before the first activation", async () => {
    const { bodiesFor } = renderSettings(buildProgram({ type: "internal", visibility: "invite" }));
    const credit = await card("Reward system");
    fireEvent.click(within(credit).getByRole("radio", { name: "Points" }));
    fireEvent.click(within(credit).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ creditSystem: "point" }]),
    );
  });

  it("upgrades CVSS from 3.1 to 4.0 and never offers the way back", async () => {
    const { bodiesFor, unmount } = renderSettings(buildProgram({ cvssVersion: "3.1" }));
    const cvss = await card("CVSS version");
    expect(within(cvss).getByText(/they are not migrated/)).toBeTruthy();
    fireEvent.click(within(cvss).getByRole("radio", { name: "CVSS 4.0" }));
    fireEvent.click(within(cvss).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ cvssVersion: "4.0" }]));
    unmount();

    renderSettings(buildProgram({ cvssVersion: "4.0" }));
    const upgraded = await card("CVSS version");
    expect((within(upgraded).getByRole("radio", { name: "CVSS 3.1" }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(upgraded).queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("converts the reply time from days to seconds", async () => {
    const { bodiesFor } = renderSettings(buildProgram({ replySpeed: 86_400 }));
    const reply = await card("Reply time");
    fireEvent.change(within(reply).getByRole("textbox", { name: "Reply time in business days" }), {
      target: { value: "3" },
    });
    fireEvent.click(within(reply).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ replySpeed: 259_200 }]));
  });

  it("lets only the admin edit the program managers", async () => {
    const manager = {
      id: "m-bob",
      user: { id: "user-m-bob", displayName: "Bob", uniqueName: "bob", icon: null },
    };
    const { reads } = renderSettings(buildProgram({ managers: [manager] }), managerProgramAbilities);
    const managers = await card("Program managers");
    expect(within(managers).getByText("Only the admin can change the program managers.")).toBeTruthy();
    expect(within(managers).getByText("Bob")).toBeTruthy();
    expect(within(managers).queryByRole("button", { name: "Save" })).toBeNull();
    expect(reads(`/api/organizations/${ORG}/members`)).toEqual([]);
  });

  it("gives the admin the member picker, filled from the organization's members", async () => {
    const { reads } = renderSettings(buildProgram());
    const managers = await card("Program managers");
    expect(within(managers).queryByText("Only the admin can change the program managers.")).toBeNull();
    await waitFor(() => expect(reads(`/api/organizations/${ORG}/members`)).toHaveLength(1));
    expect(reads(`/api/organizations/${ORG}/members`)[0]).toContain("perPage=200");
    expect((within(managers).getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("restricts reports to countries of residence, sending ISO codes; none means anyone", async () => {
    const { bodiesFor } = renderSettings(buildProgram({ allowedCountries: [] }));
    const countries = await card("Countries of residence");
    const save = within(countries).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = within(countries).getByRole("combobox", { name: "Countries of residence" });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: "Japan" } });
    fireEvent.click(await screen.findByRole("option", { name: "Japan", hidden: true }, slow));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ allowedCountries: ["JP"] }]),
    );
  });

  it("limits open reports per hunter, and lifts the limit with null", async () => {
    const { bodiesFor, unmount } = renderSettings(buildProgram({ maxOpenReportsPerHunter: null }));
    const limit = await card("Open reports per hunter");
    const save = within(limit).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(within(limit).queryByRole("textbox", { name: "Open reports per hunter" })).toBeNull();
    fireEvent.click(within(limit).getByRole("switch", { name: "Limit open reports per hunter" }));
    const count = within(limit).getByRole("textbox", { name: "Open reports per hunter" });
    fireEvent.change(count, { target: { value: "0" } });
    expect(within(limit).getByText("Enter a whole number from 1 to 1000.")).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(count, { target: { value: "3" } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ maxOpenReportsPerHunter: 3 }]),
    );
    unmount();

    const limited = renderSettings(buildProgram({ maxOpenReportsPerHunter: 3 }));
    const card2 = await card("Open reports per hunter");
    fireEvent.click(within(card2).getByRole("switch", { name: "Limit open reports per hunter" }));
    fireEvent.click(within(card2).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(limited.bodiesFor(`PUT /api/programs/${PROGRAM}`)).toEqual([{ maxOpenReportsPerHunter: null }]),
    );
  });
});
