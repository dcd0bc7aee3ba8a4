import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The console is served by the gateway at /console (services/gateway/surfaces/console.ts) from dist/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', reportCompressedSize: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // `npm run console:dev` proxies the API to a running gateway (scripts/run.sh's, by default).
  server: {
    proxy: Object.fromEntries(
      ['/api', '/admin'].map((p) => [p, process.env.SITREP_GATEWAY ?? 'http://127.0.0.1:8787']),
    ),
  },
});
