#!/usr/bin/env bash
# Frame rate of the game: a 10-player autoplay match under Xvfb (Mesa's software Vulkan) for SECS
# seconds; prints frames rendered, seconds and the mean time per frame, from the layout report.
#   benches/frame-rate.sh [BINARY] [SECS]      (default: target/debug/uno-party 40)
set -euo pipefail
bin=${1:-target/debug/uno-party}
secs=${2:-40}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
UNO_PARTY_CONFIG_DIR="$dir/config" UNO_PARTY_DATA_DIR="$dir/data" \
  xvfb-run -a -s "-screen 0 1280x720x24" "$bin" --autoplay --players 10 --seed 3 --speed 1 \
  --quit-after "$secs" --layout-report "$dir/report.json" >/dev/null 2>&1 || true
python3 - "$dir/report.json" <<'PY'
import json, sys
f = json.load(open(sys.argv[1]))["frames"]
n, s = f["rendered"], f["seconds"]
print(f"{n} frames in {s:.1f} s: {n / s:.1f} frames/s, {1000 * s / n:.1f} ms a frame")
PY
