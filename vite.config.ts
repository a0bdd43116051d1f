import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { generatorPlugin } from './generator/vite-plugin.ts';

export default defineConfig({
  plugins: [generatorPlugin(), react()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  },
});
