/**
 * The browser tests' global setup: one Chromium for the whole run, which every test file connects to (browser.ts)
 * rather than starting its own. Each file still gets its own browser contexts, so no cookie or storage is shared.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumOptions, hasChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string | null;
  }
}

export default async function startSharedChromium(project: TestProject) {
  if (!hasChromium) {
    project.provide('chromiumEndpoint', null);
    return;
  }
  const server = await chromium.launchServer(chromiumOptions);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
