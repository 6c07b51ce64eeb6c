#!/usr/bin/env python3
# Usage: Tools/make-doorstep-photo.py Implementation/Resources/doorstep.ppm
# Draws Orders' bundled delivery photo: a parcel on a doorstep, 32x24, binary PPM (P6).
W, H = 32, 24
sky = (135, 190, 235); wall = (214, 196, 168); door = (120, 72, 40); knob = (240, 200, 60)
step = (150, 150, 150); ground = (90, 140, 70); box = (196, 148, 92); tape = (235, 222, 180)
px = [[wall for _ in range(W)] for _ in range(H)]
for y in range(H):
    for x in range(W):
        if y >= 20: px[y][x] = ground
for y in range(3, 18):
    for x in range(4, 14): px[y][x] = door
px[10][12] = knob
for y in range(18, 20):
    for x in range(2, 30): px[y][x] = step
for y in range(12, 18):
    for x in range(17, 27): px[y][x] = box
for y in range(12, 18): px[y][21] = tape; px[y][22] = tape
for x in range(17, 27): px[14][x] = tape
for y in range(0, 2):
    for x in range(W): px[y][x] = sky
import sys
out = bytearray(b"P6\n# Mosaic Orders delivery photo (our own drawing)\n%d %d\n255\n" % (W, H))
for row in px:
    for r, g, b in row: out += bytes((r, g, b))
open(sys.argv[1], "wb").write(out)
