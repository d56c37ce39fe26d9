/**
 * @module `use-sync-external-store/shim` for React 18 and later: React's own hook. swr and wouter import the shim,
 * which polyfills the hook for React 16 and 17; the traveller's build points them here (vite.config.ts), so the first
 * script carries no polyfill (issue 13).
 */
export { useSyncExternalStore } from 'react';
