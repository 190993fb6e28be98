#!/usr/bin/env bash
# Compiles the one class used by both sides (the change is switched by -Dchange).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/cna/java/classes
javac -d /tmp/cna/java/classes ReqLoop.java
