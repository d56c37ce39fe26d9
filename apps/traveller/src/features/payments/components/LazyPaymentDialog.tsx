/**
 * @module The payment dialog in a chunk of its own (issue 33, ADR 0036 'Sixth pass'): with the payment rules it reads
 * (ibantools, libphonenumber-js) it is about 16 KiB brotli, which the event, stay and ride pages fetched before anyone
 * had booked. The screens render this one: the dialog's chunk loads when a booking is there to pay.
 */
import { lazy, Suspense } from 'react';
import type { PaymentDialogProps } from './PaymentDialog.tsx';

const Dialog = lazy(async () => ({ default: (await import('./PaymentDialog.tsx')).PaymentDialog }));

/** {@link import('./PaymentDialog.tsx').PaymentDialog}, loaded when it is first open. */
export function PaymentDialog(props: PaymentDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
