import { describe, expect, it } from "vitest";
import {
  type ConversationCaller,
  type MessageFacts,
  refuseDeleteAttachment,
  refuseDeleteMessage,
  refuseEditMessage,
} from "./messages.policy.ts";

const hunter: ConversationCaller = { userId: "h", session: true, sender: true, organization: false };
const staff: ConversationCaller = { userId: "m", session: true, sender: false, organization: true };
const apiKey: ConversationCaller = { ...hunter, session: false };
const message = (over: Partial<MessageFacts> = {}): MessageFacts => ({
  senderId: "h",
  affiliation: "hunter",
  deleted: false,
  description: false,
  ...over,
});

describe("the conversation's refusals", () => {
  it("let the hunter edit and delete their own words, never with an API key", () => {
    expect(refuseEditMessage(hunter, message())).toBeNull();
    expect(refuseDeleteMessage(hunter, message())).toBeNull();
    expect(refuseEditMessage(apiKey, message())?.code).toBe("forbidden");
  });

  it("let the staff fix a colleague's message but never a hunter's", () => {
    expect(refuseEditMessage(staff, message({ senderId: "other", affiliation: "member" }))).toBeNull();
    expect(refuseEditMessage(staff, message())).toEqual({
      code: "forbidden",
      message: "You cannot edit this message.",
    });
    expect(refuseDeleteMessage(staff, message())?.message).toBe("You cannot delete this message.");
  });

  it("keep the description, which is edited instead, and say a deleted message is gone", () => {
    expect(refuseDeleteMessage(hunter, message({ description: true }))).toEqual({
      code: "conflict",
      message: "The description cannot be deleted; edit it instead.",
    });
    expect(refuseEditMessage(hunter, message({ deleted: true }))?.code).toBe("conflict");
    expect(refuseDeleteMessage(hunter, message({ deleted: true }))?.message).toBe(
      "This message was already deleted.",
    );
  });

  it("let each side delete the files of its own side's messages", () => {
    expect(refuseDeleteAttachment(hunter, message())).toBeNull();
    expect(refuseDeleteAttachment(staff, message({ senderId: "m", affiliation: "member" }))).toBeNull();
    expect(refuseDeleteAttachment(staff, message())?.code).toBe("forbidden");
  });
});
