import path from 'node:path';
import { bundleFigures } from './bundle-figures';

// npm run bundle-report -w web (after vite build)
const f = bundleFigures(path.resolve(import.meta.dirname, '../../dist'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`initial JS (entry + static imports): ${kb(f.initial)} gzip`);
console.log(`login page JS (initial + login chunk): ${kb(f.login)} gzip`);
console.log(`dashboard JS (initial + layout + dashboard): ${kb(f.dashboard)} gzip`);
console.log(`all JS (${f.files} files): ${kb(f.total)} gzip`);
