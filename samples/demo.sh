#!/bin/sh
# make demo: iodb's main job on a scratch database in the current
# directory (./iodb-demo.db; the default database is never touched):
# import the real outputs in samples/, benchmark a file in the current
# directory with the built-in runner, and write an HTML report of what is
# stored.  Safe to repeat: sources already imported are recognized by
# content.  IODB_DEMO_DB names another database.
set -eu
IODB=${IODB:-$(dirname "$0")/../iodb}
SAMPLES=$(dirname "$0")
DB=${IODB_DEMO_DB:-./iodb-demo.db}
echo "== database: $DB (a scratch database here; your default database is not used)"
echo "== iodb import samples/"
# the samples were made on one machine: fio on a file, dd on a file and on
# a loop device, hdparm on the loop device; each label is one of those
$IODB --db "$DB" import --label "samples: fio on a file" \
	"$SAMPLES"/fio-json/*.json "$SAMPLES"/fio-text/*.txt \
	"$SAMPLES"/fio-text/*.terse || true
$IODB --db "$DB" import --label "samples: dd on a file" \
	"$SAMPLES"/dd/file-*.txt || true
$IODB --db "$DB" import --label "samples: loop device" \
	"$SAMPLES"/dd/loop-*.txt "$SAMPLES"/hdparm/*.txt || true
echo
echo "== iodb run --profile quick iodb-demo.dat (created here, removed after)"
$IODB --db "$DB" run --profile quick --label demo iodb-demo.dat
echo
echo "== iodb ls"
$IODB --db "$DB" ls | head -12
run=$($IODB --db "$DB" ls --label demo | awk 'NR == 2 { print $1 }')
if [ -n "$run" ]; then
	echo
	echo "== iodb show $run"
	$IODB --db "$DB" show "$run"
fi
echo
$IODB --db "$DB" report -o iodb-report.html
echo "report: $(pwd)/iodb-report.html (database: $DB)"
