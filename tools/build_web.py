"""Build the browser bundle with pygbag, offline: `make web` runs this.

    python tools/build_web.py [--out build] [--timeout 180] [--verbose]

1. Stage a copy of exactly what runs into OUT/stage/card-atlas: main.py, the game package
   (Python files, compiled .mo catalogs and data files; no .po sources, no caches) and
   assets/ (fonts and licences; not assets/web, which only the build reads).
2. Run `pygbag --build --archive` on the stage from the repository root, so pygbag reads our
   pygbag.ini, our page template (assets/web/card-atlas.tmpl) and our icon
   (assets/web/favicon.png) instead of downloading its own. With both given, nothing is
   fetched; the timeout guards against pygbag's endless retry if that ever changes.
3. Copy the results to OUT/web/ (index.html, card-atlas.apk, card-atlas.tar.gz, favicon.png)
   and OUT/web.zip (for itch.io).

Building from a copy keeps the source tree untouched (pygbag may rewrite or add files in the
folder it packs) and keeps tests, benchmarks and tools out of the bundle by construction.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "card-atlas"  # the stage folder's name becomes the bundle's name
TITLE = "Card Atlas"
TEMPLATE = ROOT / "assets" / "web" / "card-atlas.tmpl"
ICON = ROOT / "assets" / "web" / "favicon.png"
WEB_FILES = ("index.html", f"{APP_NAME}.apk", f"{APP_NAME}.tar.gz", "favicon.png")
SKIP_NAMES = {"__pycache__", ".DS_Store"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".po", ".pot", ".orig", ".rej", ".swp"}


class BuildError(RuntimeError):
    pass


def _wanted(path: Path) -> bool:
    return not (
        path.name in SKIP_NAMES or path.name.startswith(".") or path.suffix in SKIP_SUFFIXES
    )


def _copy_tree(source: Path, dest: Path, skip_dirs: tuple[Path, ...] = ()) -> None:
    for item in sorted(source.rglob("*")):
        rel = item.relative_to(source)
        if not all(_wanted(Path(part)) for part in rel.parts):
            continue
        if any(item == skip or skip in item.parents for skip in skip_dirs):
            continue
        target = dest / rel
        if item.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        elif item.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(item, target)


def check_sources(root: Path = ROOT) -> None:
    """Refuse to build something that would not run or would not be what we test."""
    if not (root / "main.py").is_file():
        raise BuildError("main.py is missing: pygbag runs it")
    stale = [
        str(po.relative_to(root))
        for po in (root / "game").rglob("*.po")
        if not po.with_suffix(".mo").is_file()
        or po.with_suffix(".mo").stat().st_mtime < po.stat().st_mtime
    ]
    if stale:
        raise BuildError(f"catalogs not compiled (run `make catalogs`): {', '.join(stale)}")
    for needed in (TEMPLATE, ICON):
        if not needed.is_file():
            raise BuildError(f"{needed} is missing: without it pygbag goes online")
    if importlib.util.find_spec("black") is not None:
        raise BuildError("black is installed here: pygbag would reformat the sources with it")


def stage(dest: Path, root: Path = ROOT) -> Path:
    """A fresh copy of what runs, in `dest` (whose name becomes the bundle's name)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    shutil.copy2(root / "main.py", dest / "main.py")
    _copy_tree(root / "game", dest / "game")
    _copy_tree(root / "assets", dest / "assets", skip_dirs=(root / "assets" / "web",))
    return dest


def run_pygbag(app: Path, timeout: float, verbose: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "pygbag",
        "--build",
        "--archive",
        "--no_opt",
        "--title",
        TITLE,
        "--template",
        str(TEMPLATE),
        "--icon",
        str(ICON),
        str(app),
    ]
    try:
        done = subprocess.run(
            command, cwd=ROOT, capture_output=True, text=True, timeout=timeout, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise BuildError(
            f"pygbag did not finish in {timeout:.0f} s (is it trying the network?)"
        ) from exc
    if verbose or done.returncode != 0:
        print(done.stdout[-6000:], done.stderr[-4000:], sep="\n")
    if done.returncode != 0:
        raise BuildError(f"pygbag failed with status {done.returncode}")


def build(out: Path = ROOT / "build", timeout: float = 180, verbose: bool = False) -> Path:
    """Stage, pack and copy; returns OUT/web."""
    check_sources()
    started = time.perf_counter()
    app = stage(out / "stage" / APP_NAME)
    run_pygbag(app, timeout, verbose)
    produced = app / "build" / "web"
    missing = [name for name in WEB_FILES if not (produced / name).is_file()]
    if missing or not (app / "build" / "web.zip").is_file():
        raise BuildError(f"pygbag did not produce {missing or ['web.zip']}")
    web = out / "web"
    if web.exists():
        shutil.rmtree(web)
    web.mkdir(parents=True)
    for name in WEB_FILES:
        shutil.copy2(produced / name, web / name)
    shutil.copy2(app / "build" / "web.zip", out / "web.zip")
    sizes = ", ".join(f"{name} {(web / name).stat().st_size / 1024:.0f} KB" for name in WEB_FILES)
    print(f"built {web} in {time.perf_counter() - started:.1f} s: {sizes}")
    print(f"itch.io upload: {out / 'web.zip'} ({(out / 'web.zip').stat().st_size / 1024:.0f} KB)")
    return web


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build")
    parser.add_argument("--timeout", type=float, default=180)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve(), args.timeout, args.verbose)
    except BuildError as exc:
        print(f"make web: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
