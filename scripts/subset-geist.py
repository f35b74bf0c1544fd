#!/usr/bin/python3
"""Writes the two Geist files the app serves (app/fonts/), from the geist package's variable font.

Why: the whole font is 69 KB and every page preloads it, ahead of the first paint on a slow phone.
Nearly every page needs only Latin: that subset (~28 KB) is preloaded; everything else Geist has
(Latin Extended, Cyrillic, Greek, Vietnamese, arrows and symbols) is a second file that a browser
fetches only when a page shows one of those characters (CSS unicode-range). Nothing Geist draws is
lost: the two ranges together are the whole font's character map (app/fonts.test.ts checks it).

Needs fontTools and brotli (Debian: apt-get install python3-fonttools python3-brotli), only to
regenerate the committed files after a geist upgrade:

    /usr/bin/python3 scripts/subset-geist.py

It prints the two unicode-range values; app/fonts.ts must carry them as literals (next/font reads
its options at build time), and the test fails until it does.
"""
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2"
OUT = ROOT / "app/fonts"

# The "latin" subset of the big font services: ASCII, Latin-1, general punctuation, euro, trade mark.
LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
# Default OpenType features plus tabular figures (the app's tables use tabular-nums).
FEATURES = ["tnum"]


def parse_ranges(spec: str) -> set[int]:
    points: set[int] = set()
    for part in spec.split(","):
        lo, _, hi = part.strip().removeprefix("U+").partition("-")
        points.update(range(int(lo, 16), int(hi or lo, 16) + 1))
    return points


def to_ranges(points: set[int]) -> str:
    ordered = sorted(points)
    out: list[str] = []
    start = prev = ordered[0]
    for p in ordered[1:] + [None]:
        if p is not None and p == prev + 1:
            prev = p
            continue
        out.append(f"U+{start:04X}" if start == prev else f"U+{start:04X}-{prev:04X}")
        if p is not None:
            start = prev = p
    return ",".join(out)


def write(points: set[int], name: str) -> None:
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = list(options.layout_features) + FEATURES
    font = TTFont(SOURCE)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(points))
    subsetter.subset(font)
    target = OUT / name
    font.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes, {len(points)} characters", file=sys.stderr)


def main() -> None:
    everything = set(TTFont(SOURCE).getBestCmap())
    latin = everything & parse_ranges(LATIN)
    rest = everything - latin
    OUT.mkdir(exist_ok=True)
    # The Open Font License travels with modified versions of the font.
    (OUT / "OFL.txt").write_bytes((SOURCE.parents[3] / "LICENSE.txt").read_bytes())
    write(latin, "geist-latin.woff2")
    write(rest, "geist-rest.woff2")
    # The Latin face's range stays the wide one (what it does not draw falls through to the fallback,
    # as before); the other file's range is exactly what it draws, so it is fetched only when needed.
    print(f"latin: {LATIN}")
    print(f"rest:  {to_ranges(rest)}")


if __name__ == "__main__":
    main()
