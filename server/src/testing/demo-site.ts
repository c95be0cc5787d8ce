// The demo site (sites/demo) for suites that speak of its accounts and modules.
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

export const DEMO_SITE_DIR = join(REPO_ROOT, 'sites/demo');
export const DEMO_PASSWORD = 'tessera-demo';
