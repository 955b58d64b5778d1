import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5001'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The manifest lets `npm run bench` count what the Explore screen loads, lazy chunks included.
  build: {
    // CLIENT_BUILD_DIR lets parallel test runs each build their own client (the server reads it too).
    outDir: process.env.CLIENT_BUILD_DIR ? path.resolve(process.env.CLIENT_BUILD_DIR) : '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
