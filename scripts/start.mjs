import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstall, ensureWebBuild, root } from './ensure-install.mjs';

// npm start: install what is missing, build the client, then run the server (it migrates and seeds).
ensureInstall();
ensureWebBuild();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
