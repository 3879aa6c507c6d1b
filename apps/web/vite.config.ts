import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Leaflet and the map page load on demand; keep warnings meaningful for the rest.
    chunkSizeWarningLimit: 200,
  },
});
