import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@turismo/app-core/test/render';
import { createRoomType } from '../api/lodging.ts';
import { RoomTypeDialog } from './RoomTypeDialog.tsx';

vi.mock('../api/lodging.ts', () => ({ createRoomType: vi.fn(), updateRoomType: vi.fn() }));

describe('RoomTypeDialog errors (issue 15: the name error stayed after the name was filled)', () => {
  it('shows the name error beside the name and drops it as soon as the name changes', () => {
    renderWithApp(<RoomTypeDialog hotelId="h1" onClose={vi.fn()} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const message = 'O nome do tipo de quarto deve ter entre 2 e 80 caracteres.';
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(vi.mocked(createRoomType)).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Quarto Duplo' } });
    expect(screen.queryByText(message)).toBeNull();
  });
});
