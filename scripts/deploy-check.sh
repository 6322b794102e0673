#!/usr/bin/env bash
# Performs docs/deployment.md on this machine and checks the result, so the guide cannot rot.
#
#   Run, as root, from the repository:   bash scripts/deploy-check.sh
#
# By hand, not in CI: about 5 minutes on 2 cores. It needs root (nginx, a system user, a read-only
# mount), the npm registry (or npm's cache), Debian's nginx (installed with apt-get when missing) and a
# PostgreSQL 15+ on 127.0.0.1:5432 that trusts the user postgres; without that PostgreSQL it checks the
# build and the install only, and says so. It runs with the `node` first on PATH (Node 20, 22 or 24).
#
# Safe on a shared machine: everything it makes is named after the run (DEPLOY_CHECK_NAME, by default
# deploy_check_ and six random hex digits): the database, its role, the system user the instances run
# as, the folder; its ports are free ones it picks and holds a lock on. It refuses to start when a name
# it would make already exists, never drops or deletes what it did not make, and takes a lock on its
# name so that two runs of the same name cannot overlap. Two runs side by side do not meet.
#
# What it does, with the files the guide has the operator copy (deploy/*), never a copy of them:
#  1. builds this working tree (`npm ci`, `npm run build`), and an older version: the commit before
#     migration 0012 (DEPLOY_CHECK_OLD_REF to choose another);
#  2. ships each built tree as a tarball without node_modules into releases/<version>, `npm ci --omit=dev`;
#  3. a role and a database on the local PostgreSQL, the environment file from deploy/provisoire.env.example;
#  4. two instances as deploy/provisoire@.service runs them (its ExecStart, WorkingDirectory,
#     Environment and EnvironmentFile lines, as its User, with no new privileges and the release
#     read-only), since systemd is not always PID 1; nginx with deploy/nginx-provisoire.conf, TLS
#     with a certificate made for the check;
#  5. the old version serves, a learner signs up; `npm run backup`; the upgrade to this version one
#     instance at a time under load; the learner's rows and session are still there;
#  6. sign-up and sign-in through nginx, request ids, /metrics hidden, mail sent through SMTP_URL;
#  7. a rolling restart under load, `npm start` without build tools, and a rollback under load.
# Under load (about 30 requests a second through nginx: two GETs and a POST): no request may be
# answered 5xx or fail, and nginx may never be left without a live instance; restarts with no pause.
#
# Settings: DEPLOY_CHECK_NAME (letters, digits and _), DEPLOY_CHECK_DIR (/tmp/<name>, which must not
# exist), DEPLOY_CHECK_SOURCE (worktree, or a git ref such as HEAD), DEPLOY_CHECK_OLD_REF,
# DEPLOY_CHECK_KEEP=1 (keep the folder), DEPLOY_CHECK_RATE (30 requests/s), DEPLOY_CHECK_PORT (the first of
# six ports in a row: nginx https, the two instances, nginx http, SMTP, a scratch instance; by default a
# free block between 20000 and 59999), DEPLOY_CHECK_PG_HOST and DEPLOY_CHECK_PG_PORT (127.0.0.1, 5432; the
# user postgres, without a password).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUN=${DEPLOY_CHECK_NAME:-deploy_check_$(openssl rand -hex 3)}
CHECK=${DEPLOY_CHECK_DIR:-/tmp/$RUN}
SOURCE=${DEPLOY_CHECK_SOURCE:-worktree}
RATE=${DEPLOY_CHECK_RATE:-30}
PG_HOST=${DEPLOY_CHECK_PG_HOST:-127.0.0.1} PG_PORT=${DEPLOY_CHECK_PG_PORT:-5432}
DB=$RUN ROLE=${RUN}_app APP_USER=$RUN
SRV=$CHECK/srv/provisoire
NGX=$CHECK/nginx
LOGS=$CHECK/logs
UNIT=$CHECK/provisoire@.service
ENVFILE=$CHECK/provisoire.env
# The node on PATH, first also on the instances' PATH (npm start, npm run backup).
SYSTEMD_PATH=$(dirname "$(command -v node)"):/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

declare -A PIDS=()
SUMMARY=()
STARTED=$SECONDS
RESULT=FAIL
CREATED_USER='' CREATED_DB='' CREATED_ROLE='' CREATED_DIR='' NGINX_UP='' LOAD_PID='' SMTP_PID=''

say() { printf '\n== %s\n' "$*"; }
ok() { SUMMARY+=("PASS  $1${2:+: $2}"); printf 'PASS  %s%s\n' "$1" "${2:+: $2}"; }
skip() { SUMMARY+=("SKIP  $1${2:+: $2}"); printf 'SKIP  %s%s\n' "$1" "${2:+: $2}"; }
fail() {
  SUMMARY+=("FAIL  $1${2:+: $2}")
  printf 'FAIL  %s%s\n' "$1" "${2:+: $2}" >&2
  exit 1
}
# Runs a step quietly into its log; on failure shows the end of the log.
quiet() {
  local log=$1
  shift
  if ! "$@" >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    return 1
  fi
}
pg() { PGOPTIONS='-c client_min_messages=warning' psql -X -q -v ON_ERROR_STOP=1 -h "$PG_HOST" -p "$PG_PORT" -U postgres "$@"; }
app_sql() { pg -d "$DB" -Atc "$1"; }
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=new Function("j","return "+process.argv[1])(JSON.parse(s));console.log(typeof v==="object"?JSON.stringify(v):v)})' "$1"; }

# An HTTP request: prints the status; the body goes to $CHECK/body, the headers to $CHECK/headers.
http() {
  local method=$1 url=$2
  shift 2
  curl -sS -X "$method" --cacert "$NGX/cert.pem" -o "$CHECK/body" -D "$CHECK/headers" -w '%{http_code}' \
    --max-time 20 "$@" "$url" || echo 000
}
# Polls a URL until it answers 200 (at most $2 seconds).
wait_200() {
  local url=$1 limit=${2:-60} start=$SECONDS
  until [[ $(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url" || true) == 200 ]]; do
    ((SECONDS - start < limit)) || return 1
    sleep 0.2
  done
}

cleanup() {
  local rc=$?
  set +e
  [[ -n $LOAD_PID ]] && kill "$LOAD_PID" 2>/dev/null
  for name in "${!PIDS[@]}"; do kill -TERM "${PIDS[$name]}" 2>/dev/null; done
  for name in "${!PIDS[@]}"; do wait "${PIDS[$name]}" 2>/dev/null; done
  [[ -n $NGINX_UP && -f $NGX/nginx.pid ]] && kill -QUIT "$(cat "$NGX/nginx.pid")" 2>/dev/null && sleep 0.5
  [[ -n $SMTP_PID ]] && kill "$SMTP_PID" 2>/dev/null
  # Only what this run made: a name that existed before it was refused, never taken over.
  [[ -n $CREATED_DB ]] && pg -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1
  [[ -n $CREATED_ROLE ]] && pg -d postgres -c "DROP ROLE IF EXISTS $ROLE" >/dev/null 2>&1
  [[ -n $CREATED_USER ]] && userdel "$CREATED_USER" 2>/dev/null
  if [[ $RESULT != PASS* && -d $LOGS ]]; then
    cp "$NGX"/*.log "$CHECK/load.json" "$LOGS/" 2>/dev/null
    local kept=/tmp/$RUN-logs-$(date +%s)
    cp -r "$LOGS" "$kept" && echo "Logs kept in $kept" >&2
  fi
  if [[ ${DEPLOY_CHECK_KEEP:-} == 1 ]]; then echo "Kept $CHECK"; elif [[ -n $CREATED_DIR ]]; then rm -rf "$CHECK"; fi
  echo
  echo "== deploy-check: $RESULT in $((SECONDS - STARTED)) s"
  printf '%s\n' "${SUMMARY[@]}"
  [[ $RESULT == PASS* ]] || exit $((rc == 0 ? 1 : rc))
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[[ $(id -u) == 0 ]] || fail "root" "run as root: it installs nginx, adds a system user and mounts the release read-only"
for tool in git node npm curl openssl tar unshare setpriv runuser; do
  command -v "$tool" >/dev/null || fail "tools" "$tool is missing"
done
# The guide names the files this script runs: a renamed file breaks the check, not only the guide.
for file in deploy/provisoire@.service deploy/provisoire.env.example deploy/nginx-provisoire.conf scripts/deploy-check.sh; do
  [[ -f $REPO/$file ]] || fail "files" "$file is missing"
  grep -qF "$file" "$REPO/docs/deployment.md" || fail "docs/deployment.md" "does not name $file"
done
[[ $RUN =~ ^[a-z][a-z0-9_]{2,24}$ ]] || fail "DEPLOY_CHECK_NAME" "'$RUN': 3 to 25 lower-case letters, digits or _"
# One run of a name at a time; the lock goes with the process, however it ends.
exec {NAME_LOCK}>"/run/lock/$RUN.lock"
flock -n "$NAME_LOCK" || fail "lock" "another deploy-check named $RUN is running"
# Six free ports in a row, each block held by a lock while the run lasts (two runs never pick one block).
port_block_free() {
  local p
  for p in $(seq "$1" $(($1 + 5))); do (: </dev/tcp/127.0.0.1/$p) 2>/dev/null && return 1; done
  return 0
}
take_ports() {
  exec {PORT_LOCK}>"/run/lock/deploy-check-ports-$1.lock"
  flock -n "$PORT_LOCK" && port_block_free "$1" && return 0
  exec {PORT_LOCK}>&-
  return 1
}
BASE=''
if [[ -n ${DEPLOY_CHECK_PORT:-} ]]; then
  take_ports "$DEPLOY_CHECK_PORT" || fail "ports" "$DEPLOY_CHECK_PORT to $((DEPLOY_CHECK_PORT + 5)): one is taken"
  BASE=$DEPLOY_CHECK_PORT
else
  for _ in $(seq 50); do
    candidate=$((20000 + RANDOM % 4000 * 10))
    take_ports "$candidate" && BASE=$candidate && break
  done
  [[ -n $BASE ]] || fail "ports" "no six free ports in a row found"
fi
NGINX_PORT=$BASE A_PORT=$((BASE + 1)) B_PORT=$((BASE + 2)) HTTP_PORT=$((BASE + 3)) SMTP_PORT=$((BASE + 4)) SCRATCH_PORT=$((BASE + 5))
SITE=https://localhost:$NGINX_PORT
# DEPLOY_CHECK_REUSE=1 (with DEPLOY_CHECK_KEEP=1 and the same DEPLOY_CHECK_NAME before): the builds and
# releases of the last run are used again, to work on the later steps without waiting for the first two.
REUSE=''
if [[ ${DEPLOY_CHECK_REUSE:-} == 1 && -d $SRV/releases/new/node_modules && -d $SRV/releases/old/node_modules ]]; then
  REUSE=1
  find "$CHECK" -mindepth 1 -maxdepth 1 ! -name build ! -name srv -exec rm -rf {} +
  rm -f "$SRV/current"
else
  [[ ! -e $CHECK ]] || fail "DEPLOY_CHECK_DIR" "$CHECK exists: a run makes its own folder, and deletes only that"
fi
CREATED_DIR=1
mkdir -p "$CHECK" "$LOGS" "$SRV/releases" "$NGX"
chmod 755 "$CHECK"

# ---------------------------------------------------------------------------------------------
say "1. Build once: npm ci, npm run build (this tree, then the older version)"
OLD_REF=${DEPLOY_CHECK_OLD_REF:-}
if [[ -z $OLD_REF ]]; then
  added=$(git -C "$REPO" log --diff-filter=A --format=%H -- apps/server/src/db/migrations/0012_login_devices.sql | tail -n 1)
  [[ -n $added ]] || fail "older version" "no commit adds migration 0012: set DEPLOY_CHECK_OLD_REF"
  OLD_REF=$added^
fi
OLD_SHA=$(git -C "$REPO" rev-parse --short "$OLD_REF")
if [[ -n $REUSE ]]; then
  NEW_NAME="the last run's build"
elif [[ $SOURCE == worktree ]]; then
  mkdir -p "$CHECK/build/new" "$CHECK/build/old"
  # What is checked out, changes included, without what git ignores (node_modules, builds, data).
  (cd "$REPO" && git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) |
    tar -x -C "$CHECK/build/new"
  NEW_NAME="working tree of $(git -C "$REPO" rev-parse --short HEAD)"
else
  mkdir -p "$CHECK/build/new" "$CHECK/build/old"
  git -C "$REPO" archive "$SOURCE" | tar -x -C "$CHECK/build/new"
  NEW_NAME=$(git -C "$REPO" rev-parse --short "$SOURCE")
fi
[[ -n $REUSE ]] || git -C "$REPO" archive "$OLD_REF" | tar -x -C "$CHECK/build/old"
count_migrations() { ls "$1"/apps/server/src/db/migrations/*.sql | wc -l; }
NEW_MIGRATIONS=$(count_migrations "$CHECK/build/new")
OLD_MIGRATIONS=$(count_migrations "$CHECK/build/old")
((OLD_MIGRATIONS < NEW_MIGRATIONS)) || fail "older version" "$OLD_SHA has $OLD_MIGRATIONS migrations, not fewer than $NEW_MIGRATIONS"

build_tree() {
  local name=$1 dir=$CHECK/build/$1 t=$SECONDS
  (cd "$dir" && quiet "$LOGS/npm-ci-$name.log" npm ci) || fail "npm ci ($name)" "see above: the lock and package.json disagree?"
  local ci=$((SECONDS - t))
  t=$SECONDS
  (cd "$dir" && quiet "$LOGS/build-$name.log" npm run build) || fail "npm run build ($name)"
  ok "build $name" "npm ci ${ci} s, npm run build $((SECONDS - t)) s"
}
if [[ -n $REUSE ]]; then
  skip "build" "DEPLOY_CHECK_REUSE=1: the last run's builds"
else
  build_tree new
  build_tree old
fi
ok "versions" "old $OLD_SHA ($OLD_MIGRATIONS migrations), new $NEW_NAME ($NEW_MIGRATIONS migrations); Node $(node -v), npm $(npm -v); run $RUN on ports $BASE-$((BASE + 5))"

# ---------------------------------------------------------------------------------------------
say "2. Ship the built tree, npm ci --omit=dev"
ship() {
  local name=$1 release=$SRV/releases/$1 tarball=$CHECK/provisoire-$1.tgz t=$SECONDS
  tar -C "$CHECK/build/$name" --exclude=node_modules --exclude=./data --exclude=./.git -czf "$tarball" .
  mkdir -p "$release"
  tar -xzf "$tarball" -C "$release"
  (cd "$release" && quiet "$LOGS/npm-ci-omit-dev-$name.log" npm ci --omit=dev) || fail "npm ci --omit=dev ($name)"
  [[ ! -e $release/node_modules/vite ]] || fail "npm ci --omit=dev ($name)" "vite is installed: dev dependencies came too"
  [[ -e $release/node_modules/tsx ]] || fail "npm ci --omit=dev ($name)" "tsx (npm run backup) is missing"
  ok "ship $name" "tarball $(du -h "$tarball" | cut -f1), npm ci --omit=dev $((SECONDS - t)) s, node_modules $(du -sh "$release/node_modules" | cut -f1)"
}
if [[ -n $REUSE ]]; then
  skip "ship" "DEPLOY_CHECK_REUSE=1: the last run's releases"
else
  ship new
  ship old
fi

# ---------------------------------------------------------------------------------------------
say "3. The database, the user, the environment file, the unit"
if ! pg -d postgres -Atc 'SELECT 1' >/dev/null 2>&1; then
  skip "PostgreSQL" "no PostgreSQL answers on $PG_HOST:$PG_PORT as postgres: the instances, nginx, the upgrade and the restarts were not checked"
  RESULT="PASS (build and install only)"
  exit 0
fi
PG_VERSION=$(pg -d postgres -Atc 'SHOW server_version')
[[ ${PG_VERSION%%.*} -ge 15 ]] || fail "PostgreSQL" "$PG_VERSION: the guide asks for 15 or newer"
PG_PASSWORD=$(openssl rand -hex 16)
[[ -z $(pg -d postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$DB'") ]] ||
  fail "database" "$DB exists: not this run's (choose another DEPLOY_CHECK_NAME)"
[[ -z $(pg -d postgres -Atc "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'") ]] ||
  fail "database" "the role $ROLE exists: not this run's (choose another DEPLOY_CHECK_NAME)"
# As the guide: a role that owns its database, and nothing else.
pg -d postgres -c "CREATE ROLE $ROLE LOGIN PASSWORD '$PG_PASSWORD'" >/dev/null
CREATED_ROLE=1
pg -d postgres -c "CREATE DATABASE $DB OWNER $ROLE" >/dev/null
CREATED_DB=1
pg -d postgres -c "REVOKE ALL ON DATABASE $DB FROM PUBLIC" >/dev/null
ok "database" "PostgreSQL $PG_VERSION, role $ROLE owning $DB"

# The unit, with only this machine's paths and this run's user put in; the rest is read from it as it is.
NODE=$(command -v node)
sed -e "s|/srv/provisoire|$SRV|g" -e "s|/etc/provisoire/provisoire.env|$ENVFILE|g" \
  -e "s|^ExecStart=/usr/bin/node |ExecStart=$NODE |" -e "s|^User=.*|User=$APP_USER|" \
  -e "s|^Group=.*|Group=$APP_USER|" "$REPO/deploy/provisoire@.service" >"$UNIT"
unit_get() { sed -n "s/^$1=//p" "$UNIT"; }
if command -v systemd-analyze >/dev/null; then
  cp "$UNIT" "$CHECK/provisoire@$A_PORT.service"
  verify=$(systemd-analyze verify "$CHECK/provisoire@$A_PORT.service" 2>&1) ||
    fail "systemd-analyze verify" "$verify"
  # Unknown or misspelt lines are only warnings to systemd: refused here.
  if grep -v -e "Special user nobody" -e "^$" <<<"$verify" | grep -q .; then fail "systemd-analyze verify" "$verify"; fi
  exposure=$(systemd-analyze security --offline=true "$CHECK/provisoire@$A_PORT.service" 2>/dev/null | sed -n 's/.*Overall exposure level for [^:]*: //p')
  ok "unit" "systemd-analyze verify clean; security exposure ${exposure:-?}"
else
  skip "unit" "no systemd-analyze here"
fi

# The unit's user, as the guide makes it, named after the run (removed again at the end).
id "$APP_USER" >/dev/null 2>&1 && fail "user" "$APP_USER exists: not this run's (choose another DEPLOY_CHECK_NAME)"
useradd --system --user-group --home-dir "$CHECK/var/lib/provisoire" --no-create-home --shell /usr/sbin/nologin "$APP_USER"
CREATED_USER=$APP_USER
# StateDirectory= and CacheDirectory=: made by systemd, owned by the unit's user.
mkdir -p "$CHECK/var/lib/provisoire" "$CHECK/var/cache/provisoire"
chown "$APP_USER:$APP_USER" "$CHECK/var/lib/provisoire" "$CHECK/var/cache/provisoire"

# The environment file: the example with each CHANGE-ME given a value.
sed -e "s|^PUBLIC_URL=.*|PUBLIC_URL=$SITE|" \
  -e "s|^DATABASE_URL=.*|DATABASE_URL=postgres://$ROLE:$PG_PASSWORD@$PG_HOST:$PG_PORT/$DB|" \
  -e "s|^CODE_SECRET=.*|CODE_SECRET=$(openssl rand -hex 32)|" \
  -e "s|^METRICS_TOKEN=.*|METRICS_TOKEN=$(openssl rand -hex 24)|" \
  -e "s|^SMTP_URL=.*|SMTP_URL=smtp://check:$(openssl rand -hex 8)@127.0.0.1:$SMTP_PORT|" \
  -e "s|CHANGE-ME.example|deploy-check.example|g" \
  -e "s|/var/lib/provisoire|$CHECK/var/lib/provisoire|g" -e "s|/var/cache/provisoire|$CHECK/var/cache/provisoire|g" \
  "$REPO/deploy/provisoire.env.example" >"$ENVFILE"
if grep -v '^#' "$ENVFILE" | grep -q CHANGE-ME; then
  fail "environment file" "a CHANGE-ME this check does not fill: $(grep -v '^#' "$ENVFILE" | grep CHANGE-ME | cut -d= -f1 | tr '\n' ' ')"
fi
grep -Eq '^(PORT|HOST|NODE_ENV)=' "$ENVFILE" && fail "environment file" "sets PORT, HOST or NODE_ENV, which would override the unit's"
chown "root:$APP_USER" "$ENVFILE"
chmod 640 "$ENVFILE"
METRICS_TOKEN=$(sed -n 's/^METRICS_TOKEN=//p' "$ENVFILE")
ok "environment file" "from the example: PUBLIC_URL=$SITE, the secrets made with openssl rand"

# A mail server that keeps what it is sent (smtp-server, a dev dependency of the build tree).
cat >"$CHECK/smtp-sink.cjs" <<'EOF'
const { appendFileSync } = require('node:fs');
const { SMTPServer } = require(require.resolve('smtp-server', { paths: [process.argv[2]] }));
const server = new SMTPServer({
  authOptional: true, allowInsecureAuth: true, disabledCommands: ['STARTTLS'], logger: false,
  onAuth: (auth, _session, done) => done(null, { user: auth.username }),
  onData(stream, session, done) {
    let text = '';
    stream.on('data', (d) => (text += d)).on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      appendFileSync(process.argv[4], `${JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), subject })}\n`);
      done();
    });
  },
});
server.listen(Number(process.argv[3]), '127.0.0.1');
EOF
touch "$CHECK/mail.jsonl"
node "$CHECK/smtp-sink.cjs" "$CHECK/build/new/apps/server" "$SMTP_PORT" "$CHECK/mail.jsonl" >"$LOGS/smtp.log" 2>&1 &
SMTP_PID=$!

# ---------------------------------------------------------------------------------------------
say "4. nginx with deploy/nginx-provisoire.conf"
if ! command -v nginx >/dev/null; then
  quiet "$LOGS/apt.log" bash -c 'apt-get install -y nginx || (apt-get update && apt-get install -y nginx)' ||
    fail "nginx" "apt-get install -y nginx failed"
fi
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost -addext subjectAltName=DNS:localhost \
  -keyout "$NGX/key.pem" -out "$NGX/cert.pem" 2>/dev/null
mkdir -p "$NGX/tmp" "$NGX/acme"
sed -e "s|127.0.0.1:3001|127.0.0.1:$A_PORT|" -e "s|127.0.0.1:3002|127.0.0.1:$B_PORT|" \
  -e "s|listen 443 ssl;|listen 127.0.0.1:$NGINX_PORT ssl;|" -e "s|listen 80;|listen 127.0.0.1:$HTTP_PORT;|" \
  -e '/listen \[::\]:/d' -e "s|server_name provisoire.example;|server_name localhost;|" \
  -e "s|/etc/letsencrypt/live/provisoire.example/fullchain.pem|$NGX/cert.pem|" \
  -e "s|/etc/letsencrypt/live/provisoire.example/privkey.pem|$NGX/key.pem|" \
  -e "s|/var/log/nginx/provisoire.access.log|$NGX/access.log|" -e "s|root /var/www/html;|root $NGX/acme;|" \
  "$REPO/deploy/nginx-provisoire.conf" >"$NGX/provisoire.conf"
for left in ':3001' ':3002' 'listen 443' 'listen 80' 'provisoire.example' '/var/log/nginx' '/var/www'; do
  grep -v '^ *#' "$NGX/provisoire.conf" | grep -qF "$left" && fail "nginx site" "'$left' was not replaced: the check no longer matches deploy/nginx-provisoire.conf"
done
cat >"$NGX/nginx.conf" <<EOF
# A private nginx for the check; the site file is included as Debian's nginx.conf includes sites-enabled/.
user www-data;
worker_processes 1;
pid $NGX/nginx.pid;
error_log $NGX/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    client_body_temp_path $NGX/tmp/body;
    proxy_temp_path $NGX/tmp/proxy;
    fastcgi_temp_path $NGX/tmp/fastcgi;
    uwsgi_temp_path $NGX/tmp/uwsgi;
    scgi_temp_path $NGX/tmp/scgi;
    access_log off;
    include $NGX/provisoire.conf;
}
EOF
nginx_cmd() { nginx -e "$NGX/error.log" -p "$NGX" -c "$NGX/nginx.conf" "$@"; }
quiet "$LOGS/nginx-t.log" nginx_cmd -t || fail "nginx -t" "$(cat "$LOGS/nginx-t.log")"
nginx_cmd
NGINX_UP=1
ok "nginx" "$(nginx -v 2>&1 | sed 's/.*: //'), nginx -t clean, listening on $NGINX_PORT (TLS) and $HTTP_PORT"

# ---------------------------------------------------------------------------------------------
# An instance as the unit runs it: its Environment= lines, then its EnvironmentFile (which wins, as in
# systemd), its WorkingDirectory and ExecStart, as its User. The rest of the unit is emulated: the
# release is read-only (ProtectSystem=strict), no new privileges and no capabilities.
start_instance() {
  local name=$1 port=$2
  local workdir envfile execstart line
  workdir=$(unit_get WorkingDirectory)
  envfile=$(unit_get EnvironmentFile)
  execstart=$(unit_get ExecStart)
  local -a unit_env=()
  while IFS= read -r line; do unit_env+=("${line//%i/$port}"); done < <(unit_get Environment)
  local home
  home=$(getent passwd "$APP_USER" | cut -d: -f6)
  env -i PATH="$SYSTEMD_PATH" HOME="$home" USER="$APP_USER" LOGNAME="$APP_USER" LANG=C.UTF-8 "${unit_env[@]}" \
    unshare --mount --propagation private -- bash -c '
      set -euo pipefail
      set -a; . "${1#-}"; set +a
      release=$(readlink -f "$2")
      mount --bind "$release" "$release" && mount -o remount,bind,ro "$release"
      cd "$2"
      exec setpriv --reuid="$3" --regid="$3" --init-groups --no-new-privs --inh-caps=-all --bounding-set=-all -- ${4//%i/$5}
    ' bash "$envfile" "$workdir" "$APP_USER" "$execstart" "$port" >>"$LOGS/$name.log" 2>&1 &
  PIDS[$name]=$!
}
# systemctl stop: SIGTERM, then at most TimeoutStopSec before SIGKILL; it must exit 0.
stop_instance() {
  local name=$1 pid=${PIDS[$1]} rc=0 limit
  limit=$(unit_get TimeoutStopSec)
  limit=${limit%s}
  kill -TERM "$pid"
  for ((i = 0; i < limit * 10; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
  wait "$pid" || rc=$?
  unset "PIDS[$name]"
  ((rc == 0)) || fail "stop $name" "exit code $rc after SIGTERM (see $LOGS/$name.log)"
}
# A rolling restart as the guide says: one instance, wait for it, then the next.
RESTARTS=''
seconds() { local ms=$((($2 - $1) / 1000000)); echo "$((ms / 1000)).$((ms % 1000 / 100))"; }
restart_instance() {
  local name=$1 port=$2 ready=$3 t0 t1 t2
  t0=$(date +%s%N)
  stop_instance "$name"
  t1=$(date +%s%N)
  start_instance "$name" "$port"
  wait_200 "http://127.0.0.1:$port$ready" 90 || fail "restart $name" "not ready after 90 s (see $LOGS/$name.log)"
  t2=$(date +%s%N)
  local took="$name stopped in $(seconds "$t0" "$t1") s, ready in $(seconds "$t1" "$t2") s"
  RESTARTS+="${RESTARTS:+, }$took"
  echo "$took"
  # No pause before the next instance (docs/deployment.md): nginx never marks one down (max_fails=0).
}

# Load through nginx: $RATE requests a second over a few connections, counted by method and status.
cat >"$CHECK/load.mjs" <<'EOF'
import { readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
const [urls, rate, cookie, ca, out] = process.argv.slice(2);
// Each target is a URL (GET) or `POST <url>` (an empty POST from the site's own origin).
const targets = urls.split(',').map((t) => (t.startsWith('POST ') ? ['POST', t.slice(5)] : ['GET', t]));
const origin = new URL(targets[0][1]).origin;
const agent = new https.Agent({ keepAlive: true, maxSockets: 4, ca: readFileSync(ca) });
const statuses = {};
const errors = [];
let sent = 0;
let pending = 0;
const started = Date.now();
const timer = setInterval(() => {
  const [method, url] = targets[sent++ % targets.length];
  pending++;
  const headers = method === 'POST' ? { origin, 'content-length': '0' } : { cookie };
  const request = https.request(url, { method, agent, headers }, (res) => {
    let body = '';
    res.on('data', (d) => (body += d));
    res.on('end', () => {
      // The app's own errors are JSON with a code; nginx's 502 is an HTML page.
      const app = res.statusCode >= 500 ? ` ${/"code":"(\w+)"/.exec(body)?.[1] ?? 'nginx'}` : '';
      const key = `${method} ${res.statusCode}${app}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      pending--;
    });
  });
  request.end();
  request.setTimeout(10_000, () => request.destroy(new Error('no answer in 10 s')));
  request.on('error', (error) => {
    errors.push(error.message);
    pending--;
  });
}, 1000 / Number(rate));
process.on('SIGTERM', () => {
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  const end = Date.now() + 10_000;
  const done = () => {
    if (pending > 0 && Date.now() < end) return setTimeout(done, 50);
    writeFileSync(out, JSON.stringify({ sent, seconds, statuses, errors: errors.length, firstErrors: errors.slice(0, 3) }));
    process.exit(0);
  };
  done();
});
EOF
start_load() {
  node "$CHECK/load.mjs" "$1" "$RATE" "${2:-}" "$NGX/cert.pem" "$CHECK/load.json" &
  LOAD_PID=$!
  RESTARTS=''
  ERRORS_FROM=$(($(wc -l <"$NGX/error.log") + 1))
  ACCESS_FROM=$(($(wc -l <"$NGX/access.log") + 1))
  sleep 2
}
# Stops the load. Fails on a failed request, a request answered 5xx, or nginx without a live instance.
stop_load() {
  kill -TERM "$LOAD_PID"
  wait "$LOAD_PID" || true
  LOAD_PID=''
  local result sent get_bad post_bad errors no_live detail
  result=$(cat "$CHECK/load.json")
  sent=$(json 'j.sent' <<<"$result")
  get_bad=$(json 'Object.entries(j.statuses).filter(([s])=>s.startsWith("GET 5")).reduce((n,[,c])=>n+c,0)' <<<"$result")
  post_bad=$(json 'Object.entries(j.statuses).filter(([s])=>s.startsWith("POST 5")).reduce((n,[,c])=>n+c,0)' <<<"$result")
  errors=$(json 'j.errors' <<<"$result")
  no_live=$(tail -n "+$ERRORS_FROM" "$NGX/error.log" | grep -c 'no live upstreams' || true)
  local by_a by_b
  by_a=$(tail -n "+$ACCESS_FROM" "$NGX/access.log" | grep -c "upstream=127.0.0.1:$A_PORT" || true)
  by_b=$(tail -n "+$ACCESS_FROM" "$NGX/access.log" | grep -c "upstream=127.0.0.1:$B_PORT" || true)
  detail="${RESTARTS:+restarts: $RESTARTS; }$sent requests in $(json 'j.seconds.toFixed(0)' <<<"$result") s (A answered $by_a, B $by_b)"
  detail+=", by status $(json 'j.statuses' <<<"$result"), GET 5xx: $get_bad, POST 5xx: $post_bad, failed: $errors, no live upstream: $no_live"
  ((get_bad == 0 && post_bad == 0 && errors == 0 && no_live == 0)) || fail "$1" "$detail $(json 'j.firstErrors' <<<"$result")"
  ok "$1" "$detail"
}
# The session cookie in a curl cookie jar, as a Cookie header's name=value.
cookie_of() { awk -F'\t' '$6 == "__Host-provisoire" || $6 == "provisoire_session" { print $6 "=" $7 }' "$1" | head -n 1; }
sign_up() { # name email password jar
  http POST "$SITE/api/auth/sign-up" -c "$4" -b "$4" -H "Origin: $SITE" -H 'Content-Type: application/json' \
    --data "{\"displayName\":\"$1\",\"email\":\"$2\",\"password\":\"$3\"}"
}
sign_in() { # email password jar
  http POST "$SITE/api/auth/login" -c "$3" -b "$3" -H "Origin: $SITE" -H 'Content-Type: application/json' \
    --data "{\"email\":\"$1\",\"password\":\"$2\"}"
}

# ---------------------------------------------------------------------------------------------
say "5. The older version serves; a learner signs up"
ln -sfn releases/old "$SRV/current"
start_instance A "$A_PORT"
start_instance B "$B_PORT"
wait_200 "http://127.0.0.1:$A_PORT/api/health" 90 || fail "old A" "no answer (see $LOGS/A.log)"
wait_200 "http://127.0.0.1:$B_PORT/api/health" 90 || fail "old B" "no answer (see $LOGS/B.log)"
[[ $(http GET "$SITE/api/health") == 200 ]] || fail "old through nginx" "$(cat "$CHECK/body")"
EMAIL1=umwe-$RANDOM@deploy-check.example
PASSWORD1=$(openssl rand -hex 12)
code=$(sign_up "Mukamana Umwe" "$EMAIL1" "$PASSWORD1" "$CHECK/jar1")
[[ $code == 201 ]] || fail "sign-up on the old version" "$code $(cat "$CHECK/body")"
USER1=$(json 'j.user.id' <"$CHECK/body")
COOKIE1=$(cookie_of "$CHECK/jar1")
[[ $COOKIE1 == __Host-provisoire=* ]] || fail "session cookie" "expected __Host-provisoire (https PUBLIC_URL), got '${COOKIE1%%=*}'"
[[ $(app_sql "SELECT count(*) FROM drizzle.__drizzle_migrations") == "$OLD_MIGRATIONS" ]] ||
  fail "old migrations" "the database does not have the old version's $OLD_MIGRATIONS migrations"
USERS_BEFORE=$(app_sql "SELECT count(*) FROM users")
ROW_BEFORE=$(app_sql "SELECT id, email, display_name, created_at FROM users WHERE id = '$USER1'")
ok "old version" "two instances of $OLD_SHA on $OLD_MIGRATIONS migrations; sign-up through nginx 201"

say "6. Upgrade: a backup with the running version, then one instance at a time under load"
# npm run backup in a release, as the unit's user with its environment (docs/deployment.md, step 10.2).
run_backup() {
  local release=$1 t=$SECONDS out file
  out=$(runuser -u "$APP_USER" -- env -i PATH="$SYSTEMD_PATH" HOME="$CHECK/var/lib/provisoire" bash -c \
    'set -a; . "$1"; set +a; cd "$2" && npm run --silent backup' bash "$ENVFILE" "$release" 2>&1) ||
    fail "npm run backup" "$out"
  file=$(ls -t "$CHECK"/var/lib/provisoire/backups/provisoire-*.backup.gz 2>/dev/null | head -n 1)
  [[ -n $file ]] || fail "npm run backup" "no file in BACKUP_DIR: $out"
  echo "$(grep -o 'Backed up.*tables' <<<"$out") in $((SECONDS - t)) s"
}
if grep -q '"backup":' "$SRV/releases/old/package.json"; then
  ok "backup before the upgrade" "npm run backup in $OLD_SHA: $(run_backup "$SRV/releases/old")"
else
  # The guide's copy for a version without npm run backup, on an external PostgreSQL: pg_dump -Fc.
  dump=$CHECK/var/lib/provisoire/provisoire-before-new.dump
  url=$(sed -n 's/^DATABASE_URL=//p' "$ENVFILE")
  pg_dump -Fc "$url" >"$dump" || fail "pg_dump before the upgrade" "see above"
  tables=$(pg_restore --list "$dump" | grep -c ' TABLE DATA ') || fail "pg_dump before the upgrade" "pg_restore cannot read it"
  ok "copy before the upgrade" "$OLD_SHA has no npm run backup: pg_dump -Fc as the guide says, $(du -h "$dump" | cut -f1), $tables tables"
fi

start_load "$SITE/api/health,$SITE/api/auth/me,POST $SITE/api/auth/logout" "$COOKIE1"
ln -sfn releases/new "$SRV/current"
restart_instance A "$A_PORT" /api/health/ready # meanwhile, the old B serves on the upgraded schema
restart_instance B "$B_PORT" /api/health/ready
stop_load "upgrade under load"
MIGRATED=$(app_sql "SELECT count(*) FROM drizzle.__drizzle_migrations")
[[ $MIGRATED == "$NEW_MIGRATIONS" ]] || fail "migrations" "$MIGRATED applied, $NEW_MIGRATIONS checked in"
[[ $(app_sql "SELECT count(*) FROM users") == "$USERS_BEFORE" ]] || fail "rows after the upgrade" "the users' count changed"
[[ $(app_sql "SELECT id, email, display_name, created_at FROM users WHERE id = '$USER1'") == "$ROW_BEFORE" ]] ||
  fail "rows after the upgrade" "the learner's row changed"
[[ $(http GET "$SITE/api/auth/me" -b "$CHECK/jar1") == 200 && $(json 'j.user.id' <"$CHECK/body") == "$USER1" ]] ||
  fail "session after the upgrade" "the old session cookie no longer works: $(cat "$CHECK/body")"
[[ $(sign_in "$EMAIL1" "$PASSWORD1" "$CHECK/jar1b") == 200 ]] || fail "sign-in after the upgrade" "$(cat "$CHECK/body")"
ok "after the upgrade" "migrations $OLD_MIGRATIONS → $MIGRATED (once, under the advisory lock), the learner's row, session and password intact"
ok "first backup of the new version" "npm run backup, as $APP_USER with the production install only: $(run_backup "$SRV/releases/new")"

say "7. The new version through nginx"
[[ $(http GET "$SITE/api/health/ready") == 200 ]] || fail "ready through nginx" "$(cat "$CHECK/body")"
ok "ready through nginx" "$(cat "$CHECK/body")"
grep -qi '^strict-transport-security: max-age=' "$CHECK/headers" || fail "HSTS" "no Strict-Transport-Security with an https PUBLIC_URL"
EMAIL2=kabiri-$RANDOM@deploy-check.example
PASSWORD2=$(openssl rand -hex 12)
code=$(sign_up "Habimana Kabiri" "$EMAIL2" "$PASSWORD2" "$CHECK/jar2")
[[ $code == 201 ]] || fail "sign-up" "$code $(cat "$CHECK/body")"
grep -qi '^set-cookie: __Host-provisoire=.*Secure' "$CHECK/headers" || fail "sign-up" "no __Host- Secure session cookie"
code=$(http POST "$SITE/api/auth/sign-up" -H "Origin: http://localhost:$NGINX_PORT" -H 'Content-Type: application/json' \
  --data "{\"displayName\":\"Undi Muntu\",\"email\":\"x-$RANDOM@deploy-check.example\",\"password\":\"$PASSWORD2\"}")
[[ $code == 403 ]] || fail "Origin check" "a sign-up from http:// answered $code, not 403"
[[ $(sign_in "$EMAIL2" "$PASSWORD2" "$CHECK/jar3") == 200 ]] || fail "sign-in" "$(cat "$CHECK/body")"
[[ $(http GET "$SITE/api/auth/me" -b "$CHECK/jar3") == 200 ]] || fail "me" "$(cat "$CHECK/body")"
ok "sign-up and sign-in through nginx" "201 with __Host-provisoire; Secure, HSTS; 200; another origin 403"

for _ in $(seq 50); do grep -q "$EMAIL2" "$CHECK/mail.jsonl" && break; sleep 0.2; done
grep -q "$EMAIL2" "$CHECK/mail.jsonl" || fail "mail" "no mail reached SMTP_URL for $EMAIL2 in 10 s"
ok "mail" "the sign-up's mail went out through SMTP_URL: $(grep "$EMAIL2" "$CHECK/mail.jsonl" | json 'j.subject' | head -n 1)"

marker=rid-$RANDOM$RANDOM
[[ $(http GET "$SITE/api/health/ready?probe=$marker" -H 'X-Request-Id: chosen-by-the-client') == 200 ]] || fail "request id"
answered=$(sed -n 's/^x-request-id: *//Ip' "$CHECK/headers" | tr -d '\r')
sleep 0.5
logged=$(grep "$marker" "$NGX/access.log" | sed -n 's/.*rid=\([0-9a-f]*\).*/\1/p')
[[ -n $answered && $answered == "$logged" ]] || fail "request id" "the app answered '$answered', nginx logged '$logged'"
ok "request id" "nginx's \$request_id $logged is the app's x-request-id; the client's own was replaced"

[[ $(http GET "$SITE/metrics") == 404 ]] || fail "/metrics through nginx" "not 404"
[[ $(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $METRICS_TOKEN" -H 'X-Forwarded-For: 10.9.9.9' \
  "http://127.0.0.1:$A_PORT/metrics") == 200 ]] || fail "/metrics with METRICS_TOKEN" "not 200"
ok "/metrics" "404 through nginx; 200 from the instance with METRICS_TOKEN"
code=$(http GET "$SITE/api/payments/00000000-0000-4000-8000-000000000000/events")
[[ $code == 401 ]] || fail "payment events location" "answered $code, not the app's 401"
code=$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$HTTP_PORT/login")
[[ $code == "301 https://localhost/login" ]] || fail "http → https" "$code"
ok "nginx locations" "the payment events path reaches the app (401 without a session); http answers 301 to https"

say "8. Rolling restart under load"
start_load "$SITE/api/health/ready,$SITE/api/auth/me,POST $SITE/api/auth/logout" "$(cookie_of "$CHECK/jar3")"
restart_instance A "$A_PORT" /api/health/ready
restart_instance B "$B_PORT" /api/health/ready
stop_load "rolling restart under load"

say "9. npm start in the production install (no build tools)"
RELEASE=$SRV/releases/new
scratch_start() { # runs npm start as the unit would, on a scratch port, until ready; prints its log
  local log=$LOGS/npm-start-$1.log
  # In a process group of its own (setsid), so that npm and the node it starts stop together.
  (cd "$RELEASE" && exec setsid env -i PATH="$SYSTEMD_PATH" HOME=/root bash -c \
    "set -a; . '$ENVFILE'; set +a; exec env PORT=$SCRATCH_PORT CACHE_DIR=$CHECK/scratch-cache npm start") >"$log" 2>&1 &
  local pid=$! up=0
  wait_200 "http://127.0.0.1:$SCRATCH_PORT/api/health/ready" 60 && up=1
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" || true
  for _ in $(seq 50); do curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$SCRATCH_PORT/api/health/live" || break; sleep 0.2; done
  ((up == 1))
}
scratch_start fresh || fail "npm start (built tree)" "$(tail -n 5 "$LOGS/npm-start-fresh.log")"
grep -q 'sources differ\|built; starting' "$LOGS/npm-start-fresh.log" && fail "npm start (built tree)" "it found the shipped tree stale"
content_file=$(cd "$RELEASE" && find content -type f -name '*.md' | head -n 1)
cp "$RELEASE/$content_file" "$CHECK/content-file.bak"
echo >>"$RELEASE/$content_file"
scratch_start edited || fail "npm start (a source changed)" "$(tail -n 5 "$LOGS/npm-start-edited.log")"
cp "$CHECK/content-file.bak" "$RELEASE/$content_file"
grep -q 'built; starting\|> @provisoire/' "$LOGS/npm-start-edited.log" && fail "npm start (a source changed)" "it tried to build"
note=$(grep 'sources differ' "$LOGS/npm-start-edited.log") || fail "npm start (a source changed)" "no line says the sources differ"
mv "$RELEASE/apps/server/dist/main.js" "$CHECK/main.js.bak"
code=0
(cd "$RELEASE" && npm start >"$LOGS/npm-start-missing.log" 2>&1) || code=$?
mv "$CHECK/main.js.bak" "$RELEASE/apps/server/dist/main.js"
((code != 0)) && grep -q 'npm ci && npm run build' "$LOGS/npm-start-missing.log" ||
  fail "npm start (no build)" "rc $code: $(tail -n 3 "$LOGS/npm-start-missing.log")"
ok "npm start without build tools" "starts the shipped tree; after an edit: \"$note\"; without the build: \"$(grep 'npm ci && npm run build' "$LOGS/npm-start-missing.log" | cut -c1-100)…\""

say "10. Rollback under load: the old version on the upgraded schema"
start_load "$SITE/api/health,$SITE/api/auth/me,POST $SITE/api/auth/logout" "$COOKIE1"
ln -sfn releases/old "$SRV/current"
restart_instance A "$A_PORT" /api/health
restart_instance B "$B_PORT" /api/health
stop_load "rollback under load"
ok "nginx's error log" "$(grep -c 'connect() failed' "$NGX/error.log" || true) refused connections to a stopped instance, each sent to the other; never without a live instance"
[[ $(sign_in "$EMAIL2" "$PASSWORD2" "$CHECK/jar4") == 200 ]] ||
  fail "after the rollback" "a learner made by the new version cannot sign in on the old: $(cat "$CHECK/body")"
ok "after the rollback" "$OLD_SHA serves the upgraded schema; a learner made by the new version signs in"

RESULT=PASS
