# Shared by Tooling/test, Tooling/test-module and Tooling/build-apps (source it).
# MOSAIC_SCRATCH=DIR builds in DIR instead of .build (Jenkins gives each parallel stage its own).

set -euo pipefail
MOSAIC_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$MOSAIC_ROOT"
SCRATCH_ARGS=()
if [ -n "${MOSAIC_SCRATCH:-}" ]; then SCRATCH_ARGS=(--scratch-path "$MOSAIC_SCRATCH"); fi
# MOSAIC_PACKAGE_CACHE=DIR: a package cache shared by parallel builds (Jenkins resolves into it once).
if [ -n "${MOSAIC_PACKAGE_CACHE:-}" ]; then SCRATCH_ARGS+=(--cache-path "$MOSAIC_PACKAGE_CACHE"); fi

# A pruned package (MOSAIC_ONLY, read when a build or test starts: test-module sets it after
# sourcing this) uses some of the committed pins: without --force-resolved-versions SwiftPM
# rewrites Package.resolved without the others, leaving the working tree dirty (and
# Tooling/affected then sees a Package.resolved change, which affects everything). The committed
# pins are a superset of what a pruned package needs, so they always resolve.
pinned_args() {
    if [ -n "${MOSAIC_ONLY:-}" ]; then echo --force-resolved-versions; fi
}

# swift build with the explicit import check; fails on any warning in Mosaic's own sources.
mosaic_build() {
    local log status
    log="$(mktemp)"
    set +e
    # shellcheck disable=SC2046 # pinned_args prints one word or none
    swift build "${SCRATCH_ARGS[@]}" $(pinned_args) --explicit-target-dependency-import-check error "$@" 2>&1 \
        | tee "$log"
    status=${PIPESTATUS[0]}
    set -e
    if [ "$status" -ne 0 ]; then rm -f "$log"; echo "build failed (exit $status)" >&2; return "$status"; fi
    local warnings
    warnings="$(grep -E "^${MOSAIC_ROOT}/(Modules|Apps|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)"
    rm -f "$log"
    if [ -n "$warnings" ]; then
        echo "$warnings" >&2
        echo "build produced $(echo "$warnings" | wc -l) warning(s) in Mosaic sources; the house style is zero warnings" >&2
        return 1
    fi
}

# swift test on what mosaic_build built (Swift Testing only: Mosaic has no XCTest tests).
mosaic_test() {
    # shellcheck disable=SC2046 # pinned_args prints one word or none
    swift test "${SCRATCH_ARGS[@]}" $(pinned_args) --skip-build --disable-xctest "$@"
}
