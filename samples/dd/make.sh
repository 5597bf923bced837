#!/bin/sh
# Make real dd outputs on this machine, for the dd importer's tests and the
# README: GNU dd on temporary files (a direct write with fdatasync, a
# direct read, a copy, a status=progress write) and on a loop device with
# direct I/O.  Each output is saved as samples/dd/<case>.txt after the
# command line that made it ("$ dd ..."), as a terminal shows them; the
# importer takes the conditions (op, bs, direct) from that line.
#
# Usage: sh samples/dd/make.sh    (the loop device needs root; without it
# those cases are skipped with a message)
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d /tmp/iodb-dd.XXXXXX) || exit 1
loop=
cleanup() {
	[ -n "$loop" ] && losetup -d "$loop"
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# run CASE COMMAND: run a dd command line in the C locale, save it and
# what dd printed (dd prints its summary on stderr)
run() {
	case_=$1
	shift
	printf '$ %s\n' "$*" >"$here/$case_.txt"
	if ! LC_ALL=C sh -c "$*" 2>>"$here/$case_.txt"; then
		echo "make.sh: $case_ failed (see $here/$case_.txt)" >&2
		return 1
	fi
	echo "made samples/dd/$case_.txt"
}

# files
run file-write-direct "dd if=/dev/zero of=$tmp/file bs=1M count=256 oflag=direct conv=fdatasync"
run file-read-direct "dd if=$tmp/file of=/dev/null bs=1M iflag=direct"
run file-copy "dd if=$tmp/file of=$tmp/copy bs=4M"
run file-write-4k-dsync "dd if=/dev/zero of=$tmp/small bs=4k count=2000 oflag=dsync"
# status=progress prints an update each second: make it last a few
run file-write-progress "dd if=/dev/urandom of=$tmp/progress bs=1M count=768 status=progress"

# a loop device over a 64 MiB file, with direct I/O
dd if=/dev/zero of="$tmp/backing" bs=1M count=64 status=none
loop=$(losetup -f --show --direct-io=on "$tmp/backing" 2>/dev/null ||
	losetup -f --show "$tmp/backing" 2>/dev/null)
if [ -z "$loop" ]; then
	echo "make.sh: losetup failed (not root, or no loop devices):" \
		"skipping the loop device cases" >&2
	exit 0
fi
run loop-write-direct "dd if=/dev/zero of=$loop bs=1M count=64 oflag=direct"
run loop-read-direct "dd if=$loop of=/dev/null bs=1M iflag=direct"
run loop-read-4k-direct "dd if=$loop of=/dev/null bs=4k count=8192 iflag=direct"
