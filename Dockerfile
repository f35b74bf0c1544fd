# Masterly production image, for SQLite or PostgreSQL (DATABASE_URL decides at run time; one build serves
# both). Never built on our machines (no Docker engine): see docs/deployment.md §7.
#   docker build -t masterly .
#   docker run -d --name masterly -p 3000:3000 -e NEXTAUTH_SECRET="$(openssl rand -base64 32)" -e CERTIFICATE_SIGNING_KEY="$(openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)" -e APP_URL=http://localhost:3000 -v masterly-data:/app/data masterly
# On PostgreSQL add -e DATABASE_URL=postgresql://user:pass@host:5432/db. Several instances: compose.yaml.

# ---- build: dependencies (better-sqlite3 may compile from source), then `next build` ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# What `npm install`'s postinstall reads: it generates both clients (prisma/schema.prisma for SQLite,
# prisma/postgres/schema.prisma for PostgreSQL) through prisma.config.ts, which imports both adapter files.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY lib/db/adapter.ts lib/db/migrate-adapter.ts ./lib/
# Not `npm ci`: it refuses our lockfile (see .ci/run).
RUN npm install --no-audit --no-fund
COPY . .
# The build needs no environment: the server checks it when it starts (instrumentation.ts), and
# robots.txt and sitemap.xml read APP_URL per request. The build opens no real database (the
# catalogue prerenders empty), so the empty SQLite file it may leave is dropped.
RUN npm run build \
 && rm -rf data

# ---- runtime: the built app, run as the unprivileged `node` user ----
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATABASE_URL=file:./data/masterly.db
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# Uploads, the mail outbox and (with the default DATABASE_URL) the SQLite file.
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# One container: apply pending migrations (prisma.config.ts picks the SQLite or PostgreSQL folder from
# DATABASE_URL), then serve with server.mjs (Next plus the client address, as `npm start`); `exec` hands
# signals (docker stop) to it. With several instances, migrate
# once in a one-shot job and override this command (compose.yaml: `command:`).
CMD ["sh", "-c", "npx prisma migrate deploy && exec node server.mjs"]
