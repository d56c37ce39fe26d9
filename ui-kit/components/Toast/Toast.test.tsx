import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Raise({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      raise
    </button>
  );
}

function setup(options: ToastOptions) {
  render(
    <ThemeProvider>
      <ToastProvider>
        <Raise options={options} />
      </ToastProvider>
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'raise' }));
}

describe('ToastProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('closes a toast by itself after 5 seconds', () => {
    setup({ title: 'Login Realizado!' });
    expect(screen.getByText('Login Realizado!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Login Realizado!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Login Realizado!')).toBeNull();
  });

  test('keeps the toast while the pointer is over it', () => {
    setup({ title: 'Pagamento Processado' });
    fireEvent.mouseEnter(screen.getByText('Pagamento Processado').closest('[data-variant]')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Pagamento Processado')).not.toBeNull();
  });

  test('puts destructive toasts in the assertive region', () => {
    setup({ title: 'Erro no Pagamento', description: 'Falha ao processar o pagamento. Tente novamente.', variant: 'destructive' });
    expect(screen.getByRole('alert').textContent).toContain('Erro no Pagamento');
  });

  test('useToast outside a provider explains what is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Raise options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
