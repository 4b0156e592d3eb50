#!/usr/bin/env bash
# Host packages and services the molecule scenarios need (real LXC containers): idempotent, run by
# `make molecule`. No systemd as PID 1 on the test machines, so lxc-net is started directly.
set -euo pipefail
if ! command -v lxc-create >/dev/null 2>&1 || ! command -v debootstrap >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q lxc debootstrap python3-lxc rsync
fi

# lxc-net = the lxcbr0 bridge + NAT rules + its own dnsmasq (DHCP and DNS for the containers).
# A machine can keep the bridge and /run/lxc/network_up from an earlier session while that dnsmasq is gone
# (processes end with a session, network state does not): containers then boot without an address and
# every apt-get inside fails with "Temporary failure resolving". Check the dnsmasq itself, by the PID in
# lxc-net's own pid file and its command line, never by name.
varrun=/run/lxc
bridge=lxcbr0
lxc_dnsmasq_alive() {
  local pid
  pid=$(cat "$varrun/dnsmasq.pid" 2>/dev/null) || return 1
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  tr '\0' ' ' 2>/dev/null < "/proc/$pid/cmdline" | grep -q -- "dnsmasq .*--interface=$bridge"
}
if [[ ! -f $varrun/network_up ]] || ! lxc_dnsmasq_alive; then
  if ! lxc_dnsmasq_alive; then
    # stale: drop the pid file so that lxc-net's `stop force` cannot kill -9 a reused PID
    rm -f "$varrun/dnsmasq.pid"
  fi
  rm -f "$varrun/network_up"
  echo "host-setup: starting lxc-net (bridge $bridge, NAT, dnsmasq)"
  /usr/libexec/lxc/lxc-net start
fi
if ! lxc_dnsmasq_alive; then
  echo "host-setup: lxc-net is up but its dnsmasq is not running: containers get no address or DNS" >&2
  exit 1
fi
echo "host-setup: lxc-net up, dnsmasq PID $(cat "$varrun/dnsmasq.pid") on $bridge"
