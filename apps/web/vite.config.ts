import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /node_modules[\\/]@mantine|apps[\\/]web[\\/]app[\\/](lib|components)|packages[\\/]contracts/,
              entriesAware: true,
              entriesAwareMergeThreshold: Number(process.env.MT ?? 8000),
            },
          ],
        },
      },
    },
  },
});
