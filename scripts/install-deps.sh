#!/usr/bin/env bash
# Installs everything AsyncLab needs to build, test and package on Debian 12.
# Idempotent: when every package is already installed it returns at once.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkgconf git
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    libqcustomplot-dev libqcustomplot2.1-qt6
    libeigen3-dev libopenblas-dev libjemalloc-dev graphviz libbenchmark-dev
    xvfb xauth python3-numpy dpkg-dev file clang-format help2man
    fonts-noto-cjk python3-dev pybind11-dev zlib1g-dev
)

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    if [[ "$status" != "installed" ]]; then
        missing+=("$pkg")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all ${#packages[@]} packages already installed"
    exit 0
fi

echo "install-deps: installing ${#missing[@]} missing package(s): ${missing[*]}"

sudo=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
        sudo=(sudo)
    else
        echo "install-deps: not root and sudo is not available; run as root" >&2
        exit 1
    fi
fi

export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${packages[@]}"
echo "install-deps: done"
