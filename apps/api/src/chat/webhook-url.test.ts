import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts";
import { checkWebhookUrl, parseHooksBase } from "./webhook-url.ts";

const slack = new URL("https://hooks.slack.com/");
const allowed = (url: string, base = slack) => checkWebhookUrl(url, base)?.href ?? null;

describe("checkWebhookUrl against https://hooks.slack.com/", () => {
  it("accepts a webhook address under the hooks address, normalized", () => {
    expect(allowed("https://hooks.slack.com/services/T0/B0/abc")).toBe(
      "https://hooks.slack.com/services/T0/B0/abc",
    );
    expect(allowed("HTTPS://HOOKS.SLACK.COM:443/services/T0/B0/abc")).toBe(
      "https://hooks.slack.com/services/T0/B0/abc",
    );
  });

  it.each([
    ["another host", "https://example.com/services/T0/B0/abc"],
    ["a look-alike suffix", "https://hooks.slack.com.evil.test/services/T0/B0/abc"],
    ["a look-alike prefix", "https://evilhooks.slack.com/services/T0/B0/abc"],
    ["a sibling subdomain", "https://api.slack.com/services/T0/B0/abc"],
    ["a subdomain of it", "https://x.hooks.slack.com/services/T0/B0/abc"],
    ["user info naming the host", "https://hooks.slack.com@evil.test/services/T0/B0/abc"],
    ["user info on the right host", "https://user:pass@hooks.slack.com/services/T0/B0/abc"],
    ["a trailing-dot host", "https://hooks.slack.com./services/T0/B0/abc"],
    ["another port", "https://hooks.slack.com:8443/services/T0/B0/abc"],
    ["plain http", "http://hooks.slack.com/services/T0/B0/abc"],
    ["another scheme", "ftp://hooks.slack.com/services/T0/B0/abc"],
    ["an IPv4 literal", "https://127.0.0.1/services/T0/B0/abc"],
    ["a shorthand IPv4 literal", "https://127.1/services/T0/B0/abc"],
    ["a hex IPv4 literal", "https://0x7f.0.0.1/services/T0/B0/abc"],
    ["the metadata address", "https://169.254.169.254/latest/meta-data"],
    ["an IPv6 literal", "https://[::1]/services/T0/B0/abc"],
    ["an IPv4-mapped IPv6 literal", "https://[::ffff:127.0.0.1]/services/T0/B0/abc"],
    ["the bare hooks address", "https://hooks.slack.com/"],
    ["a fragment", "https://hooks.slack.com/services/T0/B0/abc#x"],
    ["not a URL", "hooks.slack.com/services/T0/B0/abc"],
    ["an empty string", ""],
  ])("refuses %s", (_what, url) => {
    expect(allowed(url)).toBeNull();
  });

  it("keeps a path prefix: a base with a path refuses addresses outside it", () => {
    const base = new URL("https://hooks.example.test/services/");
    expect(allowed("https://hooks.example.test/services/T0/abc", base)).not.toBeNull();
    expect(allowed("https://hooks.example.test/servicesX/abc", base)).toBeNull();
    expect(allowed("https://hooks.example.test/admin", base)).toBeNull();
    expect(allowed("https://hooks.example.test/services/../admin", base)).toBeNull();
  });

  it("accepts an IP literal only when the base is that same loopback literal", () => {
    const base = new URL("https://127.0.0.1:8443/");
    expect(allowed("https://127.0.0.1:8443/services/x", base)).not.toBeNull();
    expect(allowed("https://127.0.0.2:8443/services/x", base)).toBeNull();
    expect(allowed("https://localhost:8443/services/x", base)).toBeNull();
    expect(allowed("https://127.0.0.1:8444/services/x", base)).toBeNull();
  });
});

describe("CHAT_WEBHOOK_BASE_URL", () => {
  it("defaults to the chat provider's hooks address", () => {
    expect(loadConfig({}).CHAT_WEBHOOK_BASE_URL).toBe("https://hooks.slack.com/");
  });

  it("normalizes the address to end in a slash", () => {
    expect(loadConfig({ CHAT_WEBHOOK_BASE_URL: "https://127.0.0.1:8443" }).CHAT_WEBHOOK_BASE_URL).toBe(
      "https://127.0.0.1:8443/",
    );
    expect(parseHooksBase("https://hooks.example.test/services")).toEqual({
      ok: true,
      base: "https://hooks.example.test/services/",
    });
  });

  it.each([
    ["http://hooks.slack.com/", "CHAT_WEBHOOK_BASE_URL: Must start with https://."],
    ["hooks.slack.com", "CHAT_WEBHOOK_BASE_URL: Must be a URL such as https://hooks.slack.com/."],
    ["https://u:p@hooks.slack.com/", "CHAT_WEBHOOK_BASE_URL: Must have no user name"],
    ["https://hooks.slack.com/?a=1", "CHAT_WEBHOOK_BASE_URL: Must have no user name"],
    ["https://10.0.0.1/", "CHAT_WEBHOOK_BASE_URL: Must name a host"],
  ])("refuses %s at startup", (value, message) => {
    expect(() => loadConfig({ CHAT_WEBHOOK_BASE_URL: value })).toThrow(message);
  });
});

describe("isPublicAddress", () => {
  it.each(["8.8.8.8", "172.32.0.1", "2a00:1450:4001::1", "::ffff:8.8.8.8"])("%s is public", (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });

  it.each([
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "127.0.0.1",
    "127.255.0.9",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "192.0.2.1",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "2001:db8::1",
    "2002:c0a8:101::1",
    "64:ff9b::a00:1",
    "::ffff:10.0.0.1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "not an address",
  ])("%s is not", (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });

  it("knows loopback, IPv4-mapped included", () => {
    for (const a of ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ["10.0.0.1", "::", "localhost"]) expect(isLoopbackAddress(a)).toBe(false);
  });
});
