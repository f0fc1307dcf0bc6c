import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The bundled DejaVu fonts, passed to resvg by file so a PNG is the same on
 * every machine (system fonts are never consulted).
 */
const ttf = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'].map((f) => join(ttf, f));
