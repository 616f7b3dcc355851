import { describe, expect, it, vi } from "vitest";
import { announceSignInConfirmed, onSignInConfirmedElsewhere } from "./sign-in-channel.ts";

describe("the sign-in channel", () => {
  it("tells a listening tab when another confirms, until it stops listening", async () => {
    const heard = vi.fn();
    const stop = onSignInConfirmedElsewhere(heard);
    announceSignInConfirmed();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
    announceSignInConfirmed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
