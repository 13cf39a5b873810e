#!/usr/bin/env bash
# Runs Mosquitto with FTR's configuration (mosquitto.conf and acl beside this script) on a port of its own:
#   infra/mosquitto/start-broker.sh <folder> <port> <user>:<password> [<user>:<password> …]
# It writes the password file (mosquitto_passwd -b) and the configuration into <folder>, then becomes the
# broker (exec), listening on 127.0.0.1:<port> only, nothing persisted. The MQTT tests start their brokers
# with it; it also gives a developer a broker that behaves as production's (no anonymous client, ACLs).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
folder="$1"
port="$2"
shift 2
[ "$#" -gt 0 ] || { echo "usage: $0 <folder> <port> <user>:<password> …" >&2; exit 2; }
mosquitto_bin="$(command -v mosquitto || echo /usr/sbin/mosquitto)"
mkdir -p "$folder"
rm -f "$folder/passwd"
touch "$folder/passwd"
chmod 600 "$folder/passwd"
for account in "$@"; do
  mosquitto_passwd -b "$folder/passwd" "${account%%:*}" "${account#*:}"
done
# The shipped settings, with this broker's listener, files and no persistence; run as the caller (a broker
# started by root would otherwise drop to the mosquitto user, who cannot read the caller's password file).
grep -Ev '^(listener|password_file|acl_file|persistence|persistence_location|log_dest|pid_file)( |$)' "$here/mosquitto.conf" >"$folder/mosquitto.conf"
cat >>"$folder/mosquitto.conf" <<CONF
listener $port 127.0.0.1
password_file $folder/passwd
acl_file $here/acl
persistence false
user $(id -un)
log_dest stderr
log_type error
log_type warning
CONF
exec "$mosquitto_bin" -c "$folder/mosquitto.conf"
