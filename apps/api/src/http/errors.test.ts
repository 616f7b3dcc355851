import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./errors.ts";

const appThrowing = async (err: unknown) => {
  const app = Fastify();
  registerErrorHandler(app, { spaFallback: false });
  app.get("/boom", async () => {
    throw err;
  });
  await app.ready();
  return app;
};

describe("races answer 409", () => {
  it.each([
    ["a unique violation", { code: "23505" }],
    ["an exclusion violation", { code: "23P01" }],
    ["a serialization failure", { code: "40001" }],
    ["a deadlock", { code: "40P01" }],
    ["a unique violation wrapped by Drizzle", { cause: { code: "23505" } }],
  ])("%s is a 409 with a message", async (_, fields) => {
    const app = await appThrowing(Object.assign(new Error("duplicate key"), fields));
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "conflict",
      message: "Someone changed this at the same moment. Nothing was saved: reload and try again.",
    });
  });

  it("any other database error stays a 500 that says nothing", async () => {
    const app = await appThrowing(Object.assign(new Error("syntax"), { code: "42601" }));
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe("Something went wrong on our side.");
  });
});
