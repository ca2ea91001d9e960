#!/usr/bin/env bash
# Installs the Debian 12 packages GPU TCO Explorer needs to build, test and run. Idempotent: packages already
# present are skipped, so the second run costs a second.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libqt6sql6-sqlite libsqlite3-dev nlohmann-json3-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools linguist-qt6
    catch2 fonts-noto-cjk xvfb xauth poppler-utils qt6-translations-l10n
    clang libclang-rt-14-dev
    desktop-file-utils appstream dpkg-dev
    libbenchmark-dev time clang-tidy python3
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
