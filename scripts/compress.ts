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
 * Brotli at its best (11) for the shared chunks, 100 KB to 1 MB, which every page fetches; at 10
 * for the rest (3-4× faster for 1.5% more bytes: the pages and each calculator's module, thousands
 * in a large catalogue) and for a file over 1 MB (the studio's chunk: 4.5 s at 11, 1.8 s at 10 for
 * 1.7% more bytes), which would keep the build waiting alone.
 */
export const brotliQuality = (bytes: number) => (bytes >= 100_000 && bytes <= 1_000_000 ? 11 : 10);

/**
 * Writes `file`'s gzip and brotli copies of `body` (its bytes). zlib works on libuv's thread pool:
 * every core takes a share. BROTLI_QUALITY sets another brotli quality for every file: the
 * end-to-end tests build at 5 (a tenth of the time; nothing they check depends on the ratio).
 */
export async function compress(file: string, body: Buffer): Promise<void> {
  const quality = Number(process.env.BROTLI_QUALITY) || brotliQuality(body.length);
  await Promise.all([
    writeFile(`${file}.gz`, await gzip(body, { level: 9 })),
    writeFile(`${file}.br`, await brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })),
  ]);
}
