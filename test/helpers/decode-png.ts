import { crc32, inflateSync } from 'node:zlib';

/** A decoded 8-bit RGB or RGBA PNG: its size, colour type and straight-alpha pixels, rows unfiltered. */
export interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  pixels: Buffer;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Decode an 8-bit, non-interlaced RGB or RGBA PNG with all five row filters (PNG specification §9), checking every
 * chunk's CRC: enough to compare two encoders' pixels.
 */
export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  for (let o = 8; o < png.length; ) {
    const length = png.readUInt32BE(o);
    const type = png.toString('latin1', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + length);
    if (crc32(png.subarray(o + 4, o + 8 + length)) !== png.readUInt32BE(o + 8 + length))
      throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9];
      if (data[8] !== 8 || data[12] !== 0 || (colourType !== 2 && colourType !== 6))
        throw new Error('only 8-bit non-interlaced RGB or RGBA');
    }
    if (type === 'IDAT') idat.push(data);
    o += 12 + length;
  }
  const bpp = colourType === 6 ? 4 : 3;
  const stride = width * bpp;
  const rows = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? pixels[out + x - bpp] : 0;
      const b = y > 0 ? pixels[out + x - stride] : 0;
      const c = x >= bpp && y > 0 ? pixels[out + x - stride - bpp] : 0;
      const raw = rows[src + x];
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (predictor === undefined) throw new Error(`unknown row filter ${filter}`);
      pixels[out + x] = (raw + predictor) & 255;
    }
  }
  return { width, height, colourType, pixels };
}
