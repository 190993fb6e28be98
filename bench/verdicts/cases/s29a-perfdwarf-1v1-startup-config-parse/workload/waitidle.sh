#!/bin/bash
# waitidle.sh CORES [MAXWAIT]: wait (up to MAXWAIT s, default 300) until at least CORES cores
# were idle over a 1 s window; prints the idle measurement.
need=$1; max=${2:-300}; t0=$(date +%s)
while :; do
  read -r _ u n s i w x y z _ < /proc/stat; a=$((u+n+s+i+w+x+y+z)); ai=$((i+w))
  sleep 1
  read -r _ u n s i w x y z _ < /proc/stat; b=$((u+n+s+i+w+x+y+z)); bi=$((i+w))
  idle=$(awk -v d=$((b-a)) -v di=$((bi-ai)) -v c=$(nproc) 'BEGIN{printf "%.2f", c*di/d}')
  if awk -v i=$idle -v n=$need 'BEGIN{exit !(i>=n)}'; then echo "idle cores: $idle"; exit 0; fi
  if [ $(( $(date +%s) - t0 )) -ge $max ]; then echo "idle cores: $idle (gave up waiting)"; exit 0; fi
done
