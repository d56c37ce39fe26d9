#!/usr/bin/env bash
# The image's build steps (issue 28, ADR 0048), one script for the Dockerfile and for CI (no Docker engine there):
#   deploy/build-image.sh build <out>   install, build the three apps, warm Deno's cache, stage the runtime tree in <out>
#   deploy/build-image.sh verify <tree> [--no-apps]  check a staged tree (or the checkout): the apps built (unless
#                                       --no-apps), the API's modules type-check, the production environment check
#                                       refuses what it must, the nginx site parses (when nginx is installed)
# Environment: REUSE_NODE_MODULES=1 skips `npm install` (CI has just run it).
set -euo pipefail
cd "$(dirname "$0")/.."
step="${1:-}"
target="${2:-}"

stage() {
  local out="$1"
  if [ "${REUSE_NODE_MODULES:-}" != 1 ]; then npm install --no-audit --no-fund; fi
  npm run build
  # Deno compiles the API once here, so an instance starts without writing a cache (DENO_DIR in the image).
  node_modules/.bin/deno cache api/src/main.ts api/scripts/migrate.ts
  mkdir -p "$out"
  # What runs: the API, the built apps, the workspace packages it imports, the scripts of npm run serve / migrate /
  # backup / restore. Sources of the apps, tests and Storybook stay behind.
  tar -cf - package.json package-lock.json deno.json patches api/src api/migrations api/scripts api/dev \
    rules openapi deploy apps/*/dist apps/*/package.json apps/shared ui-kit/package.json stories/package.json \
    | tar -xf - -C "$out"
  cp -a node_modules "$out/"
  (cd "$out" && npm prune --omit=dev --no-audit --no-fund >/dev/null)
}

verify() {
  local tree="$1"
  if [ "${2:-}" != --no-apps ]; then
    for app in traveller partner-portal admin; do
      test -f "$tree/apps/$app/dist/index.html" || { echo "not built: apps/$app"; exit 1; }
    done
  fi
  # The production check refuses an incomplete environment with one line per problem (exit 1).
  if (cd "$tree" && env -i PATH="$PATH" APP_MODE=production DATABASE_URL=postgres://x@db/x \
    node_modules/.bin/deno run -A api/src/lib/env.ts >/tmp/mz-env-check.$$ 2>&1); then
    echo "production accepted an incomplete environment"; exit 1
  fi
  grep -q 'PUBLIC_URL' /tmp/mz-env-check.$$ || { cat /tmp/mz-env-check.$$; exit 1; }
  rm -f /tmp/mz-env-check.$$
  (cd "$tree" && node_modules/.bin/deno check api/src/main.ts >/dev/null)
  if command -v nginx >/dev/null; then
    local dir; dir="$(mktemp -d)"
    openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout "$dir/k" -out "$dir/c" 2>/dev/null
    UPSTREAM_SERVERS='server 127.0.0.1:8080;' HTTP_LISTEN=127.0.0.1:18080 HTTPS_LISTEN=127.0.0.1:18443 \
      PUBLIC_HOST='$host' SERVER_NAME=localhost TLS_CERT="$dir/c" TLS_KEY="$dir/k" REQUEST_ID='$request_id' \
      node -e 'const fs=require("fs");process.stdout.write(fs.readFileSync(process.argv[1],"utf8").replace(/\$\{(\w+)\}/g,(m,n)=>process.env[n]??m))' \
      "$tree/deploy/nginx/mozturismo.conf.template" >"$dir/site.conf"
    # nginx -t opens the access log: under a test runner stdout is a socket, which /dev/stdout cannot open (ENXIO).
    sed -i "s#/dev/stdout#$dir/access.log#" "$dir/site.conf"
    printf 'pid %s/pid;\nerror_log %s/err;\nevents {}\nhttp { include %s/site.conf; }\n' "$dir" "$dir" "$dir" >"$dir/nginx.conf"
    nginx -t -q -c "$dir/nginx.conf" -p "$dir"
    rm -rf "$dir"
  fi
  echo "image tree verified: $tree"
}

case "$step" in
  build) stage "${target:?out folder}" ;;
  verify) verify "${target:-.}" "${3:-}" ;;
  *) echo "usage: deploy/build-image.sh build <out> | verify [<tree>]"; exit 2 ;;
esac
