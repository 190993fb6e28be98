#!/bin/bash
# background load: gzip random data at a random level and size, forever
while true; do
  head -c $(( (RANDOM % 24 + 8) * 1024 * 1024 )) "$1" | gzip -$(( RANDOM % 9 + 1 )) -c > /dev/null
done
