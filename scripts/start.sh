#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=setup-node.sh
source scripts/setup-node.sh
# shellcheck source=install-packages.sh
source scripts/install-packages.sh

npm run build
exec npm start
