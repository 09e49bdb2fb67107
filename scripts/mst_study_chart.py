#!/usr/bin/env python3
"""Draws the MST and sorting study (docs/mst-study.md) as an SVG, from the CSV that
scripts/mst_study.sh writes (study.csv; docs/mst-study-*.csv): per problem, every root
algorithm's measured median (solid) beside its prediction under this machine's calibrated
profile (dashed) over the sizes, the measured winner ringed, and below, which algorithm each
profile picks at each size and what a mispick loses -- Bonorden's (2002) Figures 13 and 14 as a
chart. No plotting library: the SVG is written by hand (gnuplot and matplotlib are not installed
here).

    scripts/mst_study_chart.py docs/mst-study-2-ranks.csv docs/mst-study-2-ranks.svg \
        --title "2 ranks"
"""
import argparse
import csv
import math
import sys
from xml.sax.saxutils import escape

COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
PROFILES = [("this-machine", "this machine picks"), ("psc2-tcp", "psc2-tcp picks")]
WIDTH = 960
PLOT_LEFT, PLOT_RIGHT = 130, 700  # the legend goes right of the plot
PLOT_HEIGHT = 300
STRIP = 34  # height of one row of picks


def read_study(path):
    """The CSV's two tables: per schedule (problem, size, algorithm, measured_s, predicted_s, ...)
    and, after a blank line, per pick (problem, size, profile, pick, measured_winner,
    loss_percent)."""
    rows, picks = [], []
    with open(path, newline="") as f:
        reader = csv.reader(f)
        header = next(reader, None)
        if header is None or header[:5] != ["problem", "size", "algorithm", "measured_s", "predicted_s"]:
            raise ValueError("%s: not a study CSV (expected the header of scripts/mst_study.sh's study.csv)" % path)
        for line in reader:
            if not line:
                break
            rows.append(dict(zip(header, line)))
        pick_header = next(reader, None)
        for line in reader:
            if line:
                picks.append(dict(zip(pick_header, line)))
    return rows, picks


def number(text):
    try:
        v = float(text)
        return v if v > 0 else None
    except (TypeError, ValueError):
        return None


def fmt_ms(seconds):
    ms = seconds * 1e3
    return ("%g" % float("%.2g" % ms)) + " ms"


class Svg:
    def __init__(self):
        self.parts = []

    def add(self, text):
        self.parts.append(text)

    def text(self, x, y, s, size=12, anchor="start", weight="normal", colour="#222"):
        self.add('<text x="%.1f" y="%.1f" font-size="%d" text-anchor="%s" font-weight="%s" fill="%s">%s</text>'
                 % (x, y, size, anchor, weight, colour, escape(s)))

    def line(self, x1, y1, x2, y2, colour="#ccc", width=1, dash=None):
        self.add('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%g"%s/>'
                 % (x1, y1, x2, y2, colour, width, ' stroke-dasharray="%s"' % dash if dash else ""))

    def polyline(self, points, colour, dash=None, width=2):
        if len(points) < 2:
            return
        self.add('<polyline points="%s" fill="none" stroke="%s" stroke-width="%g"%s/>'
                 % (" ".join("%.1f,%.1f" % p for p in points), colour, width,
                    ' stroke-dasharray="%s"' % dash if dash else ""))

    def circle(self, x, y, r, fill, stroke="none", width=1):
        self.add('<circle cx="%.1f" cy="%.1f" r="%g" fill="%s" stroke="%s" stroke-width="%g"/>'
                 % (x, y, r, fill, stroke, width))

    def rect(self, x, y, w, h, fill, stroke="none"):
        self.add('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s"/>'
                 % (x, y, w, h, fill, stroke))


def panel(svg, top, problem, rows, picks, title):
    """One problem's chart at `top`; returns the height used."""
    algorithms = []
    for r in rows:
        if r["algorithm"] not in algorithms:
            algorithms.append(r["algorithm"])
    colour = {a: COLOURS[i % len(COLOURS)] for i, a in enumerate(algorithms)}
    sizes = sorted({int(r["size"]) for r in rows})
    times = [v for r in rows for v in (number(r["measured_s"]), number(r["predicted_s"])) if v]
    if not sizes or not times:
        return 0
    lo = 10 ** math.floor(math.log10(min(times)))
    hi = 10 ** math.ceil(math.log10(max(times)))
    x_lo, x_hi = math.log2(sizes[0]), math.log2(sizes[-1])
    plot_top = top + 40

    def x_of(size):
        if x_hi == x_lo:
            return (PLOT_LEFT + PLOT_RIGHT) / 2
        return PLOT_LEFT + 20 + (math.log2(size) - x_lo) / (x_hi - x_lo) * (PLOT_RIGHT - PLOT_LEFT - 40)

    def y_of(seconds):
        return plot_top + PLOT_HEIGHT - (math.log10(seconds) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * PLOT_HEIGHT

    svg.text(PLOT_LEFT, top + 18, title, size=15, weight="bold")
    svg.text(PLOT_LEFT, top + 34, "measured median (solid, ringed: the fastest) and predicted by this machine's profile (dashed)", size=11, colour="#555")
    # Axes and grid: decades of time, every size.
    decade = lo
    while decade <= hi * 1.0001:
        y = y_of(decade)
        svg.line(PLOT_LEFT, y, PLOT_RIGHT, y, colour="#e4e4e4")
        svg.text(PLOT_LEFT - 6, y + 4, fmt_ms(decade), size=11, anchor="end", colour="#555")
        decade *= 10
    for s in sizes:
        svg.line(x_of(s), plot_top, x_of(s), plot_top + PLOT_HEIGHT, colour="#f0f0f0")
        svg.text(x_of(s), plot_top + PLOT_HEIGHT + 16, "%d" % s if s < 1024 else "%dK" % (s // 1024), size=11, anchor="middle", colour="#555")
    svg.add('<rect x="%d" y="%.1f" width="%d" height="%d" fill="none" stroke="#999"/>' % (PLOT_LEFT, plot_top, PLOT_RIGHT - PLOT_LEFT, PLOT_HEIGHT))
    svg.text((PLOT_LEFT + PLOT_RIGHT) / 2, plot_top + PLOT_HEIGHT + 32, "edges (1024 nodes)" if problem == "MST" else "elements (8 bytes each)", size=12, anchor="middle")
    # Lines, then the winners' rings on top.
    for a in algorithms:
        mine = sorted((int(r["size"]), r) for r in rows if r["algorithm"] == a)
        measured = [(x_of(s), y_of(number(r["measured_s"]))) for s, r in mine if number(r["measured_s"])]
        predicted = [(x_of(s), y_of(number(r["predicted_s"]))) for s, r in mine if number(r["predicted_s"])]
        svg.polyline(measured, colour[a])
        svg.polyline(predicted, colour[a], dash="6,4", width=1.5)
        for x, y in measured:
            svg.circle(x, y, 3.5, colour[a])
        for x, y in predicted:
            svg.circle(x, y, 2.5, "white", colour[a], 1.5)
    for s in sizes:
        done = [r for r in rows if int(r["size"]) == s and number(r["measured_s"])]
        if done:
            best = min(done, key=lambda r: number(r["measured_s"]))
            svg.circle(x_of(s), y_of(number(best["measured_s"])), 7.5, "none", "#000", 1.5)
    # Legend.
    ly = plot_top + 8
    for a in algorithms:
        svg.line(PLOT_RIGHT + 20, ly, PLOT_RIGHT + 44, ly, colour=colour[a], width=2)
        svg.text(PLOT_RIGHT + 50, ly + 4, a, size=12)
        ly += 20
    svg.line(PLOT_RIGHT + 20, ly + 6, PLOT_RIGHT + 44, ly + 6, colour="#555", width=2)
    svg.text(PLOT_RIGHT + 50, ly + 10, "measured", size=11, colour="#555")
    svg.line(PLOT_RIGHT + 20, ly + 24, PLOT_RIGHT + 44, ly + 24, colour="#555", width=1.5, dash="6,4")
    svg.text(PLOT_RIGHT + 50, ly + 28, "predicted (this machine)", size=11, colour="#555")
    svg.circle(PLOT_RIGHT + 32, ly + 44, 7.5, "none", "#000", 1.5)
    svg.text(PLOT_RIGHT + 50, ly + 48, "measured winner", size=11, colour="#555")
    # The picks: a square in the picked algorithm's colour, and the loss when it is not the winner.
    strip_top = plot_top + PLOT_HEIGHT + 46
    for k, (profile, label) in enumerate(PROFILES):
        y = strip_top + k * STRIP
        svg.text(PLOT_LEFT - 6, y + 12, label, size=11, anchor="end")
        for s in sizes:
            p = next((p for p in picks if int(p["size"]) == s and p["profile"] == profile), None)
            if p is None:
                continue
            x = x_of(s)
            svg.rect(x - 6, y + 2, 12, 12, colour.get(p["pick"], "#aaa"))
            loss = number(p.get("loss_percent"))
            if p["pick"] == p["measured_winner"]:
                svg.text(x, y + 28, "right", size=10, anchor="middle", colour="#2a7")
            elif loss is not None:
                svg.text(x, y + 28, "+%.0f %%" % loss, size=10, anchor="middle", colour="#c00", weight="bold")
            else:
                svg.text(x, y + 28, "not run", size=10, anchor="middle", colour="#888")
    return 40 + PLOT_HEIGHT + 46 + len(PROFILES) * STRIP + 20


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("csv", help="study.csv of scripts/mst_study.sh (e.g. docs/mst-study-2-ranks.csv)")
    ap.add_argument("svg", help="the chart to write")
    ap.add_argument("--title", default="", help="what the run was, e.g. '2 ranks'")
    args = ap.parse_args()
    try:
        rows, picks = read_study(args.csv)
    except (OSError, ValueError) as e:
        print("mst_study_chart.py: %s" % e, file=sys.stderr)
        return 2
    problems = [p for p in ("MST", "Sort", "IntegerSort") if any(r["problem"] == p for r in rows)]
    if not problems:
        print("mst_study_chart.py: %s has no MST, Sort or IntegerSort rows" % args.csv, file=sys.stderr)
        return 2
    svg = Svg()
    top = 10
    for problem in problems:
        mine = [r for r in rows if r["problem"] == problem]
        title = "%s%s" % (problem, ", " + args.title if args.title else "")
        top += panel(svg, top, problem, mine, [p for p in picks if p["problem"] == problem], title)
    body = "\n".join(svg.parts)
    out = ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
           'font-family="DejaVu Sans, Arial, sans-serif">\n<rect width="100%%" height="100%%" fill="white"/>\n%s\n</svg>\n'
           % (WIDTH, top, WIDTH, top, body))
    tmp = args.svg + ".tmp"
    with open(tmp, "w") as f:
        f.write(out)
    import os
    os.replace(tmp, args.svg)
    return 0


if __name__ == "__main__":
    sys.exit(main())
