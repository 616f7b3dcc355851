import type { Activity } from "@bounty/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fillSlots } from "../../../../components/text/fill-slots.tsx";
import { i18n } from "../../../../lib/i18n.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { ActivitySentence } from "./activity-sentence.tsx";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

const ada = { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null };
const bob = { id: "u2", displayName: "Bob", uniqueName: "bob", icon: null };
const staff = { id: "u3", displayName: "Sam Staff", uniqueName: "sam", icon: null };
const kiwi = { id: "p1", slug: "kiwi", name: "Kiwi" };
const line = (activity: Pick<Activity, "type" | "info"> & Partial<Activity>) =>
  ({
    id: "e1",
    createdAt: "2026-11-21T00:00:00.000Z",
    actor: ada,
    user: null,
    program: null,
    report: null,
    ...activity,
  }) as Activity;

async function sentenceOf(activity: Activity) {
  renderWithApp(
    <p data-testid="sentence">
      <ActivitySentence activity={activity} />
    </p>,
  );
  return (await screen.findByTestId("sentence")).textContent;
}

describe("ActivitySentence", () => {
  it.each([
    [line({ type: "org.created", info: { name: "Acme" } }), "Ada registered the organization Acme."],
    [
      line({ type: "org.updated", info: { fields: ["name", "domain", "links"] } }),
      "Ada updated the organization's name, domain, and links.",
    ],
    [line({ type: "org.updated", info: { fields: ["icon"] } }), "Ada removed the organization's icon."],
    [line({ type: "org.updated", info: { fields: [] } }), "Ada updated the organization."],
    [line({ type: "org.icon.updated", info: {} }), "Ada changed the organization's icon."],
    [line({ type: "org.member.added", user: ada, info: { role: "member" } }), "Ada joined the organization."],
    [
      line({ type: "org.member.added", user: bob, info: { role: "member" } }),
      "Ada added Bob to the organization.",
    ],
    [
      line({ type: "org.member.removed", actor: bob, user: bob, info: { role: "member", left: true } }),
      "Bob left the organization.",
    ],
    [
      line({ type: "org.member.removed", user: bob, info: { role: "triage", left: false } }),
      "Ada removed Bob from the organization.",
    ],
    [
      line({
        type: "program.created",
        program: { id: "p1", slug: "kiwi", name: "Kiwi" },
        info: { name: "Old Kiwi" },
      }),
      "Ada created the program Kiwi.",
    ],
    [
      line({
        type: "program.updated",
        program: { id: "p1", slug: "kiwi", name: "Kiwi" },
        info: { name: "Kiwi" },
      }),
      "Ada updated the program Kiwi.",
    ],
    // A deleted program is gone from the join: the line keeps the name the event recorded.
    [line({ type: "program.deleted", info: { name: "Gone Kiwi" } }), "Ada deleted the program Gone Kiwi."],
    [
      line({ type: "org.member.role.changed", user: bob, info: { from: "member", to: "admin" } }),
      "Ada changed Bob's role from Member to Admin.",
    ],
    [
      line({ type: "org.member.role.changed", user: ada, info: { from: "admin", to: "member" } }),
      "Ada's role changed from Admin to Member.",
    ],
    [line({ type: "org.invite.created", info: {} }), "Ada created an invite link."],
    [line({ type: "org.invite.deleted", info: {} }), "Ada deleted an invite link."],
    [line({ type: "org.chat_webhook.created", info: { active: true } }), "Ada connected a chat webhook."],
    [
      line({ type: "org.chat_webhook.created", info: { active: false } }),
      "Ada connected a chat webhook, turned off.",
    ],
    [line({ type: "org.chat_webhook.updated", info: { active: true } }), "Ada turned the chat webhook on."],
    [line({ type: "org.chat_webhook.updated", info: { active: false } }), "Ada turned the chat webhook off."],
    [line({ type: "org.chat_webhook.deleted", info: {} }), "Ada disconnected the chat webhook."],
    [
      line({ type: "org.member.removed", actor: null, user: null, info: { role: "member", left: false } }),
      "Deleted user removed Deleted user from the organization.",
    ],
    [
      line({ type: "program.application.created", actor: bob, user: bob, program: kiwi, info: {} }),
      "Bob applied to join Kiwi.",
    ],
    [
      line({ type: "program.application.approved", user: bob, program: kiwi, info: {} }),
      "Ada admitted Bob to Kiwi.",
    ],
    [
      line({
        type: "program.status.changed",
        program: kiwi,
        info: { status: "suspended", previous: "open" },
      }),
      "Ada changed the status of Kiwi from Open to Suspended.",
    ],
    [
      line({ type: "program.budget.update", program: kiwi, info: { budget: 1500000 } }),
      "Ada set the budget of Kiwi to 1,500,000.",
    ],
    [
      line({ type: "program.credits.charge", program: kiwi, info: { budget: 2000000, amount: 500000 } }),
      "Ada charged ¥500,000 to the budget of Kiwi, now ¥2,000,000.",
    ],
    [
      line({ type: "program.credits.charge", program: kiwi, info: { budget: 1000000, amount: -1000000 } }),
      "Ada took ¥1,000,000 back from the budget of Kiwi, now ¥1,000,000.",
    ],
    [
      line({ type: "program.test_form.created", program: kiwi, info: { title: "Test account" } }),
      "Ada added the test information form Test account to Kiwi.",
    ],
    [
      line({
        type: "program.test_info.accepted",
        user: bob,
        program: kiwi,
        info: { formTitle: "Test account" },
      }),
      "Ada accepted Bob's request for test information (Test account) for Kiwi.",
    ],
    [
      line({ type: "program.subscription.created", program: kiwi, info: {} }),
      "Ada started a subscription for Kiwi, waiting for payment.",
    ],
    // The payment operator's notice: no member did it.
    [
      line({ type: "program.subscription.activated", actor: null, program: kiwi, info: {} }),
      "The subscription of Kiwi was paid.",
    ],
    // Platform staff decide these: their names stay out of an organization's feed.
    [
      line({ type: "program.activation.rejected", actor: staff, program: kiwi, info: {} }),
      "Platform staff declined to publish Kiwi.",
    ],
    [
      line({ type: "org.bounty_approval.changed", actor: staff, info: { bountyApproved: true } }),
      "Platform staff allowed the organization to run bug bounty programs.",
    ],
    // Events without a name of their own say so once the program is deleted.
    [line({ type: "program.invite.created", info: {} }), "Ada created an invite link for a deleted program."],
  ])("%#: %s", async (activity, expected) => {
    expect(await sentenceOf(activity)).toBe(expected);
  });

  it("links people to their profiles, and nobody for a deleted account", async () => {
    await sentenceOf(
      line({ type: "org.member.removed", actor: null, user: bob, info: { role: "member", left: false } }),
    );
    expect(screen.getByRole("link", { name: "Bob" }).getAttribute("href")).toBe("/profiles/bob");
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("links a submitted report through its short link, and names it once the report is gone", async () => {
    const { unmount } = renderWithApp(
      <p data-testid="sentence">
        <ActivitySentence
          activity={line({
            type: "report.submitted",
            actor: bob,
            user: bob,
            program: kiwi,
            report: { id: "r1", title: "XSS in search", scopeSeverity: "high" },
            info: { number: 12 },
          })}
        />
      </p>,
    );
    expect((await screen.findByTestId("sentence")).textContent).toBe(
      "Bob submitted the report #12 XSS in search to Kiwi.",
    );
    expect(screen.getByRole("link", { name: "#12 XSS in search" }).getAttribute("href")).toBe("/ref/kiwi/12");
    unmount();

    await sentenceOf(
      line({ type: "report.submitted", actor: bob, user: bob, program: null, info: { number: 12 } }),
    );
    expect(screen.queryByRole("link", { name: "#12" })).toBeNull();
  });

  it("lets each language put the people where its grammar wants them", async () => {
    await i18n.changeLanguage("ja");
    expect(
      await sentenceOf(
        line({ type: "org.member.role.changed", user: bob, info: { from: "member", to: "triage" } }),
      ),
    ).toBe("AdaがBobのロールをメンバーからトリアージに変更しました。");
  });

  it("writes a program's events in Japanese, the amount with the language's separators", async () => {
    await i18n.changeLanguage("ja");
    expect(
      await sentenceOf(line({ type: "program.budget.update", program: kiwi, info: { budget: 1500000 } })),
    ).toBe("AdaがKiwiの予算を1,500,000に設定しました。");
  });

  it("lists changed fields the French way", async () => {
    await i18n.changeLanguage("fr");
    expect(await sentenceOf(line({ type: "org.updated", info: { fields: ["name", "bio"] } }))).toBe(
      "Ada a modifié le nom et la présentation de l'organisation.",
    );
  });
});

describe("fillSlots", () => {
  it("fills known slots and leaves unknown ones as text", () => {
    const parts = fillSlots("{{a}} and {{b}} but not {{toString}}", { a: "A", b: "B" });
    renderWithApp(<p data-testid="filled">{parts}</p>);
    return screen
      .findByTestId("filled")
      .then((p) => expect(p.textContent).toBe("A and B but not {{toString}}"));
  });
});
