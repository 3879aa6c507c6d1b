/**
 * `npm run lint:openapi` writes the API's OpenAPI document with this, then lints it: the app is
 * built as the tests build it (an empty in-memory database, no web build, no port), and
 * `app.swagger()` gives the document its route schemas make.
 *
 *   node apps/server/scripts/openapi.ts [out-file]   (default build/openapi.json)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { outboxMailer } from '../src/providers/mail.ts';
import { outboxSms } from '../src/providers/sms.ts';
import { diskStorage } from '../src/providers/storage.ts';

const out = path.resolve(process.argv[2] ?? 'build/openapi.json');
const scratch = await mkdtemp(path.join(tmpdir(), 'gazeta-openapi-'));
// Nothing of the environment but PUBLIC_URL, the document's `servers` entry as a deployment gives it.
const publicUrl = process.env['PUBLIC_URL'];
// The document is the same whichever provider pays: the sandbox needs no keys.
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENTS_PROVIDER: 'sandbox', DATA_DIR: scratch, ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) });
const database = await openDatabase({});
try {
  const app = await buildApp({
    config,
    database,
    storage: diskStorage(path.join(scratch, 'media')),
    logger: false,
    sms: outboxSms({ dir: path.join(scratch, 'sms') }),
    mailer: outboxMailer({ dir: path.join(scratch, 'mail'), from: config.MAIL_FROM }),
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
}
