#!/bin/sh
# make demo: iodb's main job on its default database: import the real
# outputs in samples/, benchmark a file in the current directory with the
# built-in runner, and write an HTML report of what is stored.  Safe to
# repeat: sources already imported are recognized by content.
set -eu
IODB=${IODB:-$(dirname "$0")/../iodb}
SAMPLES=$(dirname "$0")
DB=${IODB_DB:-${XDG_DATA_HOME:-$HOME/.local/share}/iodb/results.db}
echo "== iodb import samples/ (database: $DB)"
$IODB import "$SAMPLES"/fio-json/*.json "$SAMPLES"/fio-text/*.txt \
	"$SAMPLES"/fio-text/*.terse "$SAMPLES"/dd/*.txt \
	"$SAMPLES"/hdparm/*.txt || true
echo
echo "== iodb run --profile quick iodb-demo.dat (created here, removed after)"
$IODB run --profile quick --label demo iodb-demo.dat
echo
echo "== iodb ls"
$IODB ls | head -12
run=$($IODB ls --label demo | awk 'NR == 2 { print $1 }')
if [ -n "$run" ]; then
	echo
	echo "== iodb show $run"
	$IODB show "$run"
fi
echo
$IODB report -o iodb-report.html
echo "report: $(pwd)/iodb-report.html"
