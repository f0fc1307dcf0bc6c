# warbench in a container, for shards on a cluster (docs/shards.md): the
# official Node 20 image, this repository, its runtime dependencies, and the
# CLI's bundle built once so each shard starts at once.
#   docker build -t warbench:0.1.0 .
#   docker run --rm -v "$PWD/out:/app/out" warbench:0.1.0 run experiments/assault-grade-matrix.yaml --quick
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY bin ./bin
COPY src ./src
COPY rulesets ./rulesets
COPY patches ./patches
COPY experiments ./experiments
COPY schema ./schema
COPY assets ./assets
COPY data ./data
COPY bench ./bench
COPY tsconfig.json ./
# build the bundle (node_modules/.cache/warbench) now, not in every shard
RUN node bin/warbench.mjs --help > /dev/null
ENTRYPOINT ["node", "/app/bin/warbench.mjs"]
CMD ["--help"]
