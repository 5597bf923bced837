#!/bin/sh
# make demo: iodb's main job on its default database: import the real
# outputs in samples/ and show what was stored.  Safe to repeat: sources
# already imported are recognized by content and not added twice.
set -eu
cd "$(dirname "$0")/.."
IODB=${IODB:-./iodb}
DB=$($IODB help >/dev/null; sh -c 'echo "${IODB_DB:-${XDG_DATA_HOME:-$HOME/.local/share}/iodb/results.db}"')
echo "== iodb import samples/ (database: $DB)"
$IODB import samples/fio-json/*.json samples/fio-text/*.txt \
	samples/fio-text/*.terse samples/dd/*.txt samples/hdparm/*.txt || true
echo
echo "== iodb ls"
$IODB ls | head -12
run=$($IODB ls --input-format fio-json | awk 'NR == 2 { print $1 }')
if [ -n "$run" ]; then
	echo
	echo "== iodb show $run"
	$IODB show "$run"
fi
