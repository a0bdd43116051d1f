/**
 * The precompressed copies of dist/'s text files (served by `npm start`, and by hosts that support
 * them): `<file>.gz` and `<file>.br` beside each, written by scripts/prerender.ts.
 */
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants, gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);
const brotliCompress = promisify(brotliCompressCallback);

/** The files that get compressed copies (in dist/, but for Vite's manifest folder, .vite/). */
export const COMPRESSED = /\.(html|js|css|svg|xml|txt|webmanifest|json)$/;

/**
 * Brotli's parameters for a file of `bytes`: at its best (11) for the shared chunks, 100 KB to
 * 1 MB, which every page fetches, and for the `few` pages that do not come one per calculator (the
 * home page, the lists, the blog: the home page 14,143 -> 13,141 bytes, 0.1 s); at 10 for a file
 * over 1 MB (the studio's chunk: 4.5 s at 11, 1.8 s at 10 for 1.7% more bytes), which would keep the
 * build waiting alone; at 9 with a 64 KB window for the rest, each calculator's page, embed and
 * module (thousands in a large catalogue): with that window brotli 9 takes its fast match finder, a
 * twentieth of the time of 10 for 4-5% more bytes (about 500 bytes a calculator's page).
 */
export function brotliParams(bytes: number, few = false): Record<number, number> {
  if (few || bytes >= 100_000) return { [constants.BROTLI_PARAM_QUALITY]: bytes <= 1_000_000 ? 11 : 10 };
  return { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 16 };
}

/**
 * Writes `file`'s gzip and brotli copies of `body` (its bytes; `few`: see brotliParams). zlib works on libuv's thread pool:
 * every core takes a share. BROTLI_QUALITY sets another brotli quality for every file: the
 * end-to-end tests build at 5 (a tenth of the time; nothing they check depends on the ratio).
 */
export async function compress(file: string, body: Buffer, few = false): Promise<void> {
  const quality = Number(process.env.BROTLI_QUALITY);
  const params = quality ? { [constants.BROTLI_PARAM_QUALITY]: quality } : brotliParams(body.length, few);
  await Promise.all([
    gzip(body, { level: 9 }).then((gz) => writeFile(`${file}.gz`, gz)),
    brotliCompress(body, { params }).then((br) => writeFile(`${file}.br`, br)),
  ]);
}
