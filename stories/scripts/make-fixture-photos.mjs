/**
 * @module Writes the Storybook's fixture photos (stories/public/fixtures/<name>/): drawn pictures of a guesthouse in
 * Tofo (a pool over the bay of Inhambane, a room with a sea view, a dhow on the beach), each in the three WebP
 * variants the API serves for a 1000 × 750 original (w320, w640, w1280, the last 1000 px wide: never upscaled, ADR
 * 0023), so that the Photo and PhotoLightbox stories and the screens show real images instead of a 404. Run once
 * with `node stories/scripts/make-fixture-photos.mjs`; the files are committed.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const pool = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750" viewBox="0 0 1000 750">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f3"/><stop offset="1" stop-color="#f6efe0"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f8a9a"/><stop offset="1" stop-color="#0e5f6e"/></linearGradient>
    <linearGradient id="pool" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5fd0d8"/><stop offset="1" stop-color="#1aa3b5"/></linearGradient>
  </defs>
  <rect width="1000" height="330" fill="url(#sky)"/>
  <circle cx="800" cy="120" r="52" fill="#fff6d6"/>
  <rect y="330" width="1000" height="170" fill="url(#sea)"/>
  <path d="M0 330 Q250 312 520 330 T1000 326 L1000 340 L0 340 Z" fill="#5a8f6a"/>
  <rect y="500" width="1000" height="250" fill="#e9d9b8"/>
  <rect x="120" y="540" width="760" height="170" rx="18" fill="url(#pool)" stroke="#ffffff" stroke-width="10"/>
  <path d="M160 600 q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" fill="none" stroke="#bff1f4" stroke-width="5"/>
  <path d="M60 520 C80 420 110 380 150 350" stroke="#6b4f2a" stroke-width="12" fill="none"/>
  <path d="M150 350 q-60 -10 -100 20 M150 350 q-30 -50 -80 -60 M150 350 q40 -50 100 -40 M150 350 q60 0 90 40" stroke="#3f7d3a" stroke-width="14" fill="none" stroke-linecap="round"/>
</svg>`;

const room = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750" viewBox="0 0 1000 750">
  <rect width="1000" height="750" fill="#f3ead9"/>
  <rect x="560" y="90" width="360" height="300" fill="#cfe8f3" stroke="#8a6a44" stroke-width="16"/>
  <rect x="568" y="260" width="344" height="122" fill="#1f8a9a"/>
  <line x1="740" y1="90" x2="740" y2="390" stroke="#8a6a44" stroke-width="10"/>
  <rect y="560" width="1000" height="190" fill="#b88a5a"/>
  <rect x="90" y="330" width="420" height="60" rx="10" fill="#8a6a44"/>
  <rect x="80" y="390" width="520" height="200" rx="14" fill="#ffffff" stroke="#d9cbb2" stroke-width="6"/>
  <rect x="110" y="360" width="150" height="70" rx="20" fill="#f9f4ea" stroke="#d9cbb2" stroke-width="4"/>
  <rect x="300" y="360" width="150" height="70" rx="20" fill="#f9f4ea" stroke="#d9cbb2" stroke-width="4"/>
  <rect x="80" y="470" width="520" height="120" rx="10" fill="#d2452f"/>
  <path d="M80 500 h520 M80 540 h520" stroke="#f2b134" stroke-width="10"/>
  <rect x="660" y="470" width="130" height="120" rx="8" fill="#8a6a44"/>
  <circle cx="725" cy="440" r="26" fill="#f2b134"/>
</svg>`;

const dhow = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750" viewBox="0 0 1000 750">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#f9e6c4"/></linearGradient>
    <linearGradient id="bay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b8fa0"/><stop offset="1" stop-color="#125f6d"/></linearGradient>
  </defs>
  <rect width="1000" height="400" fill="url(#dusk)"/>
  <circle cx="230" cy="300" r="70" fill="#fff1cf"/>
  <rect y="400" width="1000" height="200" fill="url(#bay)"/>
  <path d="M0 600 Q300 570 600 600 T1000 590 L1000 750 L0 750 Z" fill="#ecd9b0"/>
  <path d="M520 520 L820 520 L780 560 L560 560 Z" fill="#6b4f2a"/>
  <line x1="660" y1="520" x2="660" y2="250" stroke="#4a3520" stroke-width="8"/>
  <path d="M660 255 Q760 330 800 505 L664 505 Z" fill="#fbf7ee" stroke="#d9cbb2" stroke-width="4"/>
  <path d="M80 470 q60 -10 120 0 M300 450 q50 -8 100 0 M860 470 q40 -8 80 0" stroke="#bfe6ea" stroke-width="5" fill="none"/>
</svg>`;

for (const [name, svg] of [['piscina-inhambane', pool], ['quarto-vista-mar', room], ['dhow-tofo', dhow]]) {
  const dir = new URL(`../public/fixtures/${name}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [variant, width] of [['w320', 320], ['w640', 640], ['w1280', 1000]]) {
    await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 70 }).toFile(new URL(`${variant}.webp`, dir).pathname);
  }
  console.info('fixture photos written to', dir.pathname);
}
