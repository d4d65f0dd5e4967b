#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=setup-node.sh
source scripts/setup-node.sh
echo "node $(node --version), npm $(npm --version)"

packages=()
# The end-to-end tests run in Debian's headless shell (playwright.config.ts).
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  packages+=(chromium-headless-shell)
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -z "${PG_BIN_DIR:-}" ] &&
  ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  packages+=(postgresql)
fi
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    as_root=()
  elif command -v sudo >/dev/null; then
    as_root=(sudo)
  else
    as_root=(missing)
  fi
  if ! command -v apt-get >/dev/null || [ "${as_root[*]}" = missing ]; then
    echo "The tests need ${packages[*]}: run this as root or with sudo on Debian, where it" >&2
    echo "installs them, or install them yourself (apt-get install ${packages[*]}) first." >&2
    exit 1
  fi
  echo "Installing Debian's ${packages[*]} for the tests"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi

# shellcheck source=install-packages.sh
source scripts/install-packages.sh

npm test
