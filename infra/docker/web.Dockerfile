# syntax=docker/dockerfile:1
# Catálogo web, two images from one build (issue 17):
#  - the default (last) stage: nginx with the SPA build (immutable hashed assets, gzip, security
#    headers); every path that is not a file goes to the web server (infra/nginx/default.conf);
#  - `--target ssr`: the web server (`node dist-server/main.js`) that renders a store's `/{slug}`
#    from the API and answers the SPA shell for the app's routes.
# docker build -f infra/docker/web.Dockerfile --build-arg VITE_API_URL=https://api.example.com -t catalogo-web .
# docker build -f infra/docker/web.Dockerfile --build-arg VITE_API_URL=https://api.example.com --target ssr -t catalogo-web-ssr .
FROM node:20.19-bookworm-slim AS build
RUN npm install -g pnpm@12
WORKDIR /repo
COPY . .
ARG VITE_API_URL=http://localhost:3000
ARG VITE_PUBLIC_URL=
# Public base URL of the images (S3_PUBLIC_URL); empty = images served by the API (VITE_API_URL).
ARG IMAGES_URL=
ENV VITE_API_URL=$VITE_API_URL \
    VITE_PUBLIC_URL=$VITE_PUBLIC_URL \
    IMAGES_URL=$IMAGES_URL
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @catalogo/contracts build \
 && pnpm --filter @catalogo/web exec vite build \
 && pnpm --filter @catalogo/web exec vite build --ssr server/main.ts --outDir dist-server --emptyOutDir \
 && find apps/web/dist -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' \) -exec gzip -9 -k {} \;
# The CSP's connect-src names the API origin the bundle was built for (and viacep only); img-src
# the API origin and the images' origin.
RUN API_ORIGIN="$(node -p 'new URL(process.env.VITE_API_URL).origin')" \
 && IMAGES_ORIGIN="$(node -p 'new URL(process.env.IMAGES_URL || process.env.VITE_API_URL).origin')" \
 && sed -e "s#connect-src 'self' http://localhost:3000 #connect-src 'self' ${API_ORIGIN} #" \
        -e "s#img-src 'self' data: http://localhost:3000 http://localhost:9000;#img-src 'self' data: ${API_ORIGIN} ${IMAGES_ORIGIN};#" \
      infra/nginx/security-headers.conf > /tmp/security-headers.conf \
 && grep -q "connect-src 'self' ${API_ORIGIN} https://viacep.com.br;" /tmp/security-headers.conf \
 && grep -q "img-src 'self' data: ${API_ORIGIN} ${IMAGES_ORIGIN};" /tmp/security-headers.conf

# The web server: one bundled file (no node_modules) and the client build it reads index.html,
# the manifest and the files from. Settings: PORT, API_INTERNAL_URL, API_PUBLIC_URL, IMAGES_URL,
# WEB_URL, PUBLIC_CATALOG_CACHE_TTL_MS, TRUST_PROXY (README "Web server").
FROM node:20.19-bookworm-slim AS ssr
ARG IMAGES_URL=
WORKDIR /app
ENV NODE_ENV=production PORT=3001 IMAGES_URL=$IMAGES_URL
COPY --from=build /repo/apps/web/dist ./dist
COPY --from=build /repo/apps/web/dist-server ./dist-server
USER node
EXPOSE 3001
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3001/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist-server/main.js"]

FROM nginx:1.27-bookworm AS runtime
COPY --from=build /tmp/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY infra/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD curl -fsS http://127.0.0.1:8080/nginx-health >/dev/null || exit 1
