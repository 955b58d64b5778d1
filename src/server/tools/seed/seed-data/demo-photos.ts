import type { PhotoFiles } from '../../../photo-store/photo-files';
import { loadSharp } from '../../../photos/load-sharp';

const WIDTH = 1200;
const HEIGHT = 900;

const PALETTES: [sky: string, horizon: string, accent: string][] = [
  ['#7dd3fc', '#fde68a', '#16a34a'],
  ['#a5b4fc', '#fbcfe8', '#0f766e'],
  ['#93c5fd', '#fed7aa', '#b45309'],
  ['#bae6fd', '#d9f99d', '#7c3aed'],
  ['#c4b5fd', '#fecaca', '#be123c'],
  ['#99f6e4', '#fef08a', '#1d4ed8'],
];
const ITEM_COLORS = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pick<T>(list: T[], n: number): T {
  return list[((n % list.length) + list.length) % list.length] as T;
}

/** A small hand-drawn scene: a yard, a sale table with items and a tag naming them. */
function sceneSvg(label: string, seed: number): string {
  const [sky, horizon, accent] = pick(PALETTES, seed);
  const shapes = [0, 1, 2, 3].map((i) => {
    const x = 470 + i * 150 + ((seed * 37 + i * 53) % 40);
    const color = pick(ITEM_COLORS, seed + i * 3);
    const kind = (seed + i) % 3;
    if (kind === 0) return `<circle cx="${x + 50}" cy="520" r="55" fill="${color}"/>`;
    if (kind === 1) return `<rect x="${x}" y="450" width="110" height="125" rx="14" fill="${color}"/>`;
    return `<polygon points="${x},575 ${x + 60},440 ${x + 120},575" fill="${color}"/>`;
  });
  // Bold DejaVu runs about 0.65 em a character: keep the label inside its 600 px tag.
  const size = Math.min(96, Math.floor(540 / (0.65 * label.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${1000 - (seed % 5) * 70}" cy="150" r="70" fill="#fff7c2" opacity="0.9"/>
  <rect y="600" width="${WIDTH}" height="300" fill="#65a30d"/>
  <path d="M80 600 L80 330 L240 220 L400 330 L400 600 Z" fill="#f5f5f4" stroke="#57534e" stroke-width="6"/>
  <rect x="140" y="420" width="200" height="180" fill="#a8a29e"/>
  <rect x="440" y="575" width="700" height="28" rx="6" fill="#92400e"/>
  <rect x="470" y="600" width="20" height="120" fill="#78350f"/><rect x="1090" y="600" width="20" height="120" fill="#78350f"/>
  ${shapes.join('\n  ')}
  <rect x="360" y="740" width="600" height="120" rx="24" fill="${accent}"/>
  <text x="660" y="${800 + size / 3}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
}

/** A demo photo (1200x900 JPEG) and its 320x320 WebP thumbnail, the same shapes as an upload's. */
export async function renderDemoPhoto(label: string, seed: number): Promise<PhotoFiles> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(sceneSvg(label, seed)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumbnail] = await Promise.all([
    sharp(data, raw).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer(),
    sharp(data, raw)
      .flatten({ background: '#ffffff' })
      .resize(320, 320, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { full, fullExtension: 'jpg', thumbnail };
}
