#!/usr/bin/env python3
"""Draws CardSim's card artwork (original, made here) into Assets/Art/ as PNG files.

Standard library only and deterministic: the same script gives the same bytes every run.
The drawing primitives live in artwork_canvas.py; this file holds the scenes.

    python3 Tools/make_artwork.py [OUTDIR]      # default: Assets/Art in this repository
"""
import math
import os
import random
import sys
from multiprocessing import Pool

sys.dont_write_bytecode = True  # keep Tools/ free of __pycache__ from the import below
from artwork_canvas import (H, W, Canvas, Clip, Ellipse, Poly, RRect, grad, mix, rgb, ridge,
                            smooth_fn, stars, stroke, terrain, oval)


def curtain(cv, phase, y0, height, lo, hi, amax):
    """Aurora: per column a ray of light, brightest at its sharp lower edge, fading upward."""
    lo, hi = rgb(lo), rgb(hi)
    for x in range(cv.w):
        base = y0 + 55 * math.sin(x / 120 + phase) + 22 * math.sin(x / 41 + 2 * phase)
        h = height * (0.75 + 0.25 * math.sin(x / 90 + 3 * phase))
        amp = amax * (0.55 + 0.45 * math.sin(x / 6.5 + 3 * math.sin(x / 60 + phase)) ** 2)
        amp *= 0.35 + 0.65 * math.sin(math.pi * (x + 40) / (cv.w + 80))
        i = x * 3
        for y in range(max(0, int(base - h)), min(cv.h, int(base) + 1)):
            t = (base - y) / h
            a = int(255 * amp * max(0.0, 1 - t) ** 1.6 * min(1.0, (base - y) / 5))
            if a > 0:
                c, row = mix(lo, hi, t), cv.rows[y]
                for k in range(3):
                    row[i + k] = (row[i + k] * (255 - a) + int(c[k]) * a) // 255


def pine(cv, x, ground, h, color):
    for k in range(3):
        top, w = ground - h + k * h * 0.25, h * (0.28 + 0.12 * k)
        cv.fill(Poly([(x, top), (x + w / 2, top + h * 0.42), (x - w / 2, top + h * 0.42)]), color)
    cv.fill(RRect(x - h * 0.03, ground - h * 0.1, x + h * 0.03, ground + 2), color)


def aurora():
    cv, rng = Canvas(), random.Random(1)
    cv.vgrad([(0, 0x030A1C), (0.45, 0x0A2340), (0.72, 0x10405A), (1, 0x06121F)])
    stars(cv, rng, 170, 560)
    curtain(cv, 0.0, 360, 230, 0x38F5A8, 0x7B5CF0, 0.75)
    curtain(cv, 2.1, 290, 160, 0x5CF0C8, 0xC05CF0, 0.45)
    cv.glow(350, 420, 380, rgb(0x2BD99A), 0.12)
    cv.fill(terrain(ridge(rng, 64, 420, 620, 0.62), H), lambda y: grad([(0, 0x5A84A6), (1, 0x0E2236)], (y - 400) / 260))
    cv.fill(terrain(ridge(rng, 32, 610, 690), H), lambda y: grad([(0, 0x12263A), (1, 0x081423)], (y - 600) / 300))
    for i in range(16):
        x = -20 + i * 49 + rng.uniform(-15, 15)
        pine(cv, x, 900 - rng.uniform(40, 90), rng.uniform(120, 260), rgb(0x040A13))
    cv.fill(terrain(smooth_fn([rng.uniform(820, 860) for _ in range(9)]), H), rgb(0x040A13))
    return cv


def peaks():
    cv, rng = Canvas(), random.Random(2)
    cv.vgrad([(0, 0x2B3A8F), (0.28, 0x7D5BBE), (0.48, 0xF08A8A), (0.62, 0xFFC89A), (1, 0xFFE2B8)])
    cv.glow(470, 450, 360, rgb(0xFFD9A0), 0.55)
    cv.fill(Ellipse(470, 450, 60), rgb(0xFFF6E4))
    cv.glow(470, 450, 120, (255, 255, 255), 0.35)
    layers = [(480, 570, 0xE39AAE), (540, 640, 0xBD78A3), (610, 710, 0x8A5A98), (680, 780, 0x563E7C), (760, 850, 0x2C2253)]
    for lo, hi, c in layers:
        top = rgb(c)
        cv.fill(terrain(ridge(rng, 64, lo, hi, 0.6), H), lambda y, top=top, lo=lo: mix(top, (20, 14, 40), min(1, (y - lo) / 900)))
        cv.glow(rng.uniform(100, 600), hi + 30, 260, rgb(0xFFD6C0), 0.12)
    for bx, by, s in [(180, 300, 14), (215, 320, 10), (240, 290, 8)]:
        cv.fill(stroke([(bx - s, by - s * 0.5), (bx, by), (bx + s, by - s * 0.5)], 2.6), rgb(0x3A2A55))
    return cv


def shapes():
    cv = Canvas()
    cv.vgrad([(0, 0xF7F0E4), (1, 0xEFE3D0)])
    navy, coral, ink = rgb(0x1F3A68), rgb(0xF2664B), rgb(0x1D1D1F)
    circle = Ellipse(440, 430, 175)
    cv.fill(circle, coral)
    for k in range(7):
        x = 300 + k * 42
        cv.fill(Clip(stroke([(x, 230), (x + 160, 640)], 7), circle), rgb(0xD94A32))
    a, s = math.radians(20), 80
    sq = [(-s, -s), (s, -s), (s, s), (-s, s)]
    cv.fill(Poly([(240 + x * math.cos(a) - y * math.sin(a), 360 + x * math.sin(a) + y * math.cos(a)) for x, y in sq]), rgb(0xF4B63F))
    cv.fill(Clip(Ellipse(250, 580, 170), RRect(0, 580, W, H)), navy)
    cv.fill(Clip(Ellipse(560, 610, 105), Ellipse(560, 610, 62), inside=False), rgb(0x2A9D8F))
    cv.fill(Ellipse(610, 250, 42), rgb(0xF7A8B8))
    for i in range(5):
        for j in range(4):
            cv.fill(Ellipse(50 + i * 28, 420 + j * 28, 6), navy)
    cv.fill(stroke([(60 + i * 6, 720 + 18 * math.sin(i / 3.0)) for i in range(60)], 8), ink)
    cv.fill(RRect(470, 722, 640, 732, 5), ink)
    return cv


def city():
    cv, rng = Canvas(), random.Random(4)
    cv.vgrad([(0, 0x0A0826), (0.5, 0x251A5E), (0.85, 0x6B2F7E), (1, 0xC2507A)], 0, 620)
    cv.vgrad([(0, 0x2A1850), (0.3, 0x140C33), (1, 0x05030F)], 620, H)
    stars(cv, rng, 90, 380)
    cv.glow(600, 395, 110, rgb(0xFFE9C0), 0.35)
    cv.fill(Ellipse(600, 395, 40), rgb(0xFFF3D1))
    for cx, cy, r in [(587, 386, 8), (614, 408, 6), (607, 377, 4)]:
        cv.fill(Ellipse(cx, cy, r), rgb(0xE8D6A8), 0.6)
    lit = []
    for row, (tops, wid, col, wa) in enumerate([((360, 500), (40, 80), 0x2C2158, 0.45), ((420, 570), (55, 110), 0x150F33, 0.9)]):
        x = -20 + row * 25
        while x < W + 10:
            w, top = rng.uniform(*wid), rng.uniform(*tops)
            cv.fill(RRect(x, top, x + w - 4, 621), rgb(col))
            if row == 1 and rng.random() < 0.2:
                cv.fill(RRect(x + w / 2 - 3, top - 50, x + w / 2, top), rgb(col))
                cv.glow(x + w / 2 - 1.5, top - 52, 12, rgb(0xFF4050), 0.9)
            for wy in range(int(top) + 14, 600, 22):
                for wx in range(int(x) + 8, int(x + w) - 16, 16):
                    if rng.random() < 0.38:
                        c = rgb(rng.choice([0xFFD27A, 0xFFE9B0, 0x9FE8FF]))
                        cv.fill(RRect(wx, wy, wx + 8, wy + 11), c, wa)
                        lit.append((wx, wy, c))
            x += w
    for wx, wy, c in lit:
        ry = 620 + (620 - wy) * 0.8
        if ry < H - 4 and rng.random() < 0.6:
            cv.fill(RRect(wx - 3, ry, wx + 11 + rng.uniform(0, 10), ry + 2.5), c, 0.28)
    cv.fill(Clip(RRect(90, 470, 250, 520, 14), RRect(96, 476, 244, 514, 9), inside=False), rgb(0xFF4FA3))
    cv.glow(170, 495, 120, rgb(0xFF4FA3), 0.3)
    cv.fill(RRect(0, 619, W, 622), rgb(0xE06A9A), 0.5)
    return cv


def ocean():
    cv, rng = Canvas(), random.Random(5)
    cv.vgrad([(0, 0x1760C9), (0.6, 0x58A9E8), (1, 0xFFD9A8)], 0, 480)
    cv.vgrad([(0, 0x3A9AD6), (0.35, 0x0F5A99), (1, 0x062A55)], 480, H)
    cv.glow(210, 470, 320, rgb(0xFFC98A), 0.5)
    cv.fill(Clip(Ellipse(210, 470, 52), RRect(0, 0, W, 480)), rgb(0xFFF6E0))
    for cx, cy, sc in [(520, 405, 0.8), (90, 425, 0.55), (640, 440, 0.45)]:
        for dx, dy, r in [(-60, 10, 38), (-20, -15, 52), (35, -5, 45), (75, 15, 32), (0, 18, 40)]:
            cv.fill(Ellipse(cx + dx * sc, cy + dy * sc, r * sc), lambda y, cy=cy: mix((255, 255, 255), (214, 228, 245), max(0, min(1, (y - cy + 40) / 80))))
    for _ in range(140):
        y = rng.uniform(482, 760)
        spread = 20 + (y - 480) * 0.9
        cv.fill(Ellipse(210 + rng.gauss(0, spread / 2), y, rng.uniform(4, 22), 1.4), rgb(0xFFF1D0), rng.uniform(0.3, 0.9))
    for k in range(26):
        y = 495 + (k / 25) ** 1.6 * 400
        x0, ln = rng.uniform(-50, W), 40 + (y - 480) * 0.5
        pts = [(x0 + t, y + 2.5 * math.sin(t / 12)) for t in range(0, int(ln), 4)]
        cv.fill(stroke(pts, 1.5 + (y - 480) / 90), rgb(0x8FD0F5), 0.35)
    hull = Poly([(420, 585), (560, 585), (540, 605), (440, 605)])
    cv.fill(RRect(488, 440, 492, 588), rgb(0x2A2A35))
    cv.fill(Poly([(494, 448), (494, 578), (560, 578)]), rgb(0xFFFFFF))
    cv.fill(Poly([(486, 462), (486, 578), (432, 578)]), rgb(0xFF6B5A))
    cv.fill(hull, rgb(0x1E2A3A))
    cv.fill(Poly([(440, 608), (540, 608), (525, 640), (455, 640)]), rgb(0x0A2A50), 0.5)
    return cv


CAT = ["k.........k.", "kok.....kok.", "kook...kook.", "koookkkooook", "kooooooooook",
       "kowwoooowwok", "kowkoooowkok", "koooopooooook", "kooopppoooook", ".koooooooook", "..kkkkkkkk.."]
SLIME = ["...kkkk...", "..kggggk..", ".kggggggk.", "kgwkggwkgk", "kggggggggk", "kggggggggk", ".kkkkkkkk."]


def sprite(cv, rows, x0, y0, p, pal):
    for j, line in enumerate(rows):
        for i, ch in enumerate(line):
            if ch in pal:
                cv.fill(RRect(x0 + i * p, y0 + j * p, x0 + (i + 1) * p, y0 + (j + 1) * p), pal[ch])


def pixel():
    cv, rng, P = Canvas(), random.Random(6), 25
    for j in range(36):
        c = tuple(round(v) for v in grad([(0, 0x2F55C8), (1, 0x8CCBFF)], min(1, j / 26)))
        cv.fill(RRect(0, j * P, W, (j + 1) * P), c)
    for cx, cy, n in [(2, 16, 5), (20, 15, 4), (12, 17, 3)]:
        for i in range(n):
            cv.fill(RRect((cx + i) * P, cy * P, (cx + i + 1) * P, (cy + 1) * P), rgb(0xFFFFFF))
        cv.fill(RRect((cx + 1) * P, (cy - 1) * P, (cx + n - 1) * P, cy * P), rgb(0xFFFFFF))
    for i in range(29):
        h = round(7 * math.exp(-((i - 8) / 6) ** 2) + 4 * math.exp(-((i - 22) / 4) ** 2))
        if h:
            cv.fill(RRect(i * P, (32 - h) * P, (i + 1) * P, 32 * P), rgb(0x3CB043))
            cv.fill(RRect(i * P, (32 - h) * P, (i + 1) * P, (32 - h) * P + 8), rgb(0x2A8A30))
    cv.fill(RRect(0, 32 * P, W, H), rgb(0xC8642A))
    for j in range(32, 36):
        cv.fill(RRect(0, j * P - 2, W, j * P + 2), rgb(0x7A3410))
        for i in range(-1, 15):
            x = i * 2 * P + (P if j % 2 else 0)
            cv.fill(RRect(x - 2, j * P, x + 2, (j + 1) * P), rgb(0x7A3410))
    for i in (9, 10, 11):
        b = RRect(i * P * 2 - 60, 20 * P, i * P * 2 - 60 + 2 * P - 4, 22 * P - 4)
        cv.fill(b, rgb(0xF8B800) if i == 10 else rgb(0xC8642A))
        if i == 10:
            sprite(cv, ["..k..", ".kkk.", "kkkkk", ".k.k."], b.x0 + 12, b.y0 + 12, 5, {"k": rgb(0x8A4A00)})
    for i in range(4):
        sprite(cv, [".yy.", "yyyy", "yoyy", "yoyy", "yyyy", ".yy."], 130 + i * 50, 520 + 8 * (i % 2), 6, {"y": rgb(0xFFD23F), "o": rgb(0xFFF3A0)})
    cv.fill(RRect(555, 27 * P, 645, 32 * P), rgb(0x1F9E3A))
    cv.fill(RRect(545, 26 * P, 655, 27 * P + 10), rgb(0x26B846))
    cv.fill(RRect(570, 27 * P + 10, 580, 32 * P), rgb(0x7BE08A))
    sprite(cv, CAT, 90, 32 * P - 110, 10, {"k": rgb(0x2A1A10), "o": rgb(0xFF9A3C), "w": rgb(0xFFFFFF), "p": rgb(0xFF7A9A)})
    sprite(cv, SLIME, 380, 32 * P - 70, 10, {"k": rgb(0x16331C), "g": rgb(0x6EDB5A), "w": rgb(0xFFFFFF)})
    return cv


def coffee():
    cv, rng = Canvas(), random.Random(7)
    cv.vgrad([(0, 0x173F3D), (1, 0x2E6B62)], 0, 640)
    cv.vgrad([(0, 0xB8794A), (1, 0x7A4A2A)], 640, H)
    cv.glow(120, 80, 420, (255, 255, 255), 0.14)
    for k in range(9):
        y = 660 + k * 27 + rng.uniform(-6, 6)
        cv.fill(stroke([(x, y + 3 * math.sin(x / 70 + k)) for x in range(-10, W + 20, 10)], 1.5), rgb(0x5A3218), 0.25)
    # The cup stands right of centre: on a wide screen the story's header shows the middle of the
    # picture, and its caption runs along the left at the height of the cup's foot; in an iPad's
    # narrower page sheet the caption reaches further across, still short of the cup.
    dx = 110
    cv.fill(Ellipse(360 + dx, 715, 230, 58), (20, 10, 5), 0.3)
    cv.fill(Ellipse(350 + dx, 700, 210, 50), lambda y: mix(rgb(0xFBF8F3), rgb(0xD9D2C8), (y - 650) / 100))
    cv.fill(Ellipse(350 + dx, 690, 130, 26), rgb(0xE2DBD0))
    body = Clip(Ellipse(350 + dx, 480, 145, 210), RRect(0, 480, W, H))
    cv.fill(Clip(Ellipse(505 + dx, 565, 58, 48), Ellipse(505 + dx, 565, 34, 26), inside=False), rgb(0xEDE7DE))
    cv.fill(body, lambda y: mix(rgb(0xFFFFFF), rgb(0xDCD4C9), (y - 480) / 210))
    cv.fill(Clip(body, Ellipse(300 + dx, 470, 150, 230), inside=False), (90, 70, 60), 0.18)
    cv.fill(stroke([(240 + dx + 10 * math.sin(t / 40), 520 + t) for t in range(0, 110, 5)], 9), (255, 255, 255), 0.8)
    cv.fill(Ellipse(350 + dx, 480, 145, 30), rgb(0xF1ECE4))
    surface = Ellipse(350 + dx, 484, 128, 23)
    cv.fill(surface, rgb(0x8A5530))
    cv.fill(Ellipse(350 + dx, 485, 112, 19), rgb(0x5C3420))
    heart = [Ellipse(336 + dx, 480, 14, 7), Ellipse(364 + dx, 480, 14, 7), Poly([(323 + dx, 482), (377 + dx, 482), (350 + dx, 499)])]
    for part in heart:
        cv.fill(Clip(part, surface), rgb(0xF1DDC0))
    for k, x in enumerate((300 + dx, 350 + dx, 400 + dx)):
        pts = [(x + 18 * math.sin(t / 28 + k * 2), 450 - t) for t in range(0, 200, 5)]
        cv.fill(stroke(pts, 12), (255, 255, 255), 0.16)
        cv.fill(stroke(pts, 4), (255, 255, 255), 0.22)
    for bx, by, ang in [(80, 715, 0.4), (145, 750, -0.6), (655, 735, 1.1), (668, 790, 0.2), (60, 785, 1.4)]:
        cv.fill(oval(bx, by, 20, 13, ang), rgb(0x3E2213))
        cv.fill(stroke([(bx - 15 * math.cos(ang), by - 15 * math.sin(ang)), (bx + 15 * math.cos(ang), by + 15 * math.sin(ang))], 2.5), rgb(0x1E0F08))
    return cv


def planets():
    cv, rng = Canvas(), random.Random(8)
    cv.vgrad([(0, 0x04020E), (0.5, 0x120A2E), (1, 0x2A0F45)])
    cv.glow(180, 300, 330, rgb(0x8E3BD1), 0.35)
    cv.glow(540, 640, 300, rgb(0x2F6BD8), 0.3)
    cv.glow(430, 380, 200, rgb(0xE0559B), 0.22)
    stars(cv, rng, 220, H)
    cx, cy, r, ang = 390, 520, 160, -0.32
    ring = Clip(oval(cx, cy, 300, 62, ang, 128), oval(cx, cy, 205, 38, ang, 128), inside=False)
    gap = Clip(oval(cx, cy, 262, 53, ang, 128), oval(cx, cy, 248, 50, ang, 128), inside=False)
    ca, sa = math.cos(ang), math.sin(ang)
    front = Poly([(cx - 900 * ca, cy - 900 * sa), (cx + 900 * ca, cy + 900 * sa), (cx + 900 * ca - 900 * sa, cy + 900 * sa + 900 * ca)])
    ringc = lambda y: mix(rgb(0xF2DDB8), rgb(0xC9A27A), max(0, min(1, (y - 400) / 250)))
    cv.fill(ring, ringc, 0.8)
    planet = Ellipse(cx, cy, r)
    cv.fill(planet, lambda y: mix(rgb(0xF0C390), rgb(0xB0604A), 0.5 + 0.5 * math.sin(y / 13 + 2 * math.sin(y / 37))))
    cv.fill(Clip(planet, Ellipse(cx - 70, cy - 60, 190), inside=False), rgb(0x0A0518), 0.6)
    cv.fill(Clip(planet, Ellipse(cx - 40, cy - 35, 175), inside=False), rgb(0x0A0518), 0.3)
    cv.fill(Clip(ring, front), ringc, 0.85)
    cv.fill(Clip(gap, front), rgb(0x1A0E30), 0.6)
    moon = Ellipse(120, 770, 42)
    cv.fill(moon, rgb(0x5FD3C6))
    cv.fill(Clip(moon, Ellipse(105, 755, 46), inside=False), rgb(0x0A0518), 0.55)
    cv.fill(stroke([(560 + t, 150 + t * 0.45) for t in range(0, 110, 5)], 2), (255, 255, 255), 0.5)
    cv.glow(560, 150, 14, (255, 255, 255), 0.9)
    return cv


def avatar():
    cv = Canvas(128, 128)
    cv.vgrad([(0, 0xFFB36B), (1, 0xFF5E8A)])
    cv.fill(Ellipse(64, 72, 40, 38), rgb(0xFFF3E8))
    cv.fill(Clip(Ellipse(64, 66, 42, 40), RRect(0, 0, 128, 58)), rgb(0x4A2C5E))
    for ex in (50, 78):
        cv.fill(Ellipse(ex, 72, 4.2, 5.5), rgb(0x2B1B33))
        cv.fill(Ellipse(ex - 10 if ex < 64 else ex + 10, 84, 7, 4.5), rgb(0xFF8FA6), 0.5)
    cv.fill(stroke([(64 + 12 * math.cos(t), 84 + 9 * math.sin(t)) for t in [0.35 + i * 0.2 for i in range(13)]], 3.2), rgb(0x2B1B33))
    return cv


SCENES = {"aurora": aurora, "peaks": peaks, "shapes": shapes, "city": city, "ocean": ocean,
          "pixel": pixel, "coffee": coffee, "planets": planets, "avatar": avatar}


def render(name):
    return name, SCENES[name]().png()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.normpath(os.path.join(here, "..", "Assets", "Art"))
    os.makedirs(out, exist_ok=True)
    with Pool(min(4, os.cpu_count() or 1)) as pool:
        for name, data in pool.imap_unordered(render, SCENES):
            with open(os.path.join(out, name + ".png"), "wb") as f:
                f.write(data)
            print("wrote", os.path.join(out, name + ".png"), len(data), "bytes")


if __name__ == "__main__":
    main()
