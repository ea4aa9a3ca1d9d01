"""A tiny markup for rules and about texts: headings, bullets, paragraphs.

    # Heading
    ## Smaller heading
    - a bullet point (continued on the next lines
      when they are indented)
    A paragraph runs until a blank line; its lines are joined with spaces.

Nothing else is interpreted, so texts stay readable as plain files and easy to translate.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    kind: str  # "h1", "h2", "bullet" or "p"
    text: str


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    kind: str | None = None
    parts: list[str] = []

    def flush() -> None:
        nonlocal kind, parts
        if kind is not None and parts:
            blocks.append(Block(kind, " ".join(parts)))
        kind, parts = None, []

    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("## "):
            flush()
            blocks.append(Block("h2", line[3:].strip()))
        elif line.startswith("# "):
            flush()
            blocks.append(Block("h1", line[2:].strip()))
        elif line.startswith(("- ", "* ")):
            flush()
            kind, parts = "bullet", [line[2:].strip()]
        elif kind == "bullet" and raw[:1] in (" ", "\t"):
            parts.append(line)
        else:
            if kind != "p":
                flush()
                kind = "p"
            parts.append(line)
    flush()
    return blocks
