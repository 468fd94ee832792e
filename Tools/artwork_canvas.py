"""Span-based 2-D drawing for make_artwork.py: a canvas, anti-aliased shapes, PNG output.

Pure Python is slow per pixel, so everything is drawn as horizontal spans: background gradients
are whole rows (ordered-dithered against banding), shapes report their spans per sub-scanline and
only the edge pixels are blended one by one (4 sub-scanlines + exact horizontal coverage = smooth
anti-aliased edges). Glows are the only per-pixel pass, limited to their bounding box.
"""
import math
import struct
import zlib

W, H = 700, 900  # portrait art, shown at about 350 x 440 pt, so 2 px per point stays sharp
SS = 4           # sub-scanlines per pixel row


def _bayer8():
    m = [[0]]
    while len(m) < 8:
        n = len(m)
        m = [[4 * m[y % n][x % n] + [[0, 2], [3, 1]][y // n][x // n] for x in range(2 * n)]
             for y in range(2 * n)]
    return [[(v + 0.5) / 64 for v in row] for row in m]


BAYER = _bayer8()


def rgb(h):
    return ((h >> 16) & 255, (h >> 8) & 255, h & 255)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def grad(stops, t):
    """Colour at t on [(t, 0xRRGGBB), ...], smoothstepped between stops."""
    t = min(max(t, stops[0][0]), stops[-1][0])
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            u = (t - t0) / (t1 - t0) if t1 > t0 else 0
            return mix(rgb(c0), rgb(c1), u * u * (3 - 2 * u))
    return rgb(stops[-1][1])


class Canvas:
    def __init__(self, w=W, h=H):
        self.w, self.h = w, h
        self.rows = [bytearray(w * 3) for _ in range(h)]
        self._tables = {}

    def drow(self, y, c):
        """A full row of colour c (floats), ordered-dithered so gradients show no bands."""
        pat = bytearray(24)
        for i in range(8):
            thr = BAYER[y % 8][i]
            for k in range(3):
                v = int(c[k])
                pat[i * 3 + k] = min(255, max(0, v + (1 if c[k] - v > thr else 0)))
        return (bytes(pat) * (self.w // 8 + 1))[: self.w * 3]

    def vgrad(self, stops, y0=0, y1=None):
        y1 = self.h if y1 is None else y1
        for y in range(y0, y1):
            self.rows[y][:] = self.drow(y, grad(stops, (y + 0.5 - y0) / (y1 - y0)))

    def blend(self, y, x0, x1, c, a):
        """Blends colour c at alpha a (0...1) over pixels x0..<x1 of row y."""
        row = self.rows[y]
        if a >= 0.998:
            row[x0 * 3:x1 * 3] = self.drow(y, c)[x0 * 3:x1 * 3]
            return
        ai = int(a * 255 + 0.5)
        if ai <= 0:
            return
        ci = [min(255, max(0, int(v + 0.5))) for v in c]
        if x1 - x0 <= 3:
            for i in range(x0 * 3, x1 * 3):
                row[i] = (row[i] * (255 - ai) + ci[i % 3] * ai + 127) // 255
            return
        seg = row[x0 * 3:x1 * 3]
        for k in range(3):
            key = (ci[k], ai)
            tab = self._tables.get(key)
            if tab is None:
                tab = bytes((v * (255 - ai) + ci[k] * ai + 127) // 255 for v in range(256))
                self._tables[key] = tab
            seg[k::3] = seg[k::3].translate(tab)
        row[x0 * 3:x1 * 3] = seg

    def fill(self, shape, color, alpha=1.0):
        """Fills a shape (spans per sub-scanline) with a colour or a function of y, anti-aliased."""
        ya, yb = shape.yrange()
        for y in range(max(0, int(ya)), min(self.h, int(math.ceil(yb)))):
            diff, part = {}, {}
            for s in range(SS):
                for xl, xr in shape.spans(y + (s + 0.5) / SS):
                    xl, xr = max(xl, 0.0), min(xr, float(self.w))
                    if xr <= xl:
                        continue
                    il, ir = int(xl), int(xr)
                    if il == ir:
                        part[il] = part.get(il, 0) + xr - xl
                        continue
                    if xl > il:
                        part[il] = part.get(il, 0) + il + 1 - xl
                        il += 1
                    if xr > ir:
                        part[ir] = part.get(ir, 0) + xr - ir
                    if ir > il:
                        diff[il] = diff.get(il, 0) + 1
                        diff[ir] = diff.get(ir, 0) - 1
            if not diff and not part:
                continue
            c = color(y + 0.5) if callable(color) else color
            pts = sorted(set(diff) | set(part) | {p + 1 for p in part})
            run = 0
            for x, nx in zip(pts, pts[1:]):
                run += diff.get(x, 0)
                cov = (run + part.get(x, 0)) / SS
                if cov > 0.002:
                    self.blend(y, x, nx, c, alpha * min(cov, 1.0))

    def glow(self, cx, cy, r, c, a0, power=2.0):
        """A soft radial light: alpha a0 at the centre falling to 0 at radius r."""
        tab = [int(255 * a0 * (1 - math.sqrt(i / 1023)) ** power + 0.5) for i in range(1024)]
        ci = [int(v) for v in c]
        r2 = r * r
        for y in range(max(0, int(cy - r)), min(self.h, int(cy + r) + 1)):
            dy2 = (y + 0.5 - cy) ** 2
            if dy2 >= r2:
                continue
            half = math.sqrt(r2 - dy2)
            row = self.rows[y]
            for x in range(max(0, int(cx - half)), min(self.w, int(cx + half) + 1)):
                t2 = ((x + 0.5 - cx) ** 2 + dy2) / r2
                if t2 >= 1:
                    continue
                a = tab[int(t2 * 1023)]
                if a:
                    i = x * 3
                    row[i] = (row[i] * (255 - a) + ci[0] * a) // 255
                    row[i + 1] = (row[i + 1] * (255 - a) + ci[1] * a) // 255
                    row[i + 2] = (row[i + 2] * (255 - a) + ci[2] * a) // 255

    def png(self):
        raw = b"".join(b"\x00" + bytes(r) for r in self.rows)
        def chunk(tag, data):
            return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))
        return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# --- shapes: yrange() and spans(y) -> sorted, disjoint [(xl, xr)] ---------------------------

class Ellipse:
    def __init__(self, cx, cy, rx, ry=None):
        self.cx, self.cy, self.rx, self.ry = cx, cy, rx, rx if ry is None else ry

    def yrange(self):
        return self.cy - self.ry, self.cy + self.ry

    def spans(self, y):
        d = 1 - ((y - self.cy) / self.ry) ** 2
        if d <= 0:
            return []
        dx = self.rx * math.sqrt(d)
        return [(self.cx - dx, self.cx + dx)]


class RRect:
    def __init__(self, x0, y0, x1, y1, r=0):
        self.x0, self.y0, self.x1, self.y1, self.r = x0, y0, x1, y1, r

    def yrange(self):
        return self.y0, self.y1

    def spans(self, y):
        if y < self.y0 or y >= self.y1:
            return []
        r = self.r
        dy = max(self.y0 + r - y, y - (self.y1 - r), 0)
        inset = r - math.sqrt(max(r * r - dy * dy, 0)) if dy > 0 else 0
        return [(self.x0 + inset, self.x1 - inset)]


class Poly:
    """A polygon (nonzero winding), so strokes and terrains can be drawn as spans too."""
    def __init__(self, pts):
        self.edges = []
        for (xa, ya), (xb, yb) in zip(pts, pts[1:] + pts[:1]):
            if ya == yb:
                continue
            d = 1 if yb > ya else -1
            if ya > yb:
                xa, ya, xb, yb = xb, yb, xa, ya
            self.edges.append((ya, yb, xa, (xb - xa) / (yb - ya), d))
        self.ys = (min(p[1] for p in pts), max(p[1] for p in pts))

    def yrange(self):
        return self.ys

    def spans(self, y):
        xs = sorted((xa + (y - ya) * k, d) for ya, yb, xa, k, d in self.edges if ya <= y < yb)
        out, wnd, start = [], 0, 0
        for x, d in xs:
            prev, wnd = wnd, wnd + d
            if prev == 0 and wnd != 0:
                start = x
            elif prev != 0 and wnd == 0:
                out.append((start, x))
        return out


def _combine(a, b, keep):
    pts = sorted({p for s in a + b for p in s})
    out = []
    for x0, x1 in zip(pts, pts[1:]):
        m = (x0 + x1) / 2
        if keep(any(l <= m < r for l, r in a), any(l <= m < r for l, r in b)):
            if out and out[-1][1] == x0:
                out[-1] = (out[-1][0], x1)
            else:
                out.append((x0, x1))
    return out


class Clip:
    """Shape a limited to shape b (inside=True) or with b cut out (inside=False)."""
    def __init__(self, a, b, inside=True):
        self.a, self.b, self.inside = a, b, inside

    def yrange(self):
        return self.a.yrange()

    def spans(self, y):
        if self.inside:
            return _combine(self.a.spans(y), self.b.spans(y), lambda p, q: p and q)
        return _combine(self.a.spans(y), self.b.spans(y), lambda p, q: p and not q)


def terrain(fn, base, x0=-10, x1=W + 10, step=5):
    pts = [(float(x), fn(x)) for x in range(x0, x1 + 1, step)]
    return Poly(pts + [(x1, base), (x0, base)])


def stroke(pts, width):
    """A thick polyline as one polygon (left side out, right side back)."""
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        xa, ya = pts[max(i - 1, 0)]
        xb, yb = pts[min(i + 1, len(pts) - 1)]
        dx, dy = xb - xa, yb - ya
        n = math.hypot(dx, dy) or 1
        nx, ny = -dy / n * width / 2, dx / n * width / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return Poly(left + right[::-1])


def ridge(rng, n, lo, hi, rough=0.55):
    """Midpoint-displacement heights (n = a power of two) in about [lo, hi], for skylines."""
    h, amp = [rng.uniform(lo, hi), rng.uniform(lo, hi)], (hi - lo) / 2
    while len(h) < n + 1:
        nh = []
        for a, b in zip(h, h[1:]):
            nh += [a, (a + b) / 2 + rng.uniform(-amp, amp)]
        h, amp = nh + [h[-1]], amp * rough
    return smooth_fn(h)


def smooth_fn(values, x0=-10, x1=W + 10):
    n = len(values) - 1
    def f(x):
        u = min(max((x - x0) / (x1 - x0) * n, 0), n - 1e-9)
        i, t = int(u), u - int(u)
        return values[i] + (values[i + 1] - values[i]) * t
    return f


def stars(cv, rng, n, ymax, color=(255, 255, 255)):
    for _ in range(n):
        x, y, r = rng.uniform(0, W), rng.uniform(0, ymax) ** 1.0, rng.uniform(0.5, 1.7)
        cv.fill(Ellipse(x, y, r), color, rng.uniform(0.35, 1.0) * (1 - y / ymax * 0.6))
        if r > 1.5:
            cv.glow(x, y, 7, color, 0.25)


def oval(cx, cy, rx, ry, ang=0.0, n=64):
    """An ellipse rotated by ang radians, as a polygon."""
    ca, sa = math.cos(ang), math.sin(ang)
    return Poly([(cx + rx * math.cos(t) * ca - ry * math.sin(t) * sa,
                  cy + rx * math.cos(t) * sa + ry * math.sin(t) * ca)
                 for t in (2 * math.pi * i / n for i in range(n))])
