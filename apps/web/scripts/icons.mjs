// Draws the home-screen icons of the web app manifest (static/icon-*.png): the favicon's domino
// (an ivory 1–2 tile, dark pips and divider) standing on the table's green felt. Plain Node (zlib
// for PNG), no image library: shapes are rasterized with 4×4 supersampling. The PNGs are
// committed; run again only to change the picture:  node apps/web/scripts/icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const STATIC = resolve(dirname(fileURLToPath(import.meta.url)), '../static');
const FELT = [31, 94, 63];
const IVORY = [251, 246, 233];
const INK = [43, 33, 24];

/** Inside a rounded rectangle (x, y, w, h, corner r)? */
function inRoundRect(px, py, x, y, w, h, r) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/**
 * The colour at a point of the unit square. `safe` is the share of the icon the tile may use
 * (a maskable icon keeps it in the middle 80 %, which any mask leaves visible); `rounded` gives
 * the felt rounded corners (plain icons; a maskable one is cut by the launcher).
 */
function colourAt(u, v, safe, rounded) {
  if (rounded && !inRoundRect(u, v, 0, 0, 1, 1, 0.18)) return null;
  // The tile in units of the favicon's 32×64 box, scaled to `safe` of the height.
  const s = safe / 64;
  const tx = (u - 0.5) / s + 16;
  const ty = (v - 0.5) / s + 32;
  if (!inRoundRect(tx, ty, 0, 0, 32, 64, 5)) return FELT;
  if (!inRoundRect(tx, ty, 2, 2, 28, 60, 4)) return INK; // the tile's dark edge
  if (Math.abs(ty - 32) <= 1.2 && tx > 5 && tx < 27) return INK; // the divider
  for (const [cx, cy] of [
    [16, 16],
    [9, 41],
    [23, 55],
  ])
    if ((tx - cx) ** 2 + (ty - cy) ** 2 <= 4 * 4) return INK;
  return IVORY;
}

function render(size, safe, rounded) {
  const N = 4;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let i = 0; i < N; i++)
        for (let j = 0; j < N; j++) {
          const c = colourAt((x + (i + 0.5) / N) / size, (y + (j + 0.5) / N) / size, safe, rounded);
          if (!c) continue;
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
          sum[3] += 255;
        }
      const covered = sum[3] / 255;
      const at = 1 + x * 4;
      if (covered > 0) for (let k = 0; k < 3; k++) row[at + k] = Math.round(sum[k] / covered);
      row[at + 3] = Math.round(sum[3] / (N * N));
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function crc32(bytes) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  ['icon-192.png', 192, 0.8, true],
  ['icon-512.png', 512, 0.8, true],
  ['icon-maskable-512.png', 512, 0.62, false],
];
for (const [name, size, safe, rounded] of ICONS) {
  const bytes = render(size, safe, rounded);
  writeFileSync(join(STATIC, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
