#!/usr/bin/env bash
# build.sh : javac (OpenJDK 17.0.15) -> /tmp/cnc/java/classes (one set of classes for both sides)
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd)
rm -rf /tmp/cnc/java/classes && mkdir -p /tmp/cnc/java/classes
javac -d /tmp/cnc/java/classes "$W"/src/*.java
