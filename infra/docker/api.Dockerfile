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
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /out ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run at start; `node dist/database/migrate.js` runs them as a one-off command.
CMD ["node", "dist/main.js"]
