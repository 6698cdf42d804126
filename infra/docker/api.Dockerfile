# syntax=docker/dockerfile:1
# Catálogo API: multi-stage build, production dependencies only (pnpm deploy), non-root user.
# Build from the repository root:  docker build -f infra/docker/api.Dockerfile -t catalogo-api .
FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@12
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @catalogo/contracts build \
 && pnpm --filter @catalogo/list-parser build \
 && pnpm --filter @catalogo/api build \
 && pnpm --filter @catalogo/api deploy --prod --no-optional /out

FROM node:20.19-bookworm-slim AS runtime
# jemalloc instead of glibc's malloc, as sharp's documentation advises: glibc keeps the memory of
# decoded photos per thread, and a run of large uploads grew the process by 550–650 MB (51 MB
# with jemalloc; docs/adr/0034-photos-bytes-decide-one-decode.md). The link makes the path the same on amd64
# and arm64.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(find /usr/lib -name libjemalloc.so.2 | head -n 1)" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    PORT=3000 \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
COPY --from=build --chown=node:node /out ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start; `node dist/database/migrate.js` runs them as a one-off command.
CMD ["node", "dist/main.js"]
