import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { describeError, describeErrorMessage } from "./describe-error.ts";
import { i18n } from "./i18n.ts";

const t = i18n.t.bind(i18n);

describe("error page texts (spec §8)", () => {
  it.each([
    [
      "Forbidden",
      "You are not allowed to access this resource. The resource might not exist or you don't have a right to access.",
    ],
    ["Unauthorized", "Please sign up/in to access the resource."],
    ["Failed to fetch", "Failed to fetch page data. Please check your internet connection."],
  ])("'%s' gives the spec's text", (message, text) => {
    expect(describeErrorMessage(message, t).message).toBe(text);
  });

  it("shows any other message as it is", () => {
    expect(describeErrorMessage("The report was withdrawn.", t)).toEqual({
      title: "Error",
      message: "The report was withdrawn.",
    });
  });

  it("maps API failures to the same texts", () => {
    expect(describeError(new ApiError(403, "forbidden", "No."), t).title).toBe("Forbidden");
    expect(describeError(new ApiError(401, "unauthorized", "No."), t).title).toBe("Unauthorized");
    expect(describeError(new ApiError(0, "network", "Failed to fetch"), t).isTransient).toBe(true);
    expect(describeError(new ApiError(404, "not_found", "User not found."), t)).toMatchObject({
      status: 404,
      message: "This page does not exist",
    });
  });
});
