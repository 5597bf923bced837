#!/bin/sh
# Make real hdparm outputs on this machine, for the hdparm importer's tests
# and the README: hdparm -tT and hdparm -tT --direct on a loop device over a
# 64 MiB file.  Each output is saved as samples/hdparm/<case>.txt after the
# command line that made it ("# hdparm ...").
#
# Usage: sh samples/hdparm/make.sh    (needs root for losetup and hdparm,
# and hdparm itself: apt-get install hdparm; skipped with a message
# otherwise)
set -u
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v hdparm >/dev/null 2>&1; then
	echo "make.sh: hdparm is not installed (apt-get install hdparm):" \
		"nothing made" >&2
	exit 0
fi
tmp=$(mktemp -d /tmp/iodb-hdparm.XXXXXX) || exit 1
loop=
cleanup() {
	[ -n "$loop" ] && losetup -d "$loop"
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

dd if=/dev/zero of="$tmp/backing" bs=1M count=64 status=none
loop=$(losetup -f --show "$tmp/backing" 2>/dev/null)
if [ -z "$loop" ]; then
	echo "make.sh: losetup failed (not root, or no loop devices):" \
		"nothing made" >&2
	exit 0
fi

# run CASE COMMAND: save the command line and what hdparm printed
run() {
	case_=$1
	shift
	printf '# %s\n' "$*" >"$here/$case_.txt"
	if ! LC_ALL=C sh -c "$*" >>"$here/$case_.txt" 2>&1; then
		echo "make.sh: $case_ failed (see $here/$case_.txt)" >&2
		return 1
	fi
	echo "made samples/hdparm/$case_.txt"
}

run loop-tT "hdparm -tT $loop"
run loop-tT-direct "hdparm -tT --direct $loop"
