#!/usr/bin/env node
// The `tessera` command. Our packages ship as TypeScript source, so tsx compiles them on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
