"""The printed look in the browser: the page filters the canvas, so the look costs the game's
frame nothing (game/ui/postfx.py's passes cost 15-17 ms a frame on WebAssembly, where
pygame-ce's blend fills have no SIMD; about 1 ms natively).

The same formula as the desktop post-process, per channel `y = a*x + b + noise` with noise
in 0..amplitude (postfx.look_terms), in two parts the browser applies when it composites
the page, off the game's frame: an SVG `feComponentTransfer` filter on the canvas (linear:
slope a, intercept b) for contrast and warmth, and over the canvas a layer of the desktop's
own seeded noise tile, added to it (`mix-blend-mode: plus-lighter`) at the grain's strength
(its opacity: amplitude / 255). The layer follows the canvas's box and lets every tap
through. (One SVG filter doing both, with feImage, feTile and feComposite, looked the same
but cost the page a frame in three in headless Chromium's software compositing.)

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
  var grain = document.getElementById("card-atlas-grain");
  if (!spec.on) {
    canvas.style.filter = "";
    if (grain) grain.style.display = "none";
    return true;
  }
  var svg = document.getElementById("card-atlas-look");
  if (!svg) {
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("id", "card-atlas-look");
    svg.setAttribute("width", "0");
    svg.setAttribute("height", "0");
    svg.setAttribute("aria-hidden", "true");
    svg.style.position = "absolute";
    svg.innerHTML =
      '<filter id="card-atlas-look-filter" color-interpolation-filters="sRGB">' +
      '<feComponentTransfer><feFuncR type="linear"/><feFuncG type="linear"/>' +
      '<feFuncB type="linear"/></feComponentTransfer></filter>';
    document.body.appendChild(svg);
  }
  if (!grain) {
    grain = document.createElement("div");
    grain.id = "card-atlas-grain";
    grain.setAttribute("aria-hidden", "true");
    var s = grain.style;
    s.position = "fixed";
    s.pointerEvents = "none";
    s.zIndex = "2";
    document.body.appendChild(grain);
    var fit = function () {
      var box = canvas.getBoundingClientRect();
      s.left = box.left + "px";
      s.top = box.top + "px";
      s.width = box.width + "px";
      s.height = box.height + "px";
      s.visibility = getComputedStyle(canvas).visibility;
      s.backgroundSize = (256 * box.width / canvas.width) + "px";
    };
    window.addEventListener("resize", fit);
    if (window.ResizeObserver) new ResizeObserver(fit).observe(canvas);
    if (window.MutationObserver) {
      new MutationObserver(fit).observe(canvas, { attributes: true, attributeFilter: ["style", "width", "height"] });
    }
    grain.fit = fit;
  }
  var funcs = svg.querySelectorAll("feFuncR, feFuncG, feFuncB");
  for (var i = 0; i < 3; i++) {
    funcs[i].setAttribute("slope", String(spec.slope[i]));
    funcs[i].setAttribute("intercept", String(spec.intercept[i]));
  }
  if (spec.noise) grain.style.backgroundImage = "url(" + spec.noise + ")";
  grain.style.opacity = String(spec.grain);
  grain.style.display = spec.grain > 0 ? "block" : "none";
  grain.fit();
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
    # The grain layer is laid over the filtered canvas with plain alpha (the cheapest
    # blend a page has): y = (1 - g) * f(x) + g * t, t the tile's 0..255. With g =
    # amplitude / 255 the noise spans the desktop's `amplitude` levels around the tile's
    # middle, and f's slope and intercept grow by 1 / (1 - g) so that the mean is the
    # desktop's a*x + b + amplitude/2 (b carries the -amplitude/2).
    g = amplitude / 255
    return {
        "on": True,
        "slope": [round(a / (1 - g), 5) for a in gains],
        "intercept": [round(b / 255 / (1 - g), 5) for b in offsets],
        "grain": round(g, 5),
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
