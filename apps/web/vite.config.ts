import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { frameChunk } from './vite-plugins/frame-chunk.ts';

export default defineConfig({
  plugins: [reactRouter(), frameChunk()],
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022' },
});
