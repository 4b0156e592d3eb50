#!/usr/bin/env bash
# Host packages the molecule scenarios need (real LXC containers): idempotent, run by `make molecule`.
set -euo pipefail
if ! command -v lxc-create >/dev/null 2>&1 || ! command -v debootstrap >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q lxc debootstrap python3-lxc rsync
fi
# lxc-net provides lxcbr0 + dnsmasq for container networking; no systemd as PID 1 here, so start it directly.
if ! ip link show lxcbr0 >/dev/null 2>&1; then
  /usr/libexec/lxc/lxc-net start
fi
