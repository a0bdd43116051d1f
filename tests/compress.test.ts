/**
 * The precompressed copies the build writes beside each text file (scripts/compress.ts): both
 * decompress to the file's bytes, and brotli runs at 11 only on the shared chunks' sizes and the few
 * pages not made one per calculator, at 9 with a 64 KB window on the calculators' pages and modules.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPRESSED, compress } from '../scripts/compress.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compress-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Text that compresses differently at brotli 9, 10 and 11: words drawn from a small list by a fixed sequence. */
function text(bytes: number): Buffer {
  const words = ['calcolo', 'rata', 'mutuo', 'interesse', 'tasso', 'anni', 'importo', 'euro', '<div>', '</div>'];
  let seed = 7;
  const parts: string[] = [];
  for (let length = 0; length < bytes; ) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const word = words[seed % words.length]!;
    parts.push(word);
    length += word.length + 1;
  }
  return Buffer.from(parts.join(' ').slice(0, bytes));
}

const brotliAt = (body: Buffer, quality: number, window = 22) =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: window },
  });

test.each([
  ["a calculator's page", 40_000, false, 9, 16, 10],
  ['one of the few other pages', 40_000, true, 11, 22, 9],
  ['a shared chunk', 200_000, false, 11, 22, 10],
  ['a chunk over 1 MB', 1_200_000, false, 10, 22, 11],
])(
  '%s (%d bytes, few: %s): a .gz and a .br that decompress to the file, brotli at %d with a window of 2^%d',
  async (_, bytes, few, quality, window, other) => {
    const body = text(bytes);
    const file = path.join(dir, `file-${bytes}-${few}.html`);
    await compress(file, body, few);
    const gz = await readFile(`${file}.gz`);
    const br = await readFile(`${file}.br`);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(br.equals(brotliAt(body, quality, window))).toBe(true);
    // The parameters matter for these bytes: another quality would write another file.
    expect(br.equals(brotliAt(body, other))).toBe(false);
  },
);

test('text files get copies; images, fonts and the copies themselves do not', () => {
  for (const name of ['index.html', 'boot-x1.js', 'a.css', 'favicon.svg', 'sitemap.xml', 'robots.txt', 'offline.json'])
    expect(COMPRESSED.test(name), name).toBe(true);
  for (const name of ['icon-192.png', 'font.woff2', 'index.html.br', 'boot-x1.js.gz', '_headers'])
    expect(COMPRESSED.test(name), name).toBe(false);
});
