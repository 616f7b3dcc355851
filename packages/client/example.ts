// The README's example, type-checked with the package (`npx tsc -p packages/client`).
import { createBountyClient } from "@bounty/client";

const bounty = createBountyClient({
  baseUrl: "https://bounty.example.com",
  // A session's access token, or an API key (keys read reports; writing needs a session).
  token: process.env.BOUNTY_TOKEN,
});

const { data, error } = await bounty.GET("/api/reports", {
  params: { query: { view: "org", organization: process.env.BOUNTY_ORGANIZATION, state: ["new"] } },
});
if (error) throw new Error(error.error.message);
// The list also exports CSV (with Accept: text/csv), so its answer is typed as JSON or text.
if (typeof data !== "object") throw new Error("Expected a JSON page of reports");

for (const report of data.data) {
  console.log(`#${report.number} ${report.title} (${report.severity ?? "unrated"})`);
  const sent = await bounty.POST("/api/messages", {
    body: { report: report.id, content: "Thanks for the report: we are looking at it." },
  });
  if (sent.error) console.error(`#${report.number}: ${sent.error.error.message}`);
}
