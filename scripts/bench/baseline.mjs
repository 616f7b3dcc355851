// B0: bare Fastify answering one primary-key SELECT on programs, with no auth, through the same
// driver and pool size as the API. The benchmark runs it as its own process, as it does the API.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get("/b0/:id", async (req) => {
  const { rows } = await pool.query("SELECT * FROM programs WHERE id = $1", [req.params.id]);
  return { data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
