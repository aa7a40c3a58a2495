import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// Vite requires the config as the default export.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's index only re-exports: without side effects, an importer's chunk takes just what it uses, not the
      // whole feature (e.g. the my-page shell's plan badge without the payment pages).
      treeshake: { moduleSideEffects: (id) => !/\/src\/features\/[^/]+\/index\.tsx?$/.test(id) },
    },
  },
});
