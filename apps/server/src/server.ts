import { ConfigError, loadConfig, type Config } from './config.ts';

/**
 * `npm run dev` starts this server with --dev: the web app from its sources through Vite, with
 * hot module replacement (dev/vite-web.ts), in development mode and without the page cache
 * unless the environment says otherwise.
 */
const dev = process.argv.includes('--dev');
const DEV_DEFAULTS = { NODE_ENV: 'development', PAGE_CACHE_TTL_SECONDS: '0' };

let config: Config;
try {
  config = loadConfig(dev ? { ...DEV_DEFAULTS, ...process.env } : process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

// Libraries read this when they load (React's development build is several times slower),
// so it is set before the app and its dependencies are imported.
process.env['NODE_ENV'] = config.NODE_ENV;
const { startApp } = await import('./bootstrap.ts');
const web = dev ? (await import('./dev/vite-web.ts')).viteWebSources() : undefined;

const { app, database } = await startApp(config, { web });
await app.listen({ port: config.PORT, host: config.HOST });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // close() stops accepting connections and waits for requests in flight.
  const force = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
