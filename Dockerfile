# ElimuHub as one image: `docker compose up` runs it behind a proxy with PostgreSQL and Redis (compose.yaml).
# syntax=docker/dockerfile:1

# Dependencies, with the tools better-sqlite3 needs when no prebuilt binary fits.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The public site, the admin and the bundled server.
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only, built against the same libc as the runtime.
FROM deps AS production-deps
RUN npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# Share cards (/cards/…png) draw their text in DejaVu Sans; a slim image has no fonts at all.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY src ./src
# The open lists `npm run import` loads (docs/data-sources.md).
COPY open-data ./open-data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means the database answers and has this version's schema; Node is the only tool in a slim image.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/main.js"]
