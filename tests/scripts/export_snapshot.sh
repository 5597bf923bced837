#!/bin/sh
# Dry-run export of every input iodb reads (../shared/corpus, ../shared/blogs,
# samples/) into one file per input under OUT, so that two builds can be
# compared byte for byte (a structural change must not change any figure):
#
#   sh tests/scripts/export_snapshot.sh ./iodb /tmp/before
#   ... change, rebuild ...
#   sh tests/scripts/export_snapshot.sh ./iodb /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# Each output file holds the JSON on stdout, then the exit status and the
# diagnostics on stderr.  $IODB_SHARED overrides ../shared.
set -eu
IODB=$1
OUT=$2
SHARED=${IODB_SHARED:-$(dirname "$0")/../../../shared}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$OUT"
cd "$ROOT"
{
	[ -d "$SHARED/corpus" ] && find "$SHARED/corpus" "$SHARED/blogs" -type f
	find samples -type f ! -name '*.sh' ! -name '*.fio' ! -name '*.csv'
} | sort | while read -r f; do
	name=$(printf '%s' "$f" | sed 's|.*shared/||; s|/|__|g')
	{
		st=0
		"$IODB" import --dry-run --format-out json "$f" 2>"$OUT/.err" || st=$?
		echo "exit $st"
		sed "s|$SHARED/||g" "$OUT/.err"
	} >"$OUT/$name" 
done
rm -f "$OUT/.err"
