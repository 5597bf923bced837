#!/bin/sh
# make demo: import the samples into the default database and show them.
set -eu
IODB=${IODB:-./iodb}
echo "== importing samples/ into $($IODB version | cut -d' ' -f1-2)'s default database"
$IODB import samples/fio-json samples/fio-text samples/dd samples/hdparm 2>&1 || true
echo
echo "== iodb ls"
$IODB ls | head -20
run=$($IODB ls | awk 'NR == 2 { print $1 }')
if [ -n "$run" ]; then
	echo
	echo "== iodb show $run"
	$IODB show "$run"
fi
