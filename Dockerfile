# syntax=docker/dockerfile:1
# Boneyard: the web app built once, served with the game server by one Node process.
# docker compose up (see docker-compose.yml) runs it with Redis.

FROM node:20-bookworm-slim AS base
RUN npm install -g pnpm@12.4.2
WORKDIR /app
# Workspace manifests first, so dependency layers are cached across source changes.
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml ./
COPY packages/engine/package.json packages/engine/
COPY packages/bots/package.json packages/bots/
COPY packages/fair/package.json packages/fair/
COPY packages/protocol/package.json packages/protocol/
COPY packages/table/package.json packages/table/
COPY packages/result/package.json packages/result/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/cli/package.json apps/cli/
COPY apps/e2e/package.json apps/e2e/

FROM base AS build
RUN pnpm install --frozen-lockfile
COPY packages packages
COPY apps apps
# The web app (static files) and the server (one JavaScript bundle, dist/main.js).
RUN pnpm --filter @boneyard/web build && pnpm --filter @boneyard/server build

FROM base AS runtime
ENV NODE_ENV=production
# Only what the server needs at run time: its third-party packages and the bundle (the workspace
# packages are inside it; no TypeScript loader).
RUN pnpm install --frozen-lockfile --prod --filter "@boneyard/server..."
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/build apps/web/build
WORKDIR /app/apps/server
USER node
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/main.js"]
