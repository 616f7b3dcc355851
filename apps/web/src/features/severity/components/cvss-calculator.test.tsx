import type { CvssMetrics, CvssVersion } from "@bounty/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CvssCalculator, useCvssCalculatorState } from "./cvss-calculator.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage("en");
});

const changes: CvssMetrics[] = [];
function Harness({ version }: { version: CvssVersion }) {
  const state = useCvssCalculatorState(version);
  return (
    <CvssCalculator
      {...state}
      onChange={(metrics) => {
        changes.push(metrics);
        state.onChange(metrics);
      }}
    />
  );
}

const renderCalculator = async (version: CvssVersion) => {
  changes.length = 0;
  renderWithApp(<Harness version={version} />);
  await screen.findByRole("status");
};
const vectorInput = () => screen.getByRole("textbox", { name: /^(Vector|ベクトル)$/ }) as HTMLInputElement;
const score = () => screen.getByRole("status").textContent;
const group = (name: string) => screen.getByRole("radiogroup", { name });
const choose = (groupName: string, value: string) =>
  fireEvent.click(within(group(groupName)).getByRole("radio", { name: value }));
const checkedIn = (groupName: string) =>
  within(group(groupName))
    .getAllByRole("radio")
    .filter((radio) => radio.getAttribute("aria-checked") === "true")
    .map((radio) => radio.textContent);
const paste = (text: string) => fireEvent.change(vectorInput(), { target: { value: text } });

describe("CvssCalculator v3.1", () => {
  it("starts from the defaults, scoring 0.0 None", async () => {
    await renderCalculator("3.1");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N");
    expect(score()).toBe("Base score0.0None");
    expect(screen.getAllByRole("radiogroup")).toHaveLength(8);
    expect(checkedIn("Attack Vector (AV)")).toEqual(["Network"]);
  });

  it("builds 9.8 Critical from the metric buttons, the vector following", async () => {
    await renderCalculator("3.1");
    choose("Confidentiality (C)", "High");
    expect(score()).toBe("Base score7.5High");
    choose("Integrity (I)", "High");
    choose("Availability (A)", "High");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H");
    expect(score()).toBe("Base score9.8Critical");

    // FIRST's sample scores.
    choose("Attack Vector (AV)", "Adjacent");
    choose("Attack Complexity (AC)", "High");
    choose("User Interaction (UI)", "Required");
    choose("Scope (S)", "Changed");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:A/AC:H/PR:N/UI:R/S:C/C:H/I:H/A:H");
    expect(score()).toBe("Base score7.9High");
    expect(changes.at(-1)).toMatchObject({ version: "3.1", attackVector: "adjacent", scope: "changed" });
  });

  it("takes a pasted vector, forgiving spaces around it", async () => {
    await renderCalculator("3.1");
    paste(" CVSS:3.1/AV:A/AC:H/PR:L/UI:R/S:C/C:L/I:H/A:N ");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:A/AC:H/PR:L/UI:R/S:C/C:L/I:H/A:N");
    expect(checkedIn("User Interaction (UI)")).toEqual(["Required"]);
    expect(checkedIn("Privileges Required (PR)")).toEqual(["Low"]);
    expect(score()).toBe("Base score6.2Medium");
    expect(vectorInput().getAttribute("aria-invalid")).not.toBe("true");
  });

  it("drops the optional metrics of a pasted vector and says so", async () => {
    await renderCalculator("3.1");
    paste("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/E:U/RL:O");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H");
    expect(score()).toBe("Base score9.8Critical");
    expect(screen.getByText(/the optional metrics of the pasted vector were left out/)).toBeTruthy();

    choose("Availability (A)", "None");
    expect(screen.queryByText(/the optional metrics of the pasted vector were left out/)).toBeNull();
  });

  it("shows the parser's reason for a malformed vector and keeps the metrics", async () => {
    await renderCalculator("3.1");
    choose("Confidentiality (C)", "High");
    paste("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:Q");
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:Q");
    expect(vectorInput().getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText(
        'This is not a valid CVSS vector: "Q" is not a value of A (Availability); expected one of H, L, N.',
      ),
    ).toBeTruthy();
    expect(score()).toBe("Base score7.5High");
    expect((screen.getByRole("button", { name: "Copy" }) as HTMLButtonElement).disabled).toBe(true);

    // Escape gives the metrics' own vector back.
    fireEvent.keyDown(vectorInput(), { key: "Escape" });
    expect(vectorInput().value).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N");
    expect(vectorInput().getAttribute("aria-invalid")).not.toBe("true");
  });

  it("refuses a v4.0 vector with the version error", async () => {
    await renderCalculator("3.1");
    paste("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N");
    expect(screen.getByText("This calculator takes CVSS 3.1 vectors.")).toBeTruthy();
    expect(score()).toBe("Base score0.0None");
    expect(changes).toEqual([]);
  });

  it("is usable from the keyboard: one tab stop per metric, arrows choose", async () => {
    await renderCalculator("3.1");
    const radios = within(group("Attack Vector (AV)")).getAllByRole("radio");
    expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);

    fireEvent.keyDown(radios[0]!, { key: "ArrowRight" });
    expect(checkedIn("Attack Vector (AV)")).toEqual(["Adjacent"]);
    expect(document.activeElement).toBe(radios[1]);
    fireEvent.keyDown(radios[1]!, { key: "ArrowLeft" });
    fireEvent.keyDown(radios[0]!, { key: "ArrowUp" });
    expect(checkedIn("Attack Vector (AV)")).toEqual(["Physical"]);
    fireEvent.keyDown(radios[3]!, { key: "Home" });
    expect(checkedIn("Attack Vector (AV)")).toEqual(["Network"]);
    fireEvent.keyDown(radios[0]!, { key: "End" });
    expect(vectorInput().value).toMatch(/^CVSS:3\.1\/AV:P\//);
    expect(
      within(group("Attack Vector (AV)"))
        .getAllByRole("radio")
        .map((radio) => radio.tabIndex),
    ).toEqual([-1, -1, -1, 0]);
  });

  it("copies the vector and says Copied", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await renderCalculator("3.1");
    choose("Integrity (I)", "Low");
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:L/A:N");
  });
});

describe("CvssCalculator v4.0", () => {
  it("groups the eleven base metrics and scores FIRST's 9.3 Critical", async () => {
    await renderCalculator("4.0");
    expect(screen.getAllByRole("radiogroup")).toHaveLength(11);
    choose("Confidentiality (VC)", "High");
    choose("Integrity (VI)", "High");
    choose("Availability (VA)", "High");
    expect(vectorInput().value).toBe("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N");
    expect(score()).toBe("Base score9.3Critical");

    choose("Attack Vector (AV)", "Adjacent");
    choose("Attack Complexity (AC)", "High");
    choose("Attack Requirements (AT)", "Present");
    choose("User Interaction (UI)", "Passive");
    choose("Confidentiality (SC)", "Low");
    expect(vectorInput().value).toBe("CVSS:4.0/AV:A/AC:H/AT:P/PR:N/UI:P/VC:H/VI:H/VA:H/SC:L/SI:N/SA:N");
    expect(score()).toBe("Base score7.5High");
  });

  it("takes a pasted v4.0 vector and refuses a v3.1 one", async () => {
    await renderCalculator("4.0");
    paste("CVSS:4.0/AV:P/AC:L/AT:N/PR:L/UI:P/VC:L/VI:N/VA:L/SC:H/SI:H/SA:L");
    expect(checkedIn("Confidentiality (SC)")).toEqual(["High"]);
    expect(checkedIn("User Interaction (UI)")).toEqual(["Passive"]);
    expect(score()).toBe("Base score4.5Medium");

    paste("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H");
    expect(screen.getByText("This calculator takes CVSS 4.0 vectors.")).toBeTruthy();
    expect(score()).toBe("Base score4.5Medium");
  });

  it("names metrics and values in Japanese with IPA's terms", async () => {
    await i18n.changeLanguage("ja");
    await renderCalculator("3.1");
    expect(checkedIn("必要な特権レベル (PR)")).toEqual(["不要"]);
    expect(checkedIn("機密性への影響 (C)")).toEqual(["なし"]);
    choose("攻撃元区分 (AV)", "物理");
    expect(vectorInput().value).toMatch(/^CVSS:3\.1\/AV:P\//);
  });
});
