# One multi-stage build for the whole monorepo; each part is its own target:
#   docker build --target gateway .   (also: catalog, community, companies, media, provision, backup)
# The base image is pinned to a Node release (README "Operations": upgrading images).
FROM node:20.18.1-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY services/catalog/package.json services/catalog/
COPY services/community/package.json services/community/
COPY services/companies/package.json services/companies/
COPY services/media/package.json services/media/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# Compose brings its own PostgreSQL, so the embedded one (an optional dependency) stays out of the images.
RUN npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:20.18.1-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/scripts ./scripts
USER node

FROM runtime AS provision
CMD ["node", "scripts/provision.js"]

# Scheduled backups (compose's `backup` service): pg_dump 15 from Debian, the same major as compose's PostgreSQL.
FROM runtime AS backup
USER root
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 && rm -rf /var/lib/apt/lists/*
USER node
CMD ["node", "scripts/backup-schedule.js"]

# Every process runs with a heap ceiling: V8 then grows the heap by ~1.35× the live data between full
# collections instead of up to 4×, and the smaller young generation saves 16 MB more (as scripts/start.js
# does; README, Operations).
FROM runtime AS catalog
COPY --from=build /app/services/catalog ./services/catalog
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "scripts/healthcheck.js", "catalog"]
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "services/catalog/dist/main.js"]

FROM runtime AS community
COPY --from=build /app/services/community ./services/community
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "scripts/healthcheck.js", "community"]
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "services/community/dist/main.js"]

FROM runtime AS companies
COPY --from=build /app/services/companies ./services/companies
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "scripts/healthcheck.js", "companies"]
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "services/companies/dist/main.js"]

FROM runtime AS media
COPY --from=build /app/services/media ./services/media
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "scripts/healthcheck.js", "media"]
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "services/media/dist/main.js"]

FROM runtime AS gateway
COPY --from=build /app/gateway ./gateway
COPY --from=build /app/web/dist ./web/dist
# The server renderer: without it every page would go out as the client-rendered shell.
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/healthz').then(r=>process.exit(r.status<500||r.status===503?0:1),()=>process.exit(1))"]
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=8", "gateway/dist/main.js"]
