"""Shared helpers for Mosaic's tooling: the package description, modules and owners.

Everything here is derived from two sources of truth: the package description
(`swift package dump-package`, or a saved copy of it) and `CODEOWNERS`. The
layout rules of Package.swift make a target's role visible from its path:

    Modules/Core/<Name>                         core module
    Modules/Features/<Name>/Interface           <Name>Interface
    Modules/Features/<Name>/Implementation      <Name> (implementation)
    Modules/Features/<Name>/Testing             <Name>Testing
    Modules/Features/<Name>/Mocks               <Name>Mocks (what its backend answers in mock)
    Apps/<Name>Demo                             demo of feature <Name>
    Apps/<Target>                               app
    Tests/<Name>Tests                           tests of module <Name>
    Tests/<Suite>                               cross-module test suite
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Target kinds.
CORE = "core"
INTERFACE = "interface"
IMPLEMENTATION = "implementation"
TESTING = "testing"
MOCKS = "mocks"
APP = "app"
DEMO = "demo"
TEST = "test"


class ToolError(Exception):
    """A failure the tool reports as one clear line (exit code 2)."""


@dataclass
class Target:
    name: str
    path: str
    kind: str
    module: str
    dependencies: list[str]
    type: str


@dataclass
class Module:
    name: str
    kind: str  # core | feature | app | suite
    path: str
    targets: list[str] = field(default_factory=list)
    test_targets: list[str] = field(default_factory=list)
    products: list[str] = field(default_factory=list)
    depends_on: list[str] = field(default_factory=list)
    owners: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "name": self.name,
            "kind": self.kind,
            "path": self.path,
            "targets": self.targets,
            "testTargets": self.test_targets,
            "products": self.products,
            "dependsOn": self.depends_on,
            "owners": self.owners,
        }


def swift_environment(env: dict, folder: str) -> dict:
    """`env` for a `swift` command whose scratch path lies in the temporary `folder`, with
    `TMPDIR` inside `folder`: SwiftPM leaves a lock file per scratch path in `$TMPDIR`
    (`/tmp/_tmp_mosaic-dump-…_scratch.lock`, hundreds after a day of runs) and the compiler driver
    leaves `TemporaryDirectory.*` folders there; inside `folder` they go when it goes."""
    private = Path(folder) / "tmp"
    private.mkdir(exist_ok=True)
    return dict(env, TMPDIR=str(private))


# Saved descriptions: `swift package dump-package` compiles the manifest (about 1.2 s), and a
# pull request's plan, its checks and the tools' tests read the same manifest many times over.
DESCRIPTION_CACHE = ROOT / ".build" / "mosaic-tools" / "descriptions"
DESCRIPTION_CACHE_SIZE = 16  # the newest saved descriptions kept; older ones are removed
ROOT_PLACEHOLDER = "<mosaic-package-root>"


def _description_key(root: Path) -> str | None:
    """What the manifest's output depends on: its text, the variables it reads (MOSAIC_*, but
    MOSAIC_ONLY, which the tools never pass) and the toolchain; None when the manifest is
    unreadable or reads files (then nothing is saved)."""
    try:
        manifest = (root / "Package.swift").read_bytes()
        # A manifest that reads the file system would describe more than its text: never saved.
        if any(word in manifest for word in (b"FileManager", b"contentsOf", b"fopen(")):
            return None
        swift = shutil.which("swift")
        toolchain = f"{swift}:{os.stat(swift).st_mtime_ns}" if swift else "no swift"
    except OSError:
        return None
    variables = sorted((k, v) for k, v in os.environ.items() if k.startswith("MOSAIC_") and k != "MOSAIC_ONLY")
    digest = hashlib.sha256(manifest)
    digest.update(json.dumps([variables, toolchain]).encode())
    return digest.hexdigest()


def _saved_description(key: str, root: Path) -> dict | None:
    try:
        text = (DESCRIPTION_CACHE / f"{key}.json").read_text()
        return json.loads(text.replace(ROOT_PLACEHOLDER, json.dumps(str(root))[1:-1]))
    except (OSError, ValueError):
        return None


def _save_description(key: str, root: Path, text: str) -> None:
    """Saved atomically (a concurrent reader sees the old file or the new one); failing to save
    only costs the next run the manifest's compilation."""
    try:
        DESCRIPTION_CACHE.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=DESCRIPTION_CACHE, suffix=".tmp", delete=False) as file:
            file.write(text.replace(json.dumps(str(root))[1:-1], ROOT_PLACEHOLDER))
        os.replace(file.name, DESCRIPTION_CACHE / f"{key}.json")
        saved = sorted(DESCRIPTION_CACHE.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in saved[DESCRIPTION_CACHE_SIZE:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def load_description(path: str | None, root: Path = ROOT) -> dict:
    """The package description: from a file, or from `swift package dump-package` (saved in
    `.build/mosaic-tools`, keyed by the manifest's text, its variables and the toolchain)."""
    if path:
        try:
            return json.loads(Path(path).read_text())
        except (OSError, json.JSONDecodeError) as error:
            raise ToolError(f"cannot read package description {path}: {error}") from error
    root = Path(root).resolve()
    key = _description_key(root)
    if key is not None and (saved := _saved_description(key, root)) is not None:
        return saved
    # A scratch path of its own: reading the manifest must not wait for (or block) a build or
    # test run holding `.build`'s lock, e.g. when a test runs a tool on this repository.
    with tempfile.TemporaryDirectory(prefix="mosaic-dump-") as scratch:
        env = swift_environment({k: v for k, v in os.environ.items() if k != "MOSAIC_ONLY"}, scratch)
        try:
            result = subprocess.run(
                ["swift", "package", "--scratch-path", scratch, "dump-package"],
                cwd=root, env=env, capture_output=True, text=True, check=False,
            )
        except FileNotFoundError as error:
            raise ToolError("swift is not on PATH (needed for `swift package dump-package`)") from error
    if result.returncode != 0:
        raise ToolError(f"`swift package dump-package` failed:\n{result.stderr.strip()}")
    description = json.loads(result.stdout)
    if key is not None:
        _save_description(key, root, result.stdout)
    return description


def _dependency_name(dependency: dict) -> tuple[str, bool]:
    """(name, is_internal) of one target dependency entry of the description."""
    for key in ("byName", "target"):
        if key in dependency:
            return dependency[key][0], True
    if "product" in dependency:
        return dependency["product"][0], False
    raise ToolError(f"unrecognised dependency entry: {dependency}")


def classify(name: str, path: str, target_type: str) -> tuple[str, str]:
    """(kind, module name) of a target from its path."""
    parts = Path(path).parts
    if parts[:2] == ("Modules", "Core") and len(parts) >= 3:
        return CORE, parts[2]
    if parts[:2] == ("Modules", "Features") and len(parts) >= 4:
        role = {
            "Interface": INTERFACE, "Implementation": IMPLEMENTATION, "Testing": TESTING, "Mocks": MOCKS,
        }.get(parts[3])
        if role is None:
            raise ToolError(
                f"target {name} at {path}: features have Interface/Implementation/Testing/Mocks folders only")
        return role, parts[2]
    if parts[:1] == ("Apps",) and len(parts) >= 2:
        if parts[1].endswith("Demo") and name.endswith("Demo"):
            return DEMO, parts[1][: -len("Demo")]
        return APP, parts[1]
    if parts[:2] == ("Tests", "Support") and len(parts) >= 3 and target_type != "test":
        # Shared test support: fakes' kin (tests and demos only), so it follows the Testing rules.
        return TESTING, parts[2]
    if parts[:1] == ("Tests",) and len(parts) >= 2 and target_type == "test":
        folder = parts[1]
        return TEST, folder[: -len("Tests")] if folder.endswith("Tests") else folder
    raise ToolError(f"target {name} has a path outside the layout: {path}")


def targets(description: dict) -> dict[str, Target]:
    """Every target of the description, classified."""
    result: dict[str, Target] = {}
    for entry in description.get("targets", []):
        name = entry["name"]
        path = entry.get("path") or ""
        if not path:
            raise ToolError(f"target {name} has no explicit path; declare it through Package.swift's helpers")
        kind, module = classify(name, path, entry.get("type", "regular"))
        dependencies = [n for n, internal in map(_dependency_name, entry.get("dependencies", [])) if internal]
        result[name] = Target(name, path, kind, module, dependencies, entry.get("type", "regular"))
    return result


def modules(description: dict, owners: "CodeOwners | None" = None) -> list[Module]:
    """Targets grouped into the modules of the catalogue, in manifest order."""
    all_targets = targets(description)
    by_name: dict[str, Module] = {}

    def module_for(target: Target) -> Module:
        if target.kind == TEST:
            # `Tests/<Name>Tests` belongs to module <Name> when it exists; otherwise it is a suite.
            owner_module = by_name.get(target.module)
            if owner_module is not None:
                return owner_module
            return by_name.setdefault(target.name, Module(target.name, "suite", target.path))
        if target.kind == CORE:
            return by_name.setdefault(target.module, Module(target.module, "core", target.path))
        if target.kind == TESTING and Path(target.path).parts[:2] == ("Tests", "Support"):
            return by_name.setdefault(target.module, Module(target.module, "support", target.path))
        if target.kind in (INTERFACE, IMPLEMENTATION, TESTING, MOCKS, DEMO):
            return by_name.setdefault(
                target.module, Module(target.module, "feature", f"Modules/Features/{target.module}"))
        return by_name.setdefault(target.module, Module(target.module, "app", target.path))

    # Production targets first so that test folders find their module.
    ordered = sorted(all_targets.values(), key=lambda t: t.kind == TEST)
    for target in ordered:
        module = module_for(target)
        (module.test_targets if target.kind == TEST else module.targets).append(target.name)

    target_module = {t.name: module_for(t).name for t in all_targets.values()}
    for product in description.get("products", []):
        for target_name in product.get("targets", []):
            if target_name in target_module:
                module = by_name[target_module[target_name]]
                if product["name"] not in module.products:
                    module.products.append(product["name"])
    for target in all_targets.values():
        module = by_name[target_module[target.name]]
        for dependency in target.dependencies:
            other = target_module.get(dependency)
            if other and other != module.name and other not in module.depends_on:
                module.depends_on.append(other)
    if owners is not None:
        for module in by_name.values():
            module.owners = owners.owners_of(module.path)
    order = [t.name for t in all_targets.values()]
    return sorted(by_name.values(), key=lambda m: min(order.index(t) for t in m.targets + m.test_targets))


class CodeOwners:
    """GitHub-style CODEOWNERS: the last matching pattern wins."""

    def __init__(self, text: str) -> None:
        self.rules: list[tuple[str, list[str]]] = []
        for line in text.splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                pattern, *teams = line.split()
                self.rules.append((pattern, teams))

    @classmethod
    def load(cls, root: Path = ROOT) -> "CodeOwners":
        path = root / "CODEOWNERS"
        return cls(path.read_text() if path.exists() else "")

    @staticmethod
    def _matches(pattern: str, path: str) -> bool:
        path = path.strip("/") + "/"
        if pattern == "*":
            return True
        anchored = pattern.startswith("/")
        pattern = pattern.strip("/")
        candidates = [path] if anchored else [path[i + 1 :] for i in range(-1, len(path)) if i == -1 or path[i] == "/"]
        for candidate in candidates:
            # A pattern matches the path itself or any folder above it.
            prefix = ""
            for part in candidate.strip("/").split("/"):
                prefix = f"{prefix}/{part}" if prefix else part
                if fnmatch.fnmatchcase(prefix, pattern):
                    return True
        return False

    def owners_of(self, path: str) -> list[str]:
        owners: list[str] = []
        for pattern, teams in self.rules:
            if self._matches(pattern, path):
                owners = teams
        return owners


def fail(message: str) -> None:
    print(message, file=sys.stderr)
    sys.exit(2)
