export {
  preloadToastCard,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastVariant,
} from './Toast';
export { Toast } from './ToastCard';
