import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { Modal } from './Modal';

function Payment() {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider>
      <p>Erro no Pagamento</p>
      <Modal open={open} onOpenChange={setOpen} title="Pagamento">
        <button type="button">Pagar 1430,00 MTn</button>
      </Modal>
    </ThemeProvider>
  );
}

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('takes the focus back when a press outside drops it on the body, so Escape still closes it (issue 32)', () => {
    render(<Payment />);
    const dialog = screen.getByRole('dialog', { name: 'Pagamento' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // A press on text that takes no focus (a toast's): the focus falls to the body, with no focusin.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Pagamento' })).toBeNull();
  });
});
