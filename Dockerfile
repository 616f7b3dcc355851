# Bounty's image: one process serving the API and the web app (docs/deployment.md). Build with
#   docker build -t bounty .
# The runtime stage holds the built output and the production dependencies only (scripts/
# production-install.mjs, which `npm test`'s production check also runs and starts), and runs as the
# unprivileged `node` user. Settings come from the environment (.env.example lists them).

FROM node:20-bookworm-slim AS build
# The lockfile is npm 11's (the image's npm 10 refuses it); production-install.mjs runs with it too.
RUN npm install -g npm@11 --no-audit --no-fund
WORKDIR /src
# The manifests first: the dependency layer is reused until the lockfile changes. No scripts yet:
# the root `prepare` builds the shared package from sources not copied in at this point.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs
RUN node scripts/production-install.mjs /app

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=0
COPY --from=build /app /app
# The embedded database and local files live under DATA_DIR; with DATABASE_URL and S3_* nothing does.
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The flags npm start uses (scripts/lib/build.mjs API_NODE_ARGS), which docs/performance.md measured.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "apps/api/dist/main.js"]
