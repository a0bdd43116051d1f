/**
 * The Chromium that the end-to-end tests (playwright.config.ts) and the benchmarks (bench/) drive,
 * so that a machine with nothing but Node can run them. Looked for in this order:
 *
 *   1. path        CHROMIUM_PATH (an error if it is not an executable file: it was asked for);
 *   2. system      an installed Chrome or Chromium: chromium, chromium-browser, google-chrome-stable
 *                  or google-chrome on the PATH, or the macOS applications;
 *   3. playwright  Playwright's own browser cache (`npx playwright install chromium`);
 *   4. npm         on Linux x64, the Chromium inside the npm package @sparticuz/chromium (a
 *                  devDependency), decompressed once into node_modules/.cache/ (3-12 s here).
 *
 * CHROMIUM_LOOKUP=<step> (path, system, playwright or npm) looks only there: to test one way of
 * finding it on a machine that has the others.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

/**
 * The flags every launch uses: no sandbox (the tests run as root in CI), no GPU, and no calls to
 * Google's services, which this machine's closed network refuses, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface FoundChromium {
  executablePath: string;
  /** Which step found it, and how: for the log of a run. */
  source: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isExecutableFile = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** A step gives the Chromium it found, or the reason it found none. */
type Step = () => FoundChromium | string;

const steps: Record<string, Step> = {
  path() {
    const file = process.env.CHROMIUM_PATH;
    if (!file) return 'CHROMIUM_PATH: not set';
    if (!isExecutableFile(file)) throw new Error(`CHROMIUM_PATH=${file} is not an executable file.`);
    return { executablePath: file, source: 'CHROMIUM_PATH' };
  },

  system() {
    const names = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];
    const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
    const candidates = [
      ...names.flatMap((name) => onPath.map((dir) => path.join(dir, name))),
      ...(process.platform === 'darwin'
        ? [
            '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
            '/Applications/Chromium.app/Contents/MacOS/Chromium',
          ]
        : []),
    ];
    const file = candidates.find(isExecutableFile);
    if (!file)
      return `an installed Chrome or Chromium: none of ${names.join(', ')} on the PATH${process.platform === 'darwin' ? ', nor in /Applications' : ''}`;
    return { executablePath: file, source: 'installed' };
  },

  playwright() {
    const file = chromium.executablePath();
    if (!isExecutableFile(file)) return `Playwright's browser cache: no ${file}`;
    return { executablePath: file, source: "Playwright's browser cache" };
  },

  npm() {
    if (process.platform !== 'linux' || process.arch !== 'x64')
      return `@sparticuz/chromium: Linux x64 only, not ${process.platform} ${process.arch}`;
    let entry: string;
    try {
      entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
    } catch {
      return '@sparticuz/chromium: not installed (npm install)';
    }
    const packageRoot = path.resolve(path.dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
    // The folder's name changes with the package's version and with the files written here, so a
    // change to either decompresses afresh instead of reusing an older copy.
    const files = Object.entries(WRITTEN).flat().join('\0');
    const dir = path.join(
      root,
      'node_modules',
      '.cache',
      `sparticuz-chromium-${version}-${createHash('sha256').update(files).digest('hex').slice(0, 8)}`,
    );
    if (!existsSync(dir)) decompress(packageRoot, version, dir);
    return { executablePath: path.join(dir, 'chromium.sh'), source: `@sparticuz/chromium ${version}` };
  },
};

/** Files written beside the package's Chromium (name: text). */
const WRITTEN = {
  // The system's fonts where there are some (what a visitor's browser has), and always the
  // package's Open Sans: with no font at all, text has no size and Playwright sees no element.
  'fonts.conf': `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">fonts/fonts</dir>
</fontconfig>
`,
  // What the tests and benchmarks launch: the Chromium with the libraries and fonts that came
  // with it. Shell only (${0%/*}, not dirname): the PATH may hold nothing but node.
  'chromium.sh': `#!/bin/sh
# Written by scripts/chromium.ts: the Chromium of @sparticuz/chromium with its own libraries and fonts.
here="\${0%/*}"
LD_LIBRARY_PATH="$here/al2023/lib" FONTCONFIG_FILE="$here/fonts.conf" exec "$here/chromium" "$@"
`,
};

/**
 * Decompresses the package's Chromium into `dir`, with the shared libraries (NSS, expat) and the
 * fonts it ships, so that it needs nothing from the system but the C library. The package's own
 * code does the work, writing into TMPDIR; it runs in a child process with TMPDIR set to a staging
 * folder that is renamed into place when complete, so a run that is stopped half-way, or two runs
 * at once, never leave a broken `dir`.
 */
function decompress(packageRoot: string, version: string, dir: string): void {
  const started = Date.now();
  console.error(
    `Decompressing the Chromium of @sparticuz/chromium ${version} into ${path.relative(root, dir)} (once)...`,
  );
  // Older copies, and leftovers of runs stopped while decompressing (their process is gone).
  const cache = path.dirname(dir);
  mkdirSync(cache, { recursive: true });
  for (const name of readdirSync(cache).filter((name) => name.startsWith('sparticuz-chromium-'))) {
    const pid = Number(/\.partial-(\d+)$/.exec(name)?.[1]);
    if (!(pid && isRunning(pid))) rmSync(path.join(cache, name), { recursive: true, force: true });
  }

  const stage = `${dir}.partial-${process.pid}`;
  mkdirSync(stage);
  try {
    // executablePath() writes chromium, its GL libraries and fonts/; the al2023 archive holds NSS
    // and expat, which the package unpacks only on AWS Lambda and which Debian has only when a
    // browser was installed.
    const script = `import chromium, { inflate } from '@sparticuz/chromium';
await chromium.executablePath();
await inflate(process.argv[1]);`;
    execFileSync(
      process.execPath,
      ['--input-type=module', '--eval', script, path.join(packageRoot, 'bin', 'al2023.tar.br')],
      {
        cwd: root,
        env: { ...process.env, TMPDIR: stage },
        stdio: 'inherit',
      },
    );
    for (const [name, text] of Object.entries(WRITTEN))
      writeFileSync(path.join(stage, name), text, { mode: name.endsWith('.sh') ? 0o755 : 0o644 });
    try {
      renameSync(stage, dir);
    } catch (error) {
      // Another run finished first: use its copy.
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  console.error(`Decompressed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium to launch, by the order above; throws, listing what was tried, when there is none. */
export function findChromium(): FoundChromium {
  const only = process.env.CHROMIUM_LOOKUP;
  if (only && !Object.hasOwn(steps, only))
    throw new Error(`CHROMIUM_LOOKUP=${only}: expected one of ${Object.keys(steps).join(', ')}.`);
  const tried: string[] = [];
  for (const [name, step] of Object.entries(steps)) {
    if (only && name !== only) continue;
    const found = step();
    if (typeof found !== 'string') return found;
    tried.push(found);
  }
  throw new Error(
    `No Chromium found${only ? ` (CHROMIUM_LOOKUP=${only})` : ''}. Tried:\n${tried.map((line) => `  - ${line}`).join('\n')}\n` +
      'Set CHROMIUM_PATH to a Chrome or Chromium executable, or run `npm install` (on Linux x64 it brings one).',
  );
}
