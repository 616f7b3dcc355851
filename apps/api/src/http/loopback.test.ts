import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback.ts";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.255.3.9", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "::FFFF:127.0.0.2"])(
    "admits %s",
    (a) => expect(isLoopbackAddress(a)).toBe(true),
  );

  it.each([
    undefined,
    "",
    "192.0.2.2",
    "10.0.0.1",
    "128.0.0.1",
    "::ffff:192.0.2.2",
    "::2",
    "fe80::1",
    "127.0.0.1.example",
    "localhost",
  ])("refuses %s", (a) => expect(isLoopbackAddress(a)).toBe(false));
});
