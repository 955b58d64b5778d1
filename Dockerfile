# syntax=docker/dockerfile:1
# The app as one image: the client built by Vite, the server built into one JavaScript file
# (scripts/build-server.mjs) and run by node as `npm run serve` does, production dependencies only, as the
# unprivileged `node` user (decision 0011). The sources stay for the command-line tools (tsx).

FROM node:24.21.0-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.21.0-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24.21.0-slim
# MALLOC_ARENA_MAX: glibc gives each thread that allocates (V8's helpers, libuv's pool compressing answers)
# an arena of its own and keeps what it freed there; two arenas in all kept the app about 40-50 MB smaller
# after a minute of random filtered lists on the embedded database, at the same throughput (decision 0029).
# MALLOC_MMAP_THRESHOLD_: blocks of 64 KB and more (answers' buffers, compression windows, the sockets'
# 64 KB read buffers) are mapped and given back when freed, instead of glibc raising the threshold after the
# first such block and keeping them, freed, in its heap (decision 0029, "Memory, 2026-11-27 (second session)").
# npm run serve, README's process manager and the bench set the same two.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
COPY package.json tsconfig.json ./
COPY src ./src
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database and local photos live here (with DATABASE_URL and S3 photos, only scratch files).
VOLUME /data
EXPOSE 5000
# Liveness only: /readyz (database, storage) is for the load balancer, so an outage does not restart it.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (not npm), so SIGTERM reaches main.ts's graceful shutdown.
# A young generation of 4 MB semi-spaces (V8's default is 16): about 15-20 MB less memory under a crowd,
# the same throughput (decision 0010). npm run serve starts it the same way.
CMD ["node", "--max-semi-space-size=4", "dist/server/main.js"]
