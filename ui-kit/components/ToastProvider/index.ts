/** Alias of `@turismo/ui-kit/Toast`, so `import { ToastProvider, useToast } from '@turismo/ui-kit/ToastProvider'` works. */
export * from '../Toast';
