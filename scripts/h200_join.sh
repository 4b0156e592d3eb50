#!/usr/bin/env bash
# Join the bundle's parts on the H200 test host, across calls. A call carries at most 64 MiB (working tree
# included), so scripts/h200_pack.sh splits the trimmed bundle into .gpu/site.part.aa, .ab, ... and lists them with
# their sha256 in .gpu/site.parts (the last line is the whole bundle's sum). Each call carries one part and
# site.parts and runs this script first (scripts/h200_run.sh and scripts/h200_collect_logs.sh do): it keeps the parts
# it is given in $KIT_H200_ROOT/parts (the machine stays warm about 30 s between calls), and once all are there it
# writes .gpu/site.tar.xz, checked against the whole sum.
# Usage: scripts/h200_join.sh   (from the repo root)
# Exit status: 0 the bundle is whole (joined now, or carried whole, or already unpacked), 3 a part is still missing
# (carry it in the next call, within the warm window), 1 a part or the joined bundle has the wrong sha256.
set -uo pipefail

PACK=${PACK:-$(pwd)/.gpu}
KIT_H200_ROOT=${KIT_H200_ROOT:-/opt/sglang-kit}
PARTS="$KIT_H200_ROOT/parts"
[ -f "$PACK/site.tar.xz" ] && exit 0
[ -f "$KIT_H200_ROOT/site/.complete" ] && exit 0
[ -f "$PACK/site.parts" ] || { echo "h200_join: neither .gpu/site.tar.xz nor .gpu/site.parts was carried" >&2; exit 1; }
mkdir -p "$PARTS"
sum_of() { awk -v n="$1" '$2 == n || $2 == "*" n {print $1}' "$PACK/site.parts"; }
listed() { awk '$2 != "site.tar.xz" {print $2}' "$PACK/site.parts"; }  # the parts, in order
for f in "$PACK"/site.part.*; do
  [ -f "$f" ] || continue
  want=$(sum_of "$(basename "$f")")
  [ -n "$want" ] || { echo "h200_join: $(basename "$f") is not listed in site.parts: skipped" >&2; continue; }
  have=$(sha256sum "$f" | awk '{print $1}')
  [ "$want" = "$have" ] || { echo "h200_join: $(basename "$f") sha256 $have, expected $want" >&2; exit 1; }
  cp "$f" "$PARTS/"
  echo "h200_join: kept $(basename "$f") in $PARTS"
done
# Parts kept by an earlier call (a warm machine) may be of another pack: drop any whose sum is not this one's.
for f in "$PARTS"/site.part.*; do
  [ -f "$f" ] || continue
  want=$(sum_of "$(basename "$f")")
  if [ -z "$want" ] || [ "$(sha256sum "$f" | awk '{print $1}')" != "$want" ]; then
    echo "h200_join: dropped $(basename "$f") kept from another pack" >&2
    rm -f "$f"
  fi
done
missing=$(listed | while read -r n; do
  [ -f "$PARTS/$n" ] || echo "$n"; done)
if [ -n "$missing" ]; then
  echo "h200_join: still missing: $(echo "$missing" | tr '\n' ' ')(carry it next, within the warm window)" >&2
  exit 3
fi
listed | while read -r n; do cat "$PARTS/$n"; done \
  > "$PACK/site.tar.xz.tmp"
want=$(awk '$2 == "site.tar.xz" {print $1}' "$PACK/site.parts")
have=$(sha256sum "$PACK/site.tar.xz.tmp" | awk '{print $1}')
[ "$want" = "$have" ] || { echo "h200_join: joined bundle sha256 $have, expected $want" >&2; rm -f "$PACK/site.tar.xz.tmp"; exit 1; }
mv -f "$PACK/site.tar.xz.tmp" "$PACK/site.tar.xz"
echo "h200_join: joined $(listed | wc -l) parts into .gpu/site.tar.xz"
