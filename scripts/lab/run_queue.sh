#!/usr/bin/env bash
# Runs the commands listed in a queue file one after the other (one game at a time on a shared
# machine); lines may be appended while it runs. Each command's output goes to
# target/matches/q<N>.log. Usage: nohup scripts/lab/run_queue.sh target/matches/queue.txt &
set -uo pipefail
Q=${1:-target/matches/queue.txt}
i=1
while true; do
    line=$(sed -n "${i}p" "$Q")
    if [ -z "$line" ]; then sleep 10; line=$(sed -n "${i}p" "$Q"); [ -z "$line" ] && break; fi
    echo "$(date +%T) start q$i: $line"
    bash -c "$line" > "target/matches/q$i.log" 2>&1
    echo "$(date +%T) end q$i rc=$?"
    i=$((i+1))
done
