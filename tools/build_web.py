"""Build the browser bundle with pygbag, offline: `make web` runs this.

    python tools/build_web.py [--out build] [--timeout 180] [--verbose]

1. Stage a copy of exactly what runs into OUT/stage/card-atlas: main.py, the game package
   (Python files, compiled .mo catalogs and data files; no .po sources, no caches) and
   assets/ (fonts and licences; not assets/web, which only the build reads).
2. Run `pygbag --build --archive` on the stage from the repository root, so pygbag reads our
   pygbag.ini, our page template (assets/web/card-atlas.tmpl) and our icon
   (assets/web/favicon.png) instead of downloading its own. With both given, nothing is
   fetched; the timeout guards against pygbag's endless retry if that ever changes.
3. Copy the results to OUT/web/ (index.html, card-atlas.apk, favicon.png) and OUT/web.zip
   (the same three, for itch.io). The page fetches the .apk on every host, so pygbag's
   .tar.gz is left behind: a host that transparently decompresses .tar.gz cannot break it.
4. Fill the page's own fields (`fill_page`): the .apk's content hash, which the page puts in
   the bundle's URL (`card-atlas.apk?v=<hash>`) so no cache serves an updated page an old
   bundle, and the loading, gate and failure words of all eight languages from the game's
   catalogs (game/i18n/pagewords.py), with the key of the saved settings whose language the
   page speaks first. Those catalogs stay out of the bundle: only the page shows them.

The staged Python files lose their docstrings and comments (`slim_python`: the same code,
parsed and written back by `ast`), and documents that only developers read (glossaries,
READMEs) stay out: together about a fifth of the bundle. Each language's catalogs travel
as one file (tools/merge_catalogs.py), a third smaller than fourteen.

The staged fonts are subset to what the game can show (tools/subset_fonts.py): the full
faces would be three quarters of the bundle. And the build refuses a main.py that does not
ask for pygame-ce the way pygbag's runtime needs (see `pygame_requested`).

Building from a copy keeps the source tree untouched (pygbag may rewrite or add files in the
folder it packs) and keeps tests, benchmarks and tools out of the bundle by construction.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(ROOT))
import subset_fonts  # noqa: E402
from merge_catalogs import merge_locale  # noqa: E402

from game import storage  # noqa: E402
from game.i18n import pagewords  # noqa: E402

APP_NAME = "card-atlas"  # the stage folder's name becomes the bundle's name
TITLE = "Card Atlas"
TEMPLATE = ROOT / "assets" / "web" / "card-atlas.tmpl"
ICON = ROOT / "assets" / "web" / "favicon.png"
WEB_FILES = ("index.html", f"{APP_NAME}.apk", "favicon.png")
#: The page's words (their catalog area and the module listing them) are written into
#: index.html; the game never shows them, so they stay out of the bundle.
PAGE_ONLY = {f"{pagewords.DOMAIN}.mo", Path(pagewords.__file__).name}
SKIP_NAMES = {"__pycache__", ".DS_Store", "README.md", "glossary", *PAGE_ONLY}
#: The page's own fields in the template, filled after pygbag has filled its cookiecutter ones.
PAGE_FIELDS = ("{{card_atlas.apk_version}}", "{{card_atlas.page}}")
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


def _requirement_name(requirement: str) -> str:
    name = re.split(r"[<>=!~;\[ ]", requirement.strip(), maxsplit=1)[0]
    return name.lower().replace("_", "-")


def pep723_dependencies(source: str) -> list[str]:
    """The dependencies of main.py's `# /// script` block, read line by line the way pygbag
    0.9.3 reads it (aio/pep0723.py): from the opening line to `# ///` or the first line that
    is not a comment, each line without its first two characters, as TOML."""
    content: list[str] = []
    inside = False
    for line in source.split("\n"):
        if not inside:
            inside = line.rstrip() in ("# /// script", "# /// pyproject")
            continue
        if not line.startswith("#") or line.strip() == "# ///":
            break
        content.append(line[2:])
    if not inside:
        return []
    block = tomllib.loads("\n".join(content))
    return list(block.get("project", block).get("dependencies", []))


def pygame_requested(source: str) -> str | None:
    """How main.py asks pygbag's runtime for pygame-ce, or None when it does not.

    Before it runs main.py the runtime installs packages named by main.py alone: its PEP 723
    block, or the imports its syntax tree shows. pygame-ce is a separate wheel there, so a
    main.py that never names it (pygame imported only inside game/) gets no pygame at all.
    """
    if any(
        _requirement_name(dep) in ("pygame-ce", "pygame") for dep in pep723_dependencies(source)
    ):
        return "PEP 723 block"
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        if any(name.split(".")[0] in ("pygame", "pygame_ce") for name in names):
            return "import in main.py"
    return None


def check_sources(root: Path = ROOT) -> None:
    """Refuse to build something that would not run or would not be what we test."""
    if not (root / "main.py").is_file():
        raise BuildError("main.py is missing: pygbag runs it")
    if pygame_requested((root / "main.py").read_text("utf-8")) is None:
        raise BuildError(
            "main.py does not ask for pygame-ce (a PEP 723 block or an import in main.py "
            "itself): pygbag's runtime would not install it and the page would stay blank"
        )
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
    if importlib.util.find_spec("fontTools") is None:
        raise BuildError("fontTools is missing (pip install fonttools): the fonts are subset")
    if importlib.util.find_spec("black") is not None:
        raise BuildError("black is installed here: pygbag would reformat the sources with it")


def _strip_docstrings(tree: ast.AST) -> None:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    for node in ast.walk(tree):
        if not isinstance(node, kinds) or not node.body:
            continue
        value = getattr(node.body[0], "value", None)
        if isinstance(node.body[0], ast.Expr) and isinstance(value, ast.Constant):
            node.body = node.body[1:] if isinstance(value.value, str) else node.body
            node.body = node.body or [ast.Pass()]


def slim_python(path: Path) -> None:
    """Rewrite a staged module without docstrings and comments (the player never reads
    them; the bundle is smaller). `ast.unparse` keeps the code exactly."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    _strip_docstrings(tree)
    path.write_text(ast.unparse(tree) + "\n", encoding="utf-8")


def stage(dest: Path, root: Path = ROOT) -> Path:
    """A fresh copy of what runs, in `dest` (whose name becomes the bundle's name)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    shutil.copy2(root / "main.py", dest / "main.py")
    _copy_tree(root / "game", dest / "game")
    for module in (dest / "game").rglob("*.py"):
        slim_python(module)
    merge_locale(dest / "game" / "i18n" / "locale")
    _copy_tree(root / "assets", dest / "assets", skip_dirs=(root / "assets" / "web",))
    subset_fonts.subset_faces(dest / "assets" / "fonts", root)
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


def apk_version(apk: Path) -> str:
    """A short hash of the bundle's bytes: any change to what runs gives the page a new one."""
    return hashlib.sha256(apk.read_bytes()).hexdigest()[:16]


def page_document() -> dict[str, object]:
    """What the page's script needs before any Python runs: the words of every language,
    and the localStorage key of the game's settings, whose `language` it speaks first."""
    return {
        **pagewords.page_document(),
        "settingsKey": storage.KEY_PREFIX + storage.SETTINGS,
    }


def fill_page(html: str, apk: Path) -> str:
    """pygbag's index.html with our fields filled: the bundle's version and the page's words
    (JSON inside a script tag, so "</" is written "<\\/", which JSON reads back the same)."""
    missing = [field for field in PAGE_FIELDS if field not in html]
    if missing:
        raise BuildError(f"the page template has no {', '.join(missing)}")
    document = json.dumps(page_document(), ensure_ascii=False, sort_keys=True)
    html = html.replace(PAGE_FIELDS[0], apk_version(apk))
    return html.replace(PAGE_FIELDS[1], document.replace("</", "<\\/"))


def write_web_zip(web: Path, archive: Path) -> None:
    """The itch.io upload: the three files of OUT/web at the root, as pygbag's own --archive
    writes them (its copy has the page before our fields are filled); compressed, since the
    page with every language's words shrinks to a third (the apk is a zip already)."""
    archive.unlink(missing_ok=True)
    with zipfile.ZipFile(archive, "x", compression=zipfile.ZIP_DEFLATED) as upload:
        for name in WEB_FILES:
            upload.write(web / name, name)


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
    page = web / "index.html"
    page.write_text(fill_page(page.read_text("utf-8"), web / f"{APP_NAME}.apk"), "utf-8")
    write_web_zip(web, out / "web.zip")
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
