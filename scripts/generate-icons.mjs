#!/usr/bin/env node
// Draws the app's icons: web/public/favicon.svg (also the logo in the landing page's
// navigation) and the PNGs the web app manifest and iOS ask for, rendered from the same SVG by
// Debian's Chromium (playwright-core). The PNGs are committed; run this again after changing
// the drawing: `node scripts/generate-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './emulator-setup.mjs';

const BRAND = '#0f6cbd'; // Fluent's brand blue, the manifest's theme colour
const WATER = '#9fd3ff';

/** The motif on a 64×64 grid: a house on the shore above two waves. */
const motif = `
  <path d="M18 30 L32 17 L46 30 V39 H18 Z" fill="#fff"/>
  <rect x="28.75" y="31" width="6.5" height="8" rx="1" fill="${BRAND}"/>
  <path d="M9 47 q5.75 -4.5 11.5 0 t11.5 0 t11.5 0 t11.5 0" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>
  <path d="M13 54 q4.75 -3.6 9.5 0 t9.5 0 t9.5 0 t9.5 0" fill="none" stroke="${WATER}" stroke-width="3" stroke-linecap="round"/>`;

/** "any" icons: a round badge on a transparent background. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="32" fill="${BRAND}"/>${motif}
</svg>
`;

/**
 * Maskable and Apple icons: the platform crops them (circle, squircle…), so the background
 * fills the whole square and the motif stays inside the central 80 % safe zone.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(32 32) scale(0.72) translate(-32 -34)">${motif}</g>
</svg>
`;

const publicDir = path.join(root, 'web', 'public');
const iconsDir = path.join(publicDir, 'icons');
mkdirSync(iconsDir, { recursive: true });
writeFileSync(path.join(publicDir, 'favicon.svg'), badge);

const pngs = [
  { file: 'icon-192.png', svg: badge, size: 192 },
  { file: 'icon-512.png', svg: badge, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of pngs) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(iconsDir, file), png);
    console.log(`web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
