import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { HelpPage } from './HelpPage.tsx';

describe("HelpPage (issue 32: 'Ajuda' said 'Em breve')", () => {
  it('lists the answers by topic and searches them without accents, announcing the count', () => {
    renderWithApp(<HelpPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ajuda' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pagar' })).toBeTruthy();
    expect(screen.getByText('Como pago com M-Pesa?')).toBeTruthy();
    expect(screen.queryByText(/Em breve/)).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Procurar na ajuda' }), {
      target: { value: 'TRANSFERENCIA bancaria' },
    });
    // The answer whose question holds the words first; M-Pesa's mentions a bank transfer in its answer.
    expect(document.querySelector('summary')?.textContent).toBe('Como pago por transferência bancária?');
    expect(screen.queryByText('Como cancelo uma reserva e quanto recebo de volta?')).toBeNull();
    expect(screen.getByText(/respostas? encontradas?/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Procurar na ajuda' }), { target: { value: 'zzzz' } });
    expect(screen.getByText(/Nenhuma resposta encontrada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contactar o suporte' }).getAttribute('href')).toBe('/ajuda/suporte');
  });
});
