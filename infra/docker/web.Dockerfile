# syntax=docker/dockerfile:1
# Catálogo web: the static SPA build served by nginx (SPA fallback, immutable hashed assets,
# no-cache index.html, gzip, security headers).
# docker build -f infra/docker/web.Dockerfile --build-arg VITE_API_URL=https://api.example.com -t catalogo-web .
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
 && find apps/web/dist -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' -o -name '*.json' \) -exec gzip -9 -k {} \;
# The CSP's connect-src names the API origin the bundle was built for (and viacep only); img-src
# the API origin and the images' origin.
RUN API_ORIGIN="$(node -p 'new URL(process.env.VITE_API_URL).origin')" \
 && IMAGES_ORIGIN="$(node -p 'new URL(process.env.IMAGES_URL || process.env.VITE_API_URL).origin')" \
 && sed -e "s#connect-src http://localhost:3000 #connect-src ${API_ORIGIN} #" \
        -e "s#img-src 'self' data: http://localhost:3000 http://localhost:9000;#img-src 'self' data: ${API_ORIGIN} ${IMAGES_ORIGIN};#" \
      infra/nginx/security-headers.conf > /tmp/security-headers.conf \
 && grep -q "connect-src ${API_ORIGIN} https://viacep.com.br;" /tmp/security-headers.conf \
 && grep -q "img-src 'self' data: ${API_ORIGIN} ${IMAGES_ORIGIN};" /tmp/security-headers.conf

FROM nginx:1.27-bookworm AS runtime
COPY --from=build /tmp/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY infra/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/web/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD curl -fsS http://127.0.0.1:8080/ >/dev/null || exit 1
