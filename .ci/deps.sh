#!/bin/sh
# Install every Debian package iodb needs to build, test, fuzz, benchmark
# and render reports.  Idempotent; run as root (or with sudo available).
set -e
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo
PKGS="build-essential pkg-config
	libsqlite3-dev sqlite3 libxml2-dev libcjson-dev libcsv-dev
	libcairo2-dev libpango1.0-dev liburing-dev nettle-dev libblkid-dev
	fio python3 clang clang-format poppler-utils fonts-noto-cjk
	fonts-dejavu-core chromium
	util-linux coreutils hdparm e2fsprogs"
missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
		missing="$missing $p"
done
if [ -n "$missing" ]; then
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
		--no-install-recommends $missing
fi
