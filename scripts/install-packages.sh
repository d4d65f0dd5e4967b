# shellcheck shell=bash
# Source after setup-node.sh. better-sqlite3 must load in this Node, or `npm ci` rebuilds it.
if [ node_modules/.package-lock.json -nt package-lock.json ] &&
  node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null; then
  echo "npm packages up to date"
else
  npm ci --no-audit --no-fund
fi
