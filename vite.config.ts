import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5001'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The manifest lets `npm run bench` count what the Explore screen loads, lazy chunks included.
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
