#!/bin/sh
# Runs the command given while a spinning shell keeps one core busy (the busy-host test), and
# exits with the command's status.
sh -c 'while :; do :; done' &
spinner=$!
"$@"
status=$?
kill "$spinner"
exit "$status"
