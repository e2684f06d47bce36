// The offline illustrator (the default, issue 16): picture-book scenes as SVG, drawn from the
// page's place and time of day and from each character's drawing parameters (drawing.ts), so a
// character looks the same on every page by construction; only where it stands and how it
// waves change from page to page. Deterministic: the same request gives the same bytes.
// 800 × 600 (4:3), no scripts, no external references.
import { createHash } from 'node:crypto';
import type { ArtStyle, CharacterSheet, SceneSetting, TimeOfDay } from '../../../core/storybook.ts';
import { drawingParams, type CharacterDrawing } from './drawing.ts';
import type { Illustration, Illustrator, PageIllustrationRequest } from './types.ts';

const W = 800;
const H = 600;
const GROUND = 470;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const n = (x: number) => Math.round(x * 10) / 10;

/** A seeded sequence of numbers in [0, 1). */
function rng(seed: string) {
  let pool = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > pool.length) {
      pool = createHash('sha256').update(pool).digest();
      i = 0;
    }
    const v = pool.readUInt32BE(i) / 0x1_0000_0000;
    i += 4;
    return v;
  };
}

interface Style { stroke: string; strokeWidth: number; opacity: number; filter: string; defs: string }

function styleOf(art: ArtStyle): Style {
  switch (art) {
    case 'watercolor':
      return { stroke: '#5b4a3f', strokeWidth: 1.2, opacity: 0.88, filter: 'url(#soft)', defs: '<filter id="soft"><feGaussianBlur stdDeviation="0.8"/></filter>' };
    case 'crayon':
      return { stroke: '#3a2f28', strokeWidth: 3, opacity: 1, filter: 'url(#wax)', defs: '<filter id="wax"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="3"/><feDisplacementMap in="SourceGraphic" scale="3"/></filter>' };
    case 'paper-cut':
      return { stroke: 'none', strokeWidth: 0, opacity: 1, filter: 'url(#paper)', defs: '<filter id="paper" x="-10%" y="-10%" width="130%" height="130%"><feDropShadow dx="2" dy="3" stdDeviation="2" flood-opacity="0.35"/></filter>' };
    case 'pencil':
      return { stroke: '#6b6058', strokeWidth: 1, opacity: 0.8, filter: 'none', defs: '' };
    case 'storybook-ink':
      return { stroke: '#1d1a18', strokeWidth: 3.2, opacity: 0.95, filter: 'none', defs: '' };
    default:
      return { stroke: 'none', strokeWidth: 0, opacity: 1, filter: 'none', defs: '' };
  }
}

const SKIES: Record<TimeOfDay, [string, string]> = {
  morning: ['#ffe3c2', '#a8d8f0'],
  day: ['#8fd0f5', '#d8f1ff'],
  sunset: ['#ff9a6b', '#7b5ea7'],
  night: ['#0f1d3d', '#2c3f73'],
};

const INDOOR: SceneSetting[] = ['bedroom', 'kitchen', 'classroom', 'library'];

function sky(time: TimeOfDay, r: () => number): string {
  const [top, bottom] = time === 'sunset' ? [SKIES.sunset[1], SKIES.sunset[0]] : SKIES[time];
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  out = `<defs>${out}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (time === 'night') {
    for (let i = 0; i < 40; i++) out += `<circle cx="${n(r() * W)}" cy="${n(r() * 330)}" r="${n(0.8 + r() * 1.8)}" fill="#fff8d6" opacity="${n(0.5 + r() * 0.5)}"/>`;
    out += '<circle cx="650" cy="95" r="42" fill="#fff4c4"/><circle cx="668" cy="84" r="40" fill="#22345f"/>';
  } else {
    const sun = time === 'sunset' ? { x: 160, y: 330, c: '#ffcf6b' } : time === 'morning' ? { x: 120, y: 120, c: '#ffd66b' } : { x: 670, y: 95, c: '#ffe066' };
    out += `<circle cx="${sun.x}" cy="${sun.y}" r="48" fill="${sun.c}" opacity="0.95"/>`;
    for (let i = 0; i < 3; i++) {
      const x = 80 + r() * 640;
      const y = 60 + r() * 120;
      out += `<g fill="#ffffff" opacity="${time === 'sunset' ? 0.55 : 0.9}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="46" ry="18"/><ellipse cx="${n(x + 30)}" cy="${n(y - 10)}" rx="30" ry="20"/><ellipse cx="${n(x - 28)}" cy="${n(y - 4)}" rx="24" ry="14"/></g>`;
    }
  }
  return out;
}

const tree = (x: number, y: number, s: number, leaf = '#3f9b4a') =>
  `<rect x="${n(x - 8 * s)}" y="${n(y - 70 * s)}" width="${n(16 * s)}" height="${n(70 * s)}" rx="4" fill="#7a5233"/>`
  + `<circle cx="${n(x)}" cy="${n(y - 95 * s)}" r="${n(42 * s)}" fill="${leaf}"/><circle cx="${n(x - 30 * s)}" cy="${n(y - 75 * s)}" r="${n(30 * s)}" fill="${leaf}"/><circle cx="${n(x + 30 * s)}" cy="${n(y - 75 * s)}" r="${n(30 * s)}" fill="${leaf}"/>`;
const pine = (x: number, y: number, s: number, snow = false) =>
  `<rect x="${n(x - 6 * s)}" y="${n(y - 30 * s)}" width="${n(12 * s)}" height="${n(30 * s)}" fill="#6b4a2f"/>`
  + `<polygon points="${n(x)},${n(y - 150 * s)} ${n(x - 45 * s)},${n(y - 30 * s)} ${n(x + 45 * s)},${n(y - 30 * s)}" fill="#2f7d4a"/>`
  + (snow ? `<polygon points="${n(x)},${n(y - 150 * s)} ${n(x - 16 * s)},${n(y - 108 * s)} ${n(x + 16 * s)},${n(y - 108 * s)}" fill="#ffffff"/>` : '');
const flower = (x: number, y: number, c: string) =>
  `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - 18)}" stroke="#3f8f45" stroke-width="2"/>`
  + [0, 72, 144, 216, 288].map((a) => `<circle cx="${n(x + 6 * Math.cos((a * Math.PI) / 180))}" cy="${n(y - 18 + 6 * Math.sin((a * Math.PI) / 180))}" r="4" fill="${c}"/>`).join('')
  + `<circle cx="${n(x)}" cy="${n(y - 18)}" r="3" fill="#ffd54a"/>`;
const house = (x: number, y: number, wall: string, roof: string, s = 1) =>
  `<rect x="${n(x)}" y="${n(y - 90 * s)}" width="${n(110 * s)}" height="${n(90 * s)}" fill="${wall}"/>`
  + `<polygon points="${n(x - 12 * s)},${n(y - 90 * s)} ${n(x + 55 * s)},${n(y - 150 * s)} ${n(x + 122 * s)},${n(y - 90 * s)}" fill="${roof}"/>`
  + `<rect x="${n(x + 42 * s)}" y="${n(y - 48 * s)}" width="${n(26 * s)}" height="${n(48 * s)}" rx="3" fill="#7a5233"/>`
  + `<rect x="${n(x + 12 * s)}" y="${n(y - 75 * s)}" width="${n(22 * s)}" height="${n(20 * s)}" fill="#fff3b0"/><rect x="${n(x + 76 * s)}" y="${n(y - 75 * s)}" width="${n(22 * s)}" height="${n(20 * s)}" fill="#fff3b0"/>`;
const hills = (c1: string, c2: string) =>
  `<path d="M0 ${GROUND - 40} Q 200 ${GROUND - 110} 420 ${GROUND - 50} T ${W} ${GROUND - 70} V ${H} H 0 Z" fill="${c1}"/>`
  + `<path d="M0 ${GROUND} Q 260 ${GROUND - 40} 520 ${GROUND - 10} T ${W} ${GROUND} V ${H} H 0 Z" fill="${c2}"/>`;

function wave(y: number, c: string, r: () => number) {
  let d = `M0 ${y}`;
  for (let x = 0; x <= W; x += 50) d += ` q 25 ${n(-10 - r() * 6)} 50 0`;
  return `<path d="${d} V ${H} H 0 Z" fill="${c}"/>`;
}

function room(wall: string, floor: string) {
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${GROUND - 20}" width="${W}" height="${H - GROUND + 20}" fill="${floor}"/>`
    + `<rect y="${GROUND - 24}" width="${W}" height="6" fill="#00000022"/>`;
}

function windowView(x: number, y: number, time: TimeOfDay) {
  const [a, b] = time === 'night' ? ['#1a2b55', '#304a85'] : time === 'sunset' ? ['#ff9a6b', '#ffcf8a'] : ['#9ad7f7', '#d9f2ff'];
  return `<rect x="${x}" y="${y}" width="150" height="120" rx="6" fill="${b}" stroke="#f4efe6" stroke-width="10"/>`
    + `<rect x="${x}" y="${y}" width="150" height="60" fill="${a}" opacity="0.6"/><line x1="${x + 75}" y1="${y}" x2="${x + 75}" y2="${y + 120}" stroke="#f4efe6" stroke-width="6"/>`
    + (time === 'night' ? `<circle cx="${x + 110}" cy="${y + 30}" r="12" fill="#fff4c4"/>` : `<circle cx="${x + 110}" cy="${y + 30}" r="14" fill="#ffe066"/>`);
}

/** The place: sky or walls, ground and a few things that say where we are. */
function place(setting: SceneSetting, time: TimeOfDay, seed: string): string {
  const r = rng(`${seed}:place`);
  if (INDOOR.includes(setting)) {
    switch (setting) {
      case 'bedroom':
        return room('#f3d9c4', '#c89b72') + windowView(560, 110, time)
          + '<rect x="60" y="330" width="260" height="90" rx="14" fill="#6fa8dc"/><rect x="60" y="300" width="70" height="60" rx="10" fill="#ffffff"/><rect x="50" y="280" width="20" height="160" rx="6" fill="#8a5a36"/><rect x="310" y="320" width="20" height="120" rx="6" fill="#8a5a36"/>'
          + '<rect x="380" y="360" width="60" height="70" fill="#b07a4c"/><rect x="395" y="310" width="8" height="50" fill="#555"/><path d="M380 312 h50 l-12 -34 h-26 Z" fill="#ffd54a"/>';
      case 'kitchen':
        return room('#fdf0d5', '#d7b98e') + windowView(320, 90, time)
          + '<rect x="0" y="330" width="280" height="120" fill="#e07a5f"/><rect x="0" y="320" width="290" height="16" fill="#f4efe6"/><circle cx="70" cy="300" r="18" fill="#9aa0a6"/><rect x="60" y="270" width="22" height="14" fill="#6b6b6b"/>'
          + '<rect x="520" y="350" width="220" height="14" rx="4" fill="#8a5a36"/><rect x="535" y="364" width="12" height="90" fill="#8a5a36"/><rect x="715" y="364" width="12" height="90" fill="#8a5a36"/><circle cx="600" cy="338" r="14" fill="#d94b3f"/><circle cx="630" cy="340" r="12" fill="#f5c518"/>';
      case 'classroom':
        return room('#e8f1e4', '#c9a97a') + '<rect x="200" y="70" width="400" height="190" rx="6" fill="#2f4f3f" stroke="#8a5a36" stroke-width="10"/>'
          + '<text x="240" y="140" font-family="sans-serif" font-size="40" fill="#ffffff" opacity="0.85">A B C  1 2 3</text><path d="M250 200 q 40 -30 80 0 t 80 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>'
          + '<rect x="60" y="380" width="150" height="14" fill="#b07a4c"/><rect x="70" y="394" width="10" height="60" fill="#8a5a36"/><rect x="190" y="394" width="10" height="60" fill="#8a5a36"/>'
          + '<rect x="590" y="380" width="150" height="14" fill="#b07a4c"/><rect x="600" y="394" width="10" height="60" fill="#8a5a36"/><rect x="720" y="394" width="10" height="60" fill="#8a5a36"/>';
      default: {
        let shelves = room('#efe3cf', '#a8794f');
        const colours = ['#d94b3f', '#3b7dd8', '#4caf50', '#f5c518', '#8e5bd1', '#f08a24'];
        for (const x0 of [40, 560]) {
          shelves += `<rect x="${x0}" y="60" width="200" height="390" fill="#7a5233"/>`;
          for (let row = 0; row < 4; row++) {
            let x = x0 + 12;
            while (x < x0 + 180) {
              const w = 12 + Math.floor(r() * 14);
              shelves += `<rect x="${x}" y="${75 + row * 95 + Math.floor(r() * 15)}" width="${w}" height="${80 - Math.floor(r() * 15)}" fill="${colours[Math.floor(r() * colours.length)]}"/>`;
              x += w + 3;
            }
            shelves += `<rect x="${x0}" y="${150 + row * 95}" width="200" height="8" fill="#5a3a22"/>`;
          }
        }
        return shelves + windowView(325, 100, time);
      }
    }
  }
  let out = sky(time, r);
  switch (setting) {
    case 'forest':
      out += hills('#6fbf73', '#4f9d57');
      for (const [x, s] of [[60, 1.3], [190, 1.0], [330, 1.2], [520, 1.1], [660, 1.35], [760, 1.0]] as const) out += tree(x + r() * 30, GROUND + 10, s, r() > 0.5 ? '#3f9b4a' : '#2f7d3e');
      break;
    case 'meadow':
      out += hills('#9ad07a', '#7cc26a');
      for (let i = 0; i < 22; i++) out += flower(20 + r() * 760, GROUND + 20 + r() * 100, ['#f29bbd', '#ffffff', '#f5c518', '#8e5bd1'][i % 4]!);
      break;
    case 'beach':
      out += wave(GROUND - 70, '#3ba3d9', r) + wave(GROUND - 50, '#5cc0ea', r);
      out += `<path d="M0 ${GROUND - 20} Q 400 ${GROUND - 50} ${W} ${GROUND - 20} V ${H} H 0 Z" fill="#f2d59b"/>`;
      out += '<line x1="660" y1="460" x2="690" y2="300" stroke="#8a5a36" stroke-width="6"/><path d="M600 320 Q 690 230 780 300 Z" fill="#d94b3f"/><path d="M640 300 Q 690 250 740 285" fill="#ffffff" opacity="0.8"/>';
      out += '<path d="M120 540 q 10 -20 20 0 q 10 -20 20 0 z" fill="#f29bbd"/><circle cx="300" cy="560" r="8" fill="#ffffff"/>';
      break;
    case 'sea':
      out += wave(GROUND - 140, '#2f89c5', r) + wave(GROUND - 80, '#3ba3d9', r) + wave(GROUND - 10, '#5cc0ea', r);
      out += '<path d="M520 330 h150 l-25 40 h-100 Z" fill="#b5462c"/><line x1="595" y1="330" x2="595" y2="230" stroke="#5a3a22" stroke-width="5"/><path d="M600 235 L 660 320 H 600 Z" fill="#ffffff"/>';
      break;
    case 'river':
      out += hills('#8bc77a', '#6db563');
      out += `<path d="M300 ${GROUND - 60} C 420 ${GROUND - 20} 200 ${GROUND + 40} 380 ${H} H 560 C 380 ${GROUND + 40} 600 ${GROUND - 20} 380 ${GROUND - 60} Z" fill="#4aa3df"/>`;
      out += '<ellipse cx="470" cy="520" rx="20" ry="8" fill="#9aa0a6"/><ellipse cx="420" cy="470" rx="16" ry="6" fill="#9aa0a6"/>';
      break;
    case 'mountain':
      out += '<polygon points="80,430 280,140 480,430" fill="#7d8ca3"/><polygon points="280,140 240,200 320,200" fill="#ffffff"/><polygon points="360,430 560,110 760,430" fill="#65758e"/><polygon points="560,110 515,180 605,180" fill="#ffffff"/>';
      out += hills('#8bbf6a', '#6fa85a');
      break;
    case 'snow':
      out += hills('#eef4fb', '#ffffff');
      for (const x of [80, 250, 600, 730]) out += pine(x, GROUND + 20, 1 + r() * 0.3, true);
      for (let i = 0; i < 30; i++) out += `<circle cx="${n(r() * W)}" cy="${n(r() * GROUND)}" r="${n(2 + r() * 3)}" fill="#ffffff" opacity="0.9"/>`;
      break;
    case 'desert':
      out += `<path d="M0 ${GROUND - 30} Q 220 ${GROUND - 90} 460 ${GROUND - 40} T ${W} ${GROUND - 60} V ${H} H 0 Z" fill="#e9c27a"/><path d="M0 ${GROUND + 10} Q 300 ${GROUND - 30} ${W} ${GROUND + 20} V ${H} H 0 Z" fill="#f2d59b"/>`;
      out += '<g fill="#4f9d57"><rect x="640" y="330" width="26" height="140" rx="13"/><rect x="610" y="360" width="20" height="50" rx="10"/><rect x="614" y="392" width="40" height="18" rx="9"/><rect x="672" y="350" width="20" height="46" rx="10"/><rect x="656" y="380" width="36" height="16" rx="8"/></g>';
      break;
    case 'garden':
      out += hills('#9ad07a', '#86c46e');
      out += '<g fill="#f4efe6">' + Array.from({ length: 16 }, (_, i) => `<rect x="${i * 52}" y="380" width="14" height="80" rx="3"/>`).join('') + '<rect x="0" y="400" width="800" height="10"/><rect x="0" y="435" width="800" height="10"/></g>';
      for (let i = 0; i < 14; i++) out += flower(30 + i * 55 + r() * 20, GROUND + 60 + r() * 60, ['#d94b3f', '#f29bbd', '#f5c518', '#8e5bd1'][i % 4]!);
      break;
    case 'park':
      out += hills('#8bc77a', '#74b866');
      out += `<path d="M330 ${H} Q 420 ${GROUND + 20} 520 ${GROUND - 20} L 560 ${GROUND - 20} Q 470 ${GROUND + 40} 450 ${H} Z" fill="#e3cfa2"/>`;
      out += tree(120, GROUND + 10, 1.3) + tree(690, GROUND, 1.1);
      out += '<rect x="560" y="440" width="130" height="12" rx="4" fill="#8a5a36"/><rect x="560" y="418" width="130" height="10" rx="4" fill="#8a5a36"/><rect x="570" y="452" width="8" height="30" fill="#5a3a22"/><rect x="672" y="452" width="8" height="30" fill="#5a3a22"/>';
      break;
    case 'village':
      out += hills('#9ad07a', '#86c46e');
      out += house(40, GROUND - 10, '#f4d35e', '#b5462c', 0.95) + house(300, GROUND - 40, '#f7f4ee', '#3b7dd8', 0.8) + house(600, GROUND - 5, '#f29bbd', '#6b4a2f', 1);
      out += tree(250, GROUND - 20, 0.8);
      break;
    case 'city': {
      const colours = ['#7d8ca3', '#b5bfcc', '#8e9bb0', '#a0a9b8', '#6f7d93'];
      for (let i = 0; i < 7; i++) {
        const w = 90 + Math.floor(r() * 40);
        const h = 160 + Math.floor(r() * 180);
        const x = i * 118 - 20;
        out += `<rect x="${x}" y="${GROUND - h}" width="${w}" height="${h}" fill="${colours[i % colours.length]}"/>`;
        for (let wy = GROUND - h + 20; wy < GROUND - 30; wy += 34) for (let wx = x + 14; wx < x + w - 20; wx += 28) out += `<rect x="${wx}" y="${wy}" width="14" height="18" fill="${time === 'night' ? '#ffe58a' : '#dbeeff'}"/>`;
      }
      out += `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="#8a8f98"/><rect y="${GROUND + 50}" width="${W}" height="8" fill="#f4efe6" opacity="0.7"/>`;
      break;
    }
    case 'castle':
      out += hills('#8bc77a', '#6fa85a');
      out += '<g fill="#c9c2b8"><rect x="300" y="200" width="200" height="200"/><rect x="260" y="150" width="60" height="250"/><rect x="480" y="150" width="60" height="250"/></g>';
      out += '<g fill="#b5462c"><polygon points="255,150 290,90 325,150"/><polygon points="475,150 510,90 545,150"/></g><path d="M370 400 v-60 a30 30 0 0 1 60 0 v60 z" fill="#6b4a2f"/>';
      out += '<g fill="#c9c2b8">' + [300, 340, 380, 420, 460].map((x) => `<rect x="${x}" y="182" width="24" height="20"/>`).join('') + '</g><line x1="290" y1="90" x2="290" y2="60" stroke="#5a3a22" stroke-width="3"/><path d="M290 60 h26 l-8 8 8 8 h-26 z" fill="#f5c518"/>';
      break;
    case 'space':
      out = `<rect width="${W}" height="${H}" fill="#0b1430"/>`;
      for (let i = 0; i < 70; i++) out += `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(0.6 + r() * 1.8)}" fill="#ffffff" opacity="${n(0.4 + r() * 0.6)}"/>`;
      out += '<circle cx="640" cy="140" r="60" fill="#f08a24"/><ellipse cx="640" cy="140" rx="95" ry="18" fill="none" stroke="#f5c518" stroke-width="6"/><circle cx="150" cy="110" r="28" fill="#4aa3df"/>';
      out += `<path d="M0 ${GROUND} Q 400 ${GROUND - 60} ${W} ${GROUND} V ${H} H 0 Z" fill="#b8b2c8"/><ellipse cx="200" cy="530" rx="40" ry="12" fill="#9e97b0"/><ellipse cx="600" cy="520" rx="30" ry="9" fill="#9e97b0"/>`;
      break;
    case 'night-sky':
      out = sky('night', r) + hills('#1f3b3a', '#173130');
      out += '<circle cx="400" cy="150" r="70" fill="#fff4c4" opacity="0.95"/>';
      break;
  }
  return out;
}

/** One character, standing with its feet at (x, GROUND + dy), its pose from the page. */
export function drawCharacter(d: CharacterDrawing, x: number, baseY: number, pose: number, style: Style, scale = 1): string {
  const st = style.stroke === 'none' ? '' : ` stroke="${style.stroke}" stroke-width="${style.strokeWidth}" stroke-linejoin="round"`;
  const g = (inner: string) => `<g transform="translate(${n(x)} ${n(baseY)}) scale(${scale})" opacity="${style.opacity}" filter="${style.filter}">${inner}</g>`;
  if (d.body === 'animal') return g(animal(d, pose, st));
  const s = d.body === 'child' ? 0.8 : 1;
  const legH = 60 * s;
  const bodyH = 80 * s;
  const headR = 34 * (d.body === 'child' ? 0.95 : 0.85);
  const top = -legH - bodyH;
  const armUp = pose % 3;
  let out = '';
  // legs and shoes
  out += `<rect x="${n(-20 * s)}" y="${n(-legH)}" width="${n(16 * s)}" height="${n(legH)}" rx="6" fill="${d.skirt ? d.skin : d.bottom}"${st}/>`;
  out += `<rect x="${n(4 * s)}" y="${n(-legH)}" width="${n(16 * s)}" height="${n(legH)}" rx="6" fill="${d.skirt ? d.skin : d.bottom}"${st}/>`;
  out += `<ellipse cx="${n(-12 * s)}" cy="-3" rx="${n(14 * s)}" ry="7" fill="${d.accent}"${st}/><ellipse cx="${n(12 * s)}" cy="-3" rx="${n(14 * s)}" ry="7" fill="${d.accent}"${st}/>`;
  // arms (behind the body): down, one waving, both up
  const arm = (side: -1 | 1, up: boolean) => {
    const ax = side * 30 * s;
    const ay = top + 16 * s;
    const angle = up ? -side * 140 : -side * 16;
    return `<g transform="translate(${n(ax)} ${n(ay)}) rotate(${angle})"><rect x="${n(-8 * s)}" y="0" width="${n(16 * s)}" height="${n(62 * s)}" rx="8" fill="${d.top}"${st}/><circle cx="0" cy="${n(64 * s)}" r="${n(9 * s)}" fill="${d.skin}"${st}/></g>`;
  };
  out += arm(-1, armUp === 2) + arm(1, armUp >= 1);
  // body: a top, or a dress
  if (d.skirt) out += `<path d="M${n(-28 * s)} ${n(top)} h${n(56 * s)} l${n(16 * s)} ${n(bodyH + 10 * s)} h${n(-88 * s)} z" fill="${d.top}"${st}/>`;
  else out += `<rect x="${n(-30 * s)}" y="${n(top)}" width="${n(60 * s)}" height="${n(bodyH)}" rx="${n(16 * s)}" fill="${d.top}"${st}/>`;
  out += `<rect x="${n(-30 * s)}" y="${n(top + bodyH - 14 * s)}" width="${n(60 * s)}" height="${n(8 * s)}" fill="${d.bottom}" opacity="0.9"/>`;
  if (d.scarf) out += `<path d="M${n(-26 * s)} ${n(top + 4)} q ${n(26 * s)} ${n(14 * s)} ${n(52 * s)} 0 v ${n(10 * s)} q ${n(-26 * s)} ${n(14 * s)} ${n(-52 * s)} 0 z" fill="${d.accent}"${st}/><rect x="${n(10 * s)}" y="${n(top + 10)}" width="${n(12 * s)}" height="${n(34 * s)}" rx="4" fill="${d.accent}"${st}/>`;
  // head
  const hy = top - headR + 6;
  const hair = d.hair;
  if (d.hairStyle === 'long' || d.hairStyle === 'pigtails') out += `<rect x="${n(-headR - 4)}" y="${n(hy - 6)}" width="${n(2 * headR + 8)}" height="${n(headR * 1.7)}" rx="${n(headR)}" fill="${hair}"${st}/>`;
  if (d.hairStyle === 'pigtails') out += `<circle cx="${n(-headR - 10)}" cy="${n(hy + 14)}" r="12" fill="${hair}"${st}/><circle cx="${n(headR + 10)}" cy="${n(hy + 14)}" r="12" fill="${hair}"${st}/>`;
  out += `<circle cx="0" cy="${n(hy)}" r="${n(headR)}" fill="${d.skin}"${st}/>`;
  switch (d.hairStyle) {
    case 'short':
      out += `<path d="M${n(-headR)} ${n(hy - 2)} a ${n(headR)} ${n(headR)} 0 0 1 ${n(2 * headR)} 0 q ${n(-headR)} ${n(-14)} ${n(-2 * headR)} 0 z" fill="${hair}"${st}/>`;
      break;
    case 'curly':
      for (let i = 0; i < 7; i++) {
        const a = Math.PI + (i / 6) * Math.PI;
        out += `<circle cx="${n(Math.cos(a) * headR * 0.95)}" cy="${n(hy + Math.sin(a) * headR * 0.95)}" r="${n(headR * 0.36)}" fill="${hair}"${st}/>`;
      }
      break;
    case 'bun':
      out += `<circle cx="0" cy="${n(hy - headR - 6)}" r="${n(headR * 0.42)}" fill="${hair}"${st}/><path d="M${n(-headR)} ${n(hy)} a ${n(headR)} ${n(headR)} 0 0 1 ${n(2 * headR)} 0 q ${n(-headR)} ${n(-20)} ${n(-2 * headR)} 0 z" fill="${hair}"${st}/>`;
      break;
    case 'long':
    case 'pigtails':
      out += `<path d="M${n(-headR)} ${n(hy)} a ${n(headR)} ${n(headR)} 0 0 1 ${n(2 * headR)} 0 q ${n(-headR * 0.6)} ${n(-22)} ${n(-headR)} ${n(-8)} q ${n(-headR * 0.4)} ${n(14)} ${n(-headR)} ${n(8)} z" fill="${hair}"${st}/>`;
      break;
    default:
      break;
  }
  if (d.hat) out += `<ellipse cx="0" cy="${n(hy - headR * 0.55)}" rx="${n(headR * 1.25)}" ry="${n(headR * 0.28)}" fill="${d.accent}"${st}/><rect x="${n(-headR * 0.7)}" y="${n(hy - headR * 1.35)}" width="${n(headR * 1.4)}" height="${n(headR * 0.8)}" rx="8" fill="${d.accent}"${st}/>`;
  // face
  out += `<circle cx="${n(-headR * 0.36)}" cy="${n(hy + 2)}" r="3.6" fill="#2b2b2b"/><circle cx="${n(headR * 0.36)}" cy="${n(hy + 2)}" r="3.6" fill="#2b2b2b"/>`;
  out += `<circle cx="${n(-headR * 0.55)}" cy="${n(hy + 13)}" r="5" fill="#f28b82" opacity="0.55"/><circle cx="${n(headR * 0.55)}" cy="${n(hy + 13)}" r="5" fill="#f28b82" opacity="0.55"/>`;
  out += `<path d="M${n(-9)} ${n(hy + 14)} q 9 ${pose % 2 ? 9 : 7} 18 0" stroke="#7a3b2e" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  if (d.glasses) out += `<g fill="none" stroke="#2b2b2b" stroke-width="2.2"><circle cx="${n(-headR * 0.36)}" cy="${n(hy + 2)}" r="9"/><circle cx="${n(headR * 0.36)}" cy="${n(hy + 2)}" r="9"/><line x1="${n(-headR * 0.36 + 9)}" y1="${n(hy + 2)}" x2="${n(headR * 0.36 - 9)}" y2="${n(hy + 2)}"/></g>`;
  return g(out);
}

function animal(d: CharacterDrawing, pose: number, st: string): string {
  const fur = d.fur;
  const belly = d.belly;
  const sp = d.species;
  let out = '';
  const eyes = (cx: number, cy: number, gap: number) => `<circle cx="${n(cx - gap)}" cy="${n(cy)}" r="4" fill="#2b2b2b"/><circle cx="${n(cx + gap)}" cy="${n(cy)}" r="4" fill="#2b2b2b"/><circle cx="${n(cx - gap + 1.2)}" cy="${n(cy - 1.2)}" r="1.2" fill="#ffffff"/><circle cx="${n(cx + gap + 1.2)}" cy="${n(cy - 1.2)}" r="1.2" fill="#ffffff"/>`;
  if (sp === 'owl' || sp === 'bird' || sp === 'penguin') {
    out += `<ellipse cx="0" cy="-55" rx="42" ry="55" fill="${fur}"${st}/><ellipse cx="0" cy="-45" rx="28" ry="38" fill="${sp === 'penguin' ? '#ffffff' : belly}"${st}/>`;
    out += `<ellipse cx="${pose % 2 ? -44 : -40}" cy="-60" rx="12" ry="30" fill="${fur}" transform="rotate(${pose % 2 ? 25 : 10} -40 -60)"${st}/><ellipse cx="40" cy="-60" rx="12" ry="30" fill="${fur}" transform="rotate(-10 40 -60)"${st}/>`;
    if (sp === 'owl') out += `<circle cx="-15" cy="-80" r="13" fill="#fff8e1"${st}/><circle cx="15" cy="-80" r="13" fill="#fff8e1"${st}/><polygon points="-30,-108 -20,-92 -36,-92" fill="${fur}"/><polygon points="30,-108 20,-92 36,-92" fill="${fur}"/>`;
    out += eyes(0, -80, 15) + '<polygon points="-6,-68 6,-68 0,-58" fill="#f5a623"/><ellipse cx="-14" cy="-2" rx="10" ry="4" fill="#f5a623"/><ellipse cx="14" cy="-2" rx="10" ry="4" fill="#f5a623"/>';
  } else if (sp === 'frog') {
    out += `<ellipse cx="0" cy="-40" rx="55" ry="40" fill="${fur}"${st}/><ellipse cx="0" cy="-30" rx="34" ry="24" fill="${belly}"${st}/><circle cx="-24" cy="-78" r="16" fill="${fur}"${st}/><circle cx="24" cy="-78" r="16" fill="${fur}"${st}/>`;
    out += eyes(0, -78, 24) + '<path d="M-20 -52 q 20 14 40 0" stroke="#2b5d2a" stroke-width="3" fill="none"/>';
  } else {
    // four-legged: body, legs, tail, head with the species' ears
    const big = sp === 'elephant' || sp === 'bear' || sp === 'lion' ? 1.15 : sp === 'mouse' ? 0.75 : 1;
    out += `<g transform="scale(${big})">`;
    const tail = sp === 'fox' ? `<path d="M48 -50 q 50 -10 45 -55 q -25 20 -45 35 z" fill="${fur}"${st}/><path d="M93 -105 q -10 8 -18 16 q 12 2 18 -16" fill="#ffffff"/>`
      : sp === 'rabbit' ? `<circle cx="50" cy="-48" r="10" fill="#ffffff"${st}/>`
        : sp === 'lion' ? `<path d="M48 -45 q 30 -5 38 -40" stroke="${fur}" stroke-width="6" fill="none"/><circle cx="86" cy="-85" r="8" fill="#8a5a36"/>`
          : `<path d="M48 -48 q 30 ${pose % 2 ? -35 : -20} 36 -45" stroke="${fur}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    out += tail;
    out += `<ellipse cx="0" cy="-42" rx="55" ry="32" fill="${fur}"${st}/><ellipse cx="-4" cy="-34" rx="32" ry="18" fill="${belly}"/>`;
    for (const lx of [-36, -14, 14, 36]) out += `<rect x="${lx - 7}" y="-24" width="14" height="26" rx="6" fill="${fur}"${st}/>`;
    const hx = -52;
    const hy = -78;
    if (sp === 'lion') out += `<circle cx="${hx}" cy="${hy}" r="38" fill="#b5712c"${st}/>`;
    // ears
    if (sp === 'fox' || sp === 'cat') out += `<polygon points="${hx - 26},${hy - 12} ${hx - 18},${hy - 44} ${hx - 4},${hy - 22}" fill="${fur}"${st}/><polygon points="${hx + 26},${hy - 12} ${hx + 18},${hy - 44} ${hx + 4},${hy - 22}" fill="${fur}"${st}/>`;
    else if (sp === 'rabbit') out += `<ellipse cx="${hx - 10}" cy="${hy - 42}" rx="8" ry="26" fill="${fur}"${st}/><ellipse cx="${hx + 10}" cy="${hy - 42}" rx="8" ry="26" fill="${fur}"${st}/><ellipse cx="${hx - 10}" cy="${hy - 42}" rx="4" ry="18" fill="#f29bbd"/><ellipse cx="${hx + 10}" cy="${hy - 42}" rx="4" ry="18" fill="#f29bbd"/>`;
    else if (sp === 'elephant') out += `<ellipse cx="${hx - 28}" cy="${hy}" rx="22" ry="28" fill="${fur}"${st}/><ellipse cx="${hx + 28}" cy="${hy}" rx="22" ry="28" fill="${fur}"${st}/>`;
    else if (sp === 'dog') out += `<ellipse cx="${hx - 24}" cy="${hy + 4}" rx="10" ry="20" fill="#6b4a2f"${st}/><ellipse cx="${hx + 24}" cy="${hy + 4}" rx="10" ry="20" fill="#6b4a2f"${st}/>`;
    else out += `<circle cx="${hx - 20}" cy="${hy - 20}" r="11" fill="${fur}"${st}/><circle cx="${hx + 20}" cy="${hy - 20}" r="11" fill="${fur}"${st}/>`;
    out += `<circle cx="${hx}" cy="${hy}" r="28" fill="${fur}"${st}/>`;
    if (sp === 'fox') out += `<path d="M${hx - 22} ${hy + 4} q 22 26 44 0 q -22 8 -44 0" fill="#ffffff"/>`;
    if (sp === 'elephant') out += `<path d="M${hx - 6} ${hy + 10} q -4 30 10 40" stroke="${fur}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    out += eyes(hx, hy - 4, 10);
    if (sp !== 'elephant') out += `<ellipse cx="${hx}" cy="${hy + 9}" rx="5" ry="3.5" fill="#2b2b2b"/><path d="M${hx - 6} ${hy + 15} q 6 5 12 0" stroke="#2b2b2b" stroke-width="2" fill="none"/>`;
    if (d.scarf || d.hat) out += `<path d="M${hx - 20} ${hy + 22} q 20 10 40 0 v 8 q -20 10 -40 0 z" fill="${d.top}"${st}/>`;
    if (d.glasses) out += `<g fill="none" stroke="#2b2b2b" stroke-width="2"><circle cx="${hx - 10}" cy="${hy - 4}" r="8"/><circle cx="${hx + 10}" cy="${hy - 4}" r="8"/></g>`;
    out += '</g>';
  }
  return out;
}

function weather(instruction: string | undefined, seed: string): string {
  if (!instruction) return '';
  const r = rng(`${seed}:weather`);
  const text = instruction.toLocaleLowerCase();
  let out = '';
  if (/snow|nieve|neige|schnee|neve|salju|theluji|kar|tuyết|ثلج|बर्फ|বরফ|برف|雪|눈/.test(text)) {
    for (let i = 0; i < 60; i++) out += `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(2 + r() * 3.5)}" fill="#ffffff" opacity="0.92"/>`;
  }
  if (/rain|lluvia|pluie|regen|pioggia|chuva|hujan|mvua|yağmur|mưa|مطر|बारिश|বৃষ্টি|بارش|雨|비/.test(text)) {
    for (let i = 0; i < 70; i++) {
      const x = r() * W;
      const y = r() * H;
      out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x - 6)}" y2="${n(y + 18)}" stroke="#bcd7f2" stroke-width="2" opacity="0.8"/>`;
    }
  }
  if (/rainbow|arco ?iris|arc-en-ciel|regenbogen|arcobaleno|pelangi|upinde|gökkuşağı|cầu vồng|قوس قزح|इंद्रधनुष|রংধনু|قوس قزح|虹|무지개|彩虹/.test(text)) {
    ['#d94b3f', '#f08a24', '#f5c518', '#4caf50', '#3b7dd8', '#8e5bd1'].forEach((c, i) => {
      out += `<path d="M120 ${420} A 280 280 0 0 1 680 420" stroke="${c}" stroke-width="12" fill="none" opacity="0.75" transform="translate(0 ${i * 12})"/>`;
    });
  }
  if (/star|estrella|étoile|stern|stella|estrela|bintang|nyota|yıldız|sao|نجم|तारा|তারা|ستار|星|별/.test(text)) {
    for (let i = 0; i < 12; i++) {
      const x = 40 + r() * 720;
      const y = 30 + r() * 200;
      out += `<path d="M${n(x)} ${n(y - 10)} l3 7 8 1 -6 5 2 8 -7 -4 -7 4 2 -8 -6 -5 8 -1 z" fill="#ffe066"/>`;
    }
  }
  return out;
}

/** The picture of a page: the place, then the characters from left to right. */
export function drawPage(req: Pick<PageIllustrationRequest, 'bookId' | 'pageNumber' | 'artStyle' | 'scene' | 'characters' | 'instruction' | 'alt'>): string {
  const seed = `${req.bookId}:${req.pageNumber}:${req.instruction ?? ''}`;
  const style = styleOf(req.artStyle);
  const r = rng(`${seed}:cast`);
  const cast = req.characters.slice(0, 4);
  let figures = '';
  const slots = cast.length || 1;
  const span = 520;
  const start = (W - span) / 2 + span / (2 * slots);
  cast.forEach((sheet, i) => {
    const d = drawingParams(sheet);
    const x = start + (i * span) / slots + (r() - 0.5) * 60;
    const y = GROUND + 75 + r() * 35;
    const pose = Math.floor(r() * 6);
    figures += drawCharacter(d, x, y, pose, style, 1.4);
  });
  const title = req.alt ?? req.scene.description;
  return svg(title, place(req.scene.setting, req.scene.timeOfDay, seed) + figures + weather(req.instruction, seed), style);
}

/** A character's reference portrait: the character alone on a soft background. */
export function drawPortrait(sheet: CharacterSheet, art: ArtStyle): string {
  const style = styleOf(art);
  const d = drawingParams(sheet);
  const bg = '<defs><radialGradient id="bg"><stop offset="0" stop-color="#fff8ec"/><stop offset="1" stop-color="#f3e3c9"/></radialGradient></defs>'
    + `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="400" cy="520" rx="170" ry="26" fill="#00000018"/>`;
  return svg(sheet.name, bg + drawCharacter(d, d.body === 'animal' ? 440 : 400, 520, 1, style, 2), style);
}

function svg(title: string, body: string, style: Style): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${esc(title)}</title>`
    + (style.defs ? `<defs>${style.defs}</defs>` : '') + body + '</svg>';
}

export const OFFLINE_ILLUSTRATOR = 'offline';

export function createOfflineIllustrator(): Illustrator {
  return {
    name: OFFLINE_ILLUSTRATOR,
    async portrait(sheet, artStyle, opts = {}) {
      opts.signal?.throwIfAborted();
      return { bytes: Buffer.from(drawPortrait(sheet, artStyle)), mime: 'image/svg+xml' } satisfies Illustration;
    },
    async page(req) {
      req.signal?.throwIfAborted();
      return { bytes: Buffer.from(drawPage(req)), mime: 'image/svg+xml' } satisfies Illustration;
    },
  };
}
