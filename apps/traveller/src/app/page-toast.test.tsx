/** usePageToast of the app core, tested where the traveller app uses it (search dialogs). */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { useToast } from '@turismo/ui-kit/Toast';
import { renderWithApp } from '@turismo/app-core/test/render';
import { usePageToast } from '@turismo/app-core/use-page-toast';

function Search() {
  const pageToast = usePageToast();
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => pageToast({ title: 'Busca realizada' })}>Buscar</button>
      <button type="button" onClick={() => toast({ title: 'Reserva criada' })}>Reservar</button>
      <Link href="/rides/1">Abrir viagem</Link>
    </>
  );
}

describe('usePageToast', () => {
  it("closes its toast when the user opens another page (issue 15: 'Busca realizada' followed the user)", () => {
    renderWithApp(<Search />, { path: '/rides' });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Busca realizada')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Abrir viagem' }));
    });
    expect(screen.queryByText('Busca realizada')).toBeNull();
  });

  it("leaves other toasts alone when the page changes", () => {
    renderWithApp(<Search />, { path: '/rides' });
    fireEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Abrir viagem' }));
    });
    expect(screen.getByText('Reserva criada')).toBeTruthy();
  });
});
