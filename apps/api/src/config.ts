import { isIP } from "node:net";
import { DEFAULT_CHAT_WEBHOOK_BASE_URL } from "@bounty/shared";
import { z } from "zod";
import { parseHooksBase } from "./chat/webhook-url.ts";
import { dataDirSecret } from "./lib/secret-file.ts";

const bool = z
  .enum(["0", "1", "true", "false"], { error: "Use 1/0 or true/false." })
  .transform((v) => v === "1" || v === "true");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
/** More hops than a real path has would believe what the client wrote. */
const MAX_PROXY_HOPS = 5;
/**
 * The widest range believed: a /8 of IPv4 (10.0.0.0/8), a /32 of IPv6. Wider ones (0.0.0.0/1 twice,
 * ::/0, ::ffff:0.0.0.0/96) would take every client for a proxy.
 */
const isAddressOrRange = (part: string) => {
  if (PROXY_NAMES.has(part)) return true;
  const [address = "", bits, ...rest] = part.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  const mappedV4 = family === 6 && address.toLowerCase().startsWith("::ffff:") && address.includes(".");
  const [narrowest, widest] = family === 4 ? [32, 8] : mappedV4 ? [128, 104] : [128, 32];
  return Number(bits) >= widest && Number(bits) <= narrowest;
};
/**
 * Whose X-Forwarded-For to believe: none (0); a hop count (1 behind one load balancer: the address it
 * appended, never what a client wrote before it); or the proxies' addresses and CIDR ranges,
 * comma-separated. Trusting every hop is refused: any client could then name its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string => {
    if (v === "" || v === "0" || v === "false") return false;
    if (/^\d{1,2}$/.test(v) && Number(v) <= MAX_PROXY_HOPS) return Number(v);
    const parts = v.split(",").map((p) => p.trim());
    if (parts.every(isAddressOrRange)) return parts.join(",");
    ctx.addIssue({
      code: "custom",
      message: `Use a hop count from 1 to ${MAX_PROXY_HOPS} (1 behind one load balancer), or the proxies' addresses or CIDR ranges no wider than /8 (IPv4) or /32 (IPv6), comma-separated; 0 trusts none.`,
    });
    return z.NEVER;
  });

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Unset: loopback only outside production (see loadConfig).
    HOST: z.string().optional(),
    PUBLIC_URL: z.url({ error: "Must be the site's address, e.g. https://bounty.example.com." }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "Must start with postgres:// or postgresql://.")
      .optional(),
    DATA_DIR: z.string().default("./data"),
    JWT_SECRET: z.string().min(32, "Use at least 32 characters.").optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    LOGIN_REQUEST_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "Must start with smtp:// or smtps://.")
      .optional(),
    MAIL_FROM: z.string().default("Bounty <no-reply@bounty.localhost>"),
    GITHUB_CLIENT_ID: z.string().optional(),
    GITHUB_CLIENT_SECRET: z.string().optional(),
    GITHUB_AUTHORIZE_URL: z.url().default("https://github.com/login/oauth/authorize"),
    GITHUB_TOKEN_URL: z.url().default("https://github.com/login/oauth/access_token"),
    GITHUB_API_URL: z.url().default("https://api.github.com"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
    RATE_LIMIT_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    // Spec 2 §9: volume spikes when a program goes public; one hunter cannot flood the platform.
    RATE_LIMIT_REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: trustProxy.default(false),
    WORKER: bool.default(true),
    /**
     * Bearer token that opens GET /metrics (Prometheus). Unset: /metrics answers 404, so an
     * installation never publishes its figures by accident.
     */
    METRICS_TOKEN: z.string().min(16, "Use at least 16 characters.").optional(),
    /** Files in an S3-compatible bucket instead of DATA_DIR/files: needed for more than one instance. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9_.-]+\/)*$/i, "Use folder names ending with /, e.g. bounty/.")
      .default(""),
    /**
     * On SIGTERM, how long readiness answers 503 before the server stops taking connections, so a
     * load balancer moves traffic away first (docs/deployment.md). In-flight requests then finish.
     */
    /**
     * PostgreSQL: a statement running longer is cancelled and its request answered 503, so a runaway
     * query cannot hold one of an instance's ten connections (0: no limit). Migrations run without it.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /**
     * After the drain, how long in-flight requests (a large download, an export) may take before the
     * process exits anyway, with status 1: a stuck request never holds a deploy.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST: z.string().optional(),
    // Platform staff (bounty approval, vdp publication): comma-separated account e-mails.
    /** Where 'Request demo' leads organizations not yet approved for bug bounty (mailto: or https:). */
    DEMO_REQUEST_URL: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "Use mailto:address or an https:// URL.")
      .optional(),
    PLATFORM_STAFF_EMAILS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const emails = value
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e !== "");
        const bad = emails.find((e) => !/^[^\s@]+@[^\s@]+$/.test(e));
        if (bad === undefined) return emails;
        ctx.addIssue({ code: "custom", message: `"${bad}" is not an e-mail address.` });
        return z.NEVER;
      }),
    /**
     * The operator's hosted checkout for vdp subscriptions (e.g. a Stripe Payment Link); the
     * platform adds `client_reference_id=<subscription id>` to its query. Unset: no subscriptions.
     */
    SUBSCRIPTION_CHECKOUT_URL: z
      .url({ protocol: /^https$/, error: "Must be an https:// address." })
      .refine((u) => !new URL(u).searchParams.has("client_reference_id"), {
        message: "Leave client_reference_id out: the platform adds it.",
      })
      .optional(),
    /** Signs the checkout's notices to POST /api/subscriptions/webhook (HMAC-SHA256). */
    SUBSCRIPTION_WEBHOOK_SECRET: z.string().min(32, "Use at least 32 characters.").optional(),
    CHAT_WIDGET_SCRIPT_URL: z.url().optional(),
    CHAT_WIDGET_APP_ID: z.string().optional(),
    CHAT_WEBHOOK_BASE_URL: z
      .string()
      .default(DEFAULT_CHAT_WEBHOOK_BASE_URL)
      .transform((value, ctx) => {
        const parsed = parseHooksBase(value);
        if (parsed.ok) return parsed.base;
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === "production" && !c.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "Production mode needs a real mail server: set SMTP_URL.",
      });
    }
    if (c.NODE_ENV === "production" && !c.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "Production mode needs JWT_SECRET." });
    }
    if (c.NODE_ENV === "production" && !c.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "Production mode needs PUBLIC_URL." });
    }
    if (!!c.GITHUB_CLIENT_ID !== !!c.GITHUB_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["GITHUB_CLIENT_SECRET"],
        message: "Set both GitHub id and secret.",
      });
    }
    if (!!c.SUBSCRIPTION_CHECKOUT_URL !== !!c.SUBSCRIPTION_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SUBSCRIPTION_WEBHOOK_SECRET"],
        message: "Set both the subscription checkout URL and its webhook secret, or neither.",
      });
    }
    if (!!c.S3_ACCESS_KEY_ID !== !!c.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "Set both the S3 access key id and its secret, or neither (the SDK's own credentials).",
      });
    }
    if (!!c.GOOGLE_CLIENT_ID !== !!c.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "Set both Google id and secret.",
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { HOST: string; PUBLIC_URL: string; JWT_SECRET: string };

export class ConfigError extends Error {}

/** Parses settings once; each bad value gets its own line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "settings"}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // Development serves the mailbox of sign-in links; listening beyond this machine is a choice.
    // `localhost` is every loopback address (Fastify listens on 127.0.0.1 and ::1), so the links,
    // which say localhost (a passkey's site cannot be an IP address), reach the app whichever one
    // the browser resolves it to.
    HOST: c.HOST ?? (c.NODE_ENV === "production" ? "0.0.0.0" : "localhost"),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    // Outside production (which refuses to start without one): a random secret kept in the data folder.
    JWT_SECRET: c.JWT_SECRET ?? dataDirSecret(c.DATA_DIR),
  };
}

/** For the server's and the commands' start: the settings, or the bad values' lines and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
