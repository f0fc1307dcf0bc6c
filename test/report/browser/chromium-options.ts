import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's chromium; CI installs it (.ci/run), so only its absence skips the browser tests. */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);
/** The narrowest page the reports are made for: a laptop, or a window beside another. */
export const PAGE_WIDTH = 1280;
/** The window the tests look through: PAGE_WIDTH px wide. */
export const VIEWPORT = { width: PAGE_WIDTH, height: 900 };

/**
 * The features Playwright turns off (playwright-core's own
 * --disable-features list): chromium reads only the last --disable-features
 * on its command line, so ours (below) repeats them.
 * test/report/browser/chromium-flags.test.ts checks the running browser has
 * every one Playwright gave it.
 */
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popup, a page of browser UI
 * (chrome://omnibox-popup.top-chrome/) each window otherwise loads in a
 * renderer of its own: about 0.3 s of CPU a window (a test file's context),
 * for a popup a headless window never shows.
 */
export const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** How the tests start chromium: headless, on its own, with no network of its own. */
export const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP].join(',')}`,
  ],
  // its singleton socket goes in TMPDIR, and a socket's path has room for about 100 bytes: a CI runner's temporary folder can be longer
  env: { ...process.env, TMPDIR: '/tmp' },
};

/** The key under which the test run's shared chromium is given to the test files. */
export const ENDPOINT = 'chromiumEndpoint';

declare module 'vitest' {
  export interface ProvidedContext {
    [ENDPOINT]?: string;
  }
}
