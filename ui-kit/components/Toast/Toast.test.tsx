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
    fireEvent.pointerEnter(screen.getByText('Pagamento Processado').closest('[data-variant]')!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Pagamento Processado')).not.toBeNull();
  });

  test('a finger on the toast does not keep it (issue 32: the failed payment toast stayed over Pagar)', () => {
    setup({ title: 'Erro no Pagamento', variant: 'destructive' });
    fireEvent.pointerEnter(screen.getByText('Erro no Pagamento').closest('[data-variant]')!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Erro no Pagamento')).toBeNull();
  });

  test('a press on the toast ends the pause: it goes away by itself though the mouse stays over it (issue 32)', () => {
    setup({ title: 'Erro no Pagamento', variant: 'destructive' });
    const card = screen.getByText('Erro no Pagamento').closest('[data-variant]')!;
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByText('Erro no Pagamento')).not.toBeNull();
    fireEvent.pointerDown(card, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByText('Erro no Pagamento')).toBeNull();
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
