# shellcheck shell=bash
# Source this file: the Node bootstrap lives in scripts/setup-node.sh.
# shellcheck source=../scripts/setup-node.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/setup-node.sh"
