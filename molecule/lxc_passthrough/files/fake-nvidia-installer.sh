#!/bin/sh
# Test double for NVIDIA-Linux-x86_64-VERSION.run (no GPU, no download): it insists on
# --no-kernel-module, as the real installer must get inside a container, and installs only the
# file the driver-match check reads, libnvidia-ml.so.VERSION (VERSION from its own file name).
set -eu
version=$(basename "$0" .run)
version=${version#NVIDIA-Linux-x86_64-}
case " $* " in
  *" --no-kernel-module "*) ;;
  *) echo "fake installer: refusing without --no-kernel-module" >&2; exit 2 ;;
esac
libdir=/usr/lib/x86_64-linux-gnu
mkdir -p "$libdir"
: > "$libdir/libnvidia-ml.so.$version"
ln -sf "libnvidia-ml.so.$version" "$libdir/libnvidia-ml.so.1"
echo "fake installer: userspace $version installed (no kernel module)"
