import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

const server = process.env.BONEYARD_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [sveltekit()],
  server: {
    // docs/rules/*.md live at the repository root and are imported with ?raw.
    fs: { allow: ['../..'] },
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
