"""The printed look in the browser: the page filters the canvas, so the look costs the game's
frame nothing (game/ui/postfx.py's passes cost 15-17 ms a frame on WebAssembly, where
pygame-ce's blend fills have no SIMD; about 1 ms natively).

The same formula as the desktop post-process, per channel `y = a*x + b + noise` with noise
in 0..amplitude (postfx.look_terms), as one SVG filter on the canvas element:
`feComponentTransfer` (linear: slope a, intercept b) for contrast and warmth, then the same
seeded noise tile as the desktop's, tiled and added by `feComposite` (arithmetic) for the
grain. The browser applies it when it composites the page, off the game's frame.

`apply` talks to the page through `platform.window`: it installs the small JavaScript
below once (with `eval`, so it works on any page that runs the game: our template, itch.io,
the test harness) and then passes the numbers as JSON. Off the web, or when the page
refuses, it returns False and the app keeps its own post-process.
"""

from __future__ import annotations

import base64
import json
import struct
import zlib

from game.ui import postfx, webpage

#: window.cardAtlasLook(spec): builds the filter once, then sets its numbers. `spec.on`
#: false removes the filter (the plain look); `spec.noise` (a data URL) comes once.
LOOK_JS = r"""
window.cardAtlasLook = function (text) {
  var spec = JSON.parse(text);
  var canvas = document.getElementById("canvas");
  if (!canvas) return false;
  if (!spec.on) { canvas.style.filter = ""; return true; }
  var svg = document.getElementById("card-atlas-look");
  if (!svg) {
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("id", "card-atlas-look");
    svg.setAttribute("width", "0");
    svg.setAttribute("height", "0");
    svg.setAttribute("aria-hidden", "true");
    svg.style.position = "absolute";
    svg.innerHTML =
      '<filter id="card-atlas-look-filter" x="0" y="0" width="1" height="1"' +
      ' color-interpolation-filters="sRGB">' +
      '<feComponentTransfer result="inked"><feFuncR type="linear"/>' +
      '<feFuncG type="linear"/><feFuncB type="linear"/></feComponentTransfer>' +
      '<feImage result="tile" x="0" y="0" width="256" height="256"' +
      ' preserveAspectRatio="none"/>' +
      '<feTile in="tile" result="grain"/>' +
      '<feComposite in="inked" in2="grain" operator="arithmetic" k1="0" k2="1"' +
      ' k3="0" k4="0"/></filter>';
    document.body.appendChild(svg);
  }
  var funcs = svg.querySelectorAll("feFuncR, feFuncG, feFuncB");
  for (var i = 0; i < 3; i++) {
    funcs[i].setAttribute("slope", String(spec.slope[i]));
    funcs[i].setAttribute("intercept", String(spec.intercept[i]));
  }
  if (spec.noise) svg.querySelector("feImage").setAttribute("href", spec.noise);
  svg.querySelector("feComposite").setAttribute("k3", String(spec.grain));
  canvas.style.filter = "url(#card-atlas-look-filter)";
  return true;
};
"""

_state = {"installed": False, "noise_sent": False}


def look_spec(contrast: int, grain: int, temperature: int) -> dict:
    """The filter's numbers for the sliders (0..100 each): what postfx computes per pixel."""
    if contrast == grain == temperature == 0:
        return {"on": False}
    gains, offsets, amplitude = postfx.look_terms(contrast, grain, temperature)
    return {
        "on": True,
        "slope": [round(a, 5) for a in gains],
        "intercept": [round(b / 255, 5) for b in offsets],
        "grain": round(amplitude / 255, 5),
    }


def noise_png(size: int = postfx.TILE) -> bytes:
    """The desktop's grain tile (the same seeded bytes) as a greyscale PNG."""
    grey = postfx.noise_bytes(size)
    rows = b"".join(b"\x00" + grey[y * size : (y + 1) * size] for y in range(size))

    def chunk(tag: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def apply(contrast: int, grain: int, temperature: int) -> bool:
    """Let the page draw the look; False when there is no page that can (the desktop)."""
    window = webpage.page_window()
    if window is None:
        return False
    try:
        if not _state["installed"]:
            window.eval(LOOK_JS)
            _state["installed"] = True
        spec = look_spec(contrast, grain, temperature)
        if spec["on"] and not _state["noise_sent"]:
            spec["noise"] = "data:image/png;base64," + base64.b64encode(noise_png()).decode()
        done = bool(window.cardAtlasLook(json.dumps(spec)))
        _state["noise_sent"] = _state["noise_sent"] or "noise" in spec
        return done
    except Exception:
        return False
