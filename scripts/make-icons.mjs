#!/usr/bin/env node
/**
 * Draws Veilleur's icons: a pale crescent moon watching over a dark night,
 * with one small star. No dependencies: the PNGs are encoded by hand
 * (node:zlib for DEFLATE, CRC32 computed here).
 *
 *   node scripts/make-icons.mjs
 *
 * Writes (all checked in):
 *   public/icons/icon-192.png           purpose "any"       (rounded dark tile)
 *   public/icons/icon-512.png           purpose "any"       (rounded dark tile)
 *   public/icons/icon-maskable-512.png  purpose "maskable"  (full bleed, motif inside the
 *                                                            central safe circle, radius 40 %)
 *   public/apple-touch-icon.png         180×180, opaque, full bleed
 *   public/favicon.svg                  the same motif as vector
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');

/** Colours (sRGB). */
const NIGHT = [0x0f, 0x11, 0x15]; // background, same as theme_color
const HALO = [0x1c, 0x21, 0x2b]; // faint disc behind the moon
const MOON = [0xf1, 0xe9, 0xc6]; // pale moonlight

// ---------------------------------------------------------------- PNG encoder

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** rgba: Uint8Array of size*size*4, straight (non-premultiplied) alpha. */
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    Buffer.from(rgba.buffer, rgba.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ------------------------------------------------------------------- drawing
// Shapes live in unit coordinates (0..1 across the icon). `scale` shrinks the
// motif around the centre (used for the maskable icon's safe zone).

function motif(scale) {
  const c = (v) => 0.5 + (v - 0.5) * scale;
  const r = (v) => v * scale;
  return {
    halo: { cx: c(0.5), cy: c(0.5), r: r(0.36) },
    moon: { cx: c(0.47), cy: c(0.52), r: r(0.27) },
    bite: { cx: c(0.6), cy: c(0.43), r: r(0.235) },
    star: { cx: c(0.72), cy: c(0.3), r: r(0.035) },
  };
}

const inCircle = (x, y, k) => (x - k.cx) ** 2 + (y - k.cy) ** 2 <= k.r * k.r;

/** Rounded square covering the whole icon (radius as a fraction of the size). */
function inRoundedSquare(x, y, radius) {
  if (radius <= 0) return x >= 0 && x <= 1 && y >= 0 && y <= 1;
  const qx = Math.min(x, 1 - x);
  const qy = Math.min(y, 1 - y);
  if (qx < 0 || qy < 0) return false;
  if (qx >= radius || qy >= radius) return true;
  return (radius - qx) ** 2 + (radius - qy) ** 2 <= radius * radius;
}

/**
 * Four-pointed star: |dx|^p + |dy|^p <= r^p with p < 1 gives concave points.
 */
function inStar(x, y, s) {
  const dx = Math.abs(x - s.cx) / s.r;
  const dy = Math.abs(y - s.cy) / s.r;
  return Math.sqrt(dx) + Math.sqrt(dy) <= 1;
}

/** Colour (with coverage) of one sample point, painter's order. */
function sample(x, y, m, cornerRadius) {
  if (!inRoundedSquare(x, y, cornerRadius)) return null;
  if (inCircle(x, y, m.moon) && !inCircle(x, y, m.bite)) return MOON;
  if (inStar(x, y, m.star)) return MOON;
  if (inCircle(x, y, m.halo)) return HALO;
  return NIGHT;
}

function render(size, { scale, cornerRadius }) {
  const m = motif(scale);
  const SS = 4; // 4×4 supersampling for smooth edges
  const out = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = (px + (sx + 0.5) / SS) / size;
          const y = (py + (sy + 0.5) / SS) / size;
          const col = sample(x, y, m, cornerRadius);
          if (!col) continue;
          r += col[0];
          g += col[1];
          b += col[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        out[i] = Math.round(r / a);
        out[i + 1] = Math.round(g / a);
        out[i + 2] = Math.round(b / a);
      }
      out[i + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  return out;
}

function svg() {
  const m = motif(1);
  const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
  const n = (v) => +(v * 64).toFixed(2); // 64-unit viewBox
  // Four-pointed star as a path of quadratic curves through the centre.
  const { cx, cy, r } = m.star;
  const star = `M${n(cx)} ${n(cy - r)} Q${n(cx)} ${n(cy)} ${n(cx + r)} ${n(cy)} Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy + r)} Q${n(cx)} ${n(cy)} ${n(cx - r)} ${n(cy)} Q${n(cx)} ${n(cy)} ${n(cx)} ${n(cy - r)}Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <!-- Generated by scripts/make-icons.mjs -->
  <defs>
    <mask id="crescent">
      <rect width="64" height="64" fill="#fff"/>
      <circle cx="${n(m.bite.cx)}" cy="${n(m.bite.cy)}" r="${n(m.bite.r)}" fill="#000"/>
    </mask>
  </defs>
  <rect width="64" height="64" rx="${n(0.18)}" fill="${hex(NIGHT)}"/>
  <circle cx="${n(m.halo.cx)}" cy="${n(m.halo.cy)}" r="${n(m.halo.r)}" fill="${hex(HALO)}"/>
  <circle cx="${n(m.moon.cx)}" cy="${n(m.moon.cy)}" r="${n(m.moon.r)}" fill="${hex(MOON)}" mask="url(#crescent)"/>
  <path d="${star}" fill="${hex(MOON)}"/>
</svg>
`;
}

// --------------------------------------------------------------------- write

const targets = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, cornerRadius: 0.18 },
  { file: 'icons/icon-512.png', size: 512, scale: 1, cornerRadius: 0.18 },
  // Maskable: full bleed; the whole motif (halo radius 0.36 around the centre)
  // lies inside the safe circle of radius 0.40, whatever mask the OS applies.
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 1, cornerRadius: 0 },
  // iOS draws its own rounded mask and shows transparency as black: opaque, full bleed.
  { file: 'apple-touch-icon.png', size: 180, scale: 0.85, cornerRadius: 0 },
];

for (const t of targets) {
  const path = join(PUBLIC, t.file);
  mkdirSync(dirname(path), { recursive: true });
  const png = encodePng(t.size, render(t.size, t));
  writeFileSync(path, png);
  console.log(`${t.file}  ${t.size}×${t.size}  ${png.length} octets`);
}
writeFileSync(join(PUBLIC, 'favicon.svg'), svg());
console.log('favicon.svg');
