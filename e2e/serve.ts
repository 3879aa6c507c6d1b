/**
 * The server the browser suite runs against: the real app, built if needed, on a fresh
 * embedded database in a temporary directory (so tests never touch the developer's data).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env['DATA_DIR'] = mkdtempSync(path.join(tmpdir(), 'gazeta-e2e-'));
process.env['PORT'] = process.env['E2E_PORT'] ?? '3210';
process.env['HOST'] = '127.0.0.1';
process.env['LOG_LEVEL'] = process.env['LOG_LEVEL'] ?? 'warn';
process.env['DEMO_CONTENT'] = 'always';
delete process.env['DATABASE_URL'];

await import('../scripts/start.ts');
