#!/usr/bin/env bash
# Pack what the H200 test host needs into ONE git-ignored folder of the checkout (default .gpu/), which
# travels with the working tree to the device machine (at most 64 MiB a call, tree included):
#   .gpu/site.part.aa, .ab, .ac  the shared bundle (SGLang 0.5.17 and every package the image lacks; checked against
#                      site.tar.xz.sha256), trimmed of what no run imports (every test/ and tests/ folder,
#                      FlashInfer's CUTLASS headers under flashinfer/data/cutlass, zstandard's cffi backend, whose C
#                      backend is used), recompressed and split: tree and bundle together pass the 64 MiB (the
#                      tree counted as it most likely travels, a tar: 512 bytes of header and padding to 512 a
#                      file, which thousands of small corpus logs make about 5 MiB)
#   .gpu/site.parts    the parts' sha256 and the whole bundle's; scripts/h200_join.sh joins the parts on the host,
#                      one part per call within the machine's warm window
#   .gpu/model/        the shared tiny Llama config + tokenizer (served with --load-format dummy)
#   .gpu/wheels/       ansible-core (the version pinned in requirements.txt) and resolvelib as py3
#                      wheels; the image already has jinja2, PyYAML, MarkupSafe and packaging, and
#                      ansible-core imports cryptography only for vault, which the kit does not use
#   .gpu/MANIFEST      sha256 of every file above
# The kit itself travels as the working tree. scripts/h200_run.sh unpacks and runs it there. One call a part:
#   carry [.gpu/site.part.aa, .gpu/site.parts]: scripts/h200_join.sh   (exit 3: a part still missing)
#   carry [.gpu/site.part.ab, .gpu/site.parts]: scripts/h200_join.sh
#   carry [.gpu/site.part.ac, .gpu/site.parts, .gpu/model, .gpu/wheels, .gpu/MANIFEST]: scripts/h200_run.sh
#
# Usage: scripts/h200_pack.sh [--shared DIR] [--out DIR] [--wheels DIR] [--part-mb N]
#   --shared DIR   the shared folder holding gpu/site.tar.xz and gpu/model/ (default: ../shared, i.e.
#                  beside the checkout)
#   --out DIR      folder to fill, relative to the repo root (default: .gpu); emptied first
#   --wheels DIR   take the wheels from DIR instead of `pip download`
#   --part-mb N    largest part in MB (default 18: three parts; 28 made two, over the limit once the corpus
#                  passed 7,000 files)
# Exit status: 0 packed and under the limit, 1 over the limit or a file missing, 2 bad usage.
set -euo pipefail

LIMIT_BYTES=$((64 * 1024 * 1024))
ROOT=$(git rev-parse --show-toplevel)
SHARED="$ROOT/../shared"
OUTDIR=.gpu
WHEELS=""
PART_MB=18

while [ $# -gt 0 ]; do
  case "$1" in
    --shared) SHARED=$2; shift 2 ;;
    --out) OUTDIR=$2; shift 2 ;;
    --wheels) WHEELS=$2; shift 2 ;;
    --part-mb) PART_MB=$2; shift 2 ;;
    -h|--help) sed -n '2,25p' "$0"; exit 0 ;;
    *) echo "h200_pack: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

cd "$ROOT"
case "$PART_MB" in ''|*[!0-9]*|0) echo "h200_pack: --part-mb wants a whole number of MB above 0, got $PART_MB" >&2; exit 2 ;; esac
case "$OUTDIR" in /*|*..*) echo "h200_pack: --out must be a folder inside the checkout, got $OUTDIR" >&2; exit 2 ;; esac
if ! git check-ignore -q "$OUTDIR/"; then
  echo "/$OUTDIR/" >> "$(git rev-parse --git-path info/exclude)"
  echo "h200_pack: added /$OUTDIR/ to .git/info/exclude"
fi

for f in "$SHARED/gpu/site.tar.xz" "$SHARED/gpu/site.tar.xz.sha256" "$SHARED/gpu/model/config.json" \
         "$SHARED/gpu/model/tokenizer.json"; do
  [ -f "$f" ] || { echo "h200_pack: missing $f (set --shared)" >&2; exit 1; }
done

ANSIBLE_CORE=$(sed -n 's/^ansible-core==\([^ ;]*\).*/\1/p' requirements.txt)
[ -n "$ANSIBLE_CORE" ] || { echo "h200_pack: no ansible-core pin in requirements.txt" >&2; exit 1; }
# ansible-core 2.19 requires resolvelib >=0.5.3,<2.0.0 (only ansible-galaxy imports it).
RESOLVELIB=1.2.1

rm -rf "$OUTDIR"
mkdir -p "$OUTDIR/model" "$OUTDIR/wheels"

want=$(awk '{print $1}' "$SHARED/gpu/site.tar.xz.sha256")
have=$(sha256sum "$SHARED/gpu/site.tar.xz" | awk '{print $1}')
[ "$want" = "$have" ] || { echo "h200_pack: site.tar.xz sha256 $have, expected $want" >&2; exit 1; }
# Trim (a scratch folder removed on exit), recompress, split.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
tar -xJf "$SHARED/gpu/site.tar.xz" -C "$TMP"
find "$TMP" -depth -type d \( -name test -o -name tests \) -exec rm -rf {} +
rm -rf "$TMP/flashinfer/data/cutlass"
rm -f "$TMP"/zstandard/_cffi.*.so
(cd "$TMP" && tar -cf - .) | xz -9 -T0 > "$OUTDIR/site.tar.xz"
split -b "$((PART_MB * 1000000))" "$OUTDIR/site.tar.xz" "$OUTDIR/site.part."
(cd "$OUTDIR" && sha256sum site.part.* site.tar.xz > site.parts)
rm -f "$OUTDIR/site.tar.xz"
cp "$SHARED"/gpu/model/*.json "$OUTDIR/model/"

if [ -n "$WHEELS" ]; then
  cp "$WHEELS"/ansible_core-"$ANSIBLE_CORE"-py3-none-any.whl "$WHEELS"/resolvelib-"$RESOLVELIB"-py3-none-any.whl \
     "$OUTDIR/wheels/"
else
  python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
    -d "$OUTDIR/wheels" "ansible-core==$ANSIBLE_CORE" "resolvelib==$RESOLVELIB"
fi
[ "$(find "$OUTDIR/wheels" -name '*.whl' | wc -l)" -eq 2 ] || { echo "h200_pack: expected 2 wheels" >&2; exit 1; }

(cd "$OUTDIR" && find . -type f ! -name MANIFEST ! -name 'site.part.*' -print0 | sort -z | xargs -0 sha256sum > MANIFEST)

# What travels: tracked files and untracked files git does not ignore, plus the packed folder.
# A file as a tar holds it: a 512-byte header, its bytes padded to a multiple of 512.
tree_bytes=$( { git ls-files -z --cached; git ls-files -z --others --exclude-standard; } \
  | sort -zu | xargs -0 -r stat -c %s -- 2>/dev/null | awk '{s+=512+int(($1+511)/512)*512} END {print s+0}')
# The largest call: the biggest part with everything that is not a part.
rest_bytes=$(find "$OUTDIR" -type f ! -name 'site.part.*' -print0 | xargs -0 stat -c %s | awk '{s+=$1} END {print s+0}')
part_bytes=$(find "$OUTDIR" -type f -name 'site.part.*' -print0 | xargs -0 stat -c %s | sort -n | tail -1)
pack_bytes=$((rest_bytes + part_bytes))
total=$((tree_bytes + pack_bytes))
mib() { awk -v b="$1" 'BEGIN {printf "%.1f MiB", b / 1048576}'; }
echo "h200_pack: $OUTDIR $(mib "$pack_bytes") + working tree $(mib "$tree_bytes") = $(mib "$total")" \
     "(limit $(mib "$LIMIT_BYTES"))"
if [ "$total" -ge "$LIMIT_BYTES" ]; then
  echo "h200_pack: over the limit: remove large untracked files from the working tree" >&2
  exit 1
fi
echo "h200_pack: on the device, one call per part (all but the last: scripts/h200_join.sh), the last with"
echo "  carry [$OUTDIR/site.part.LAST, $OUTDIR/site.parts, $OUTDIR/model, $OUTDIR/wheels, $OUTDIR/MANIFEST]: scripts/h200_run.sh"
