/**
 * @module The list of conversations of the traveller's /chat and of the provider's chat (spec 2.12, 2.15): a scrolling
 * column of rooms, each a card (a link or a button) with the other side's name, its badges ([data-badges]) and its
 * muted one-line facts ([data-line]: the booking, the last message).
 */
import styled, { css } from 'styled-components';

export const ChatRoomList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 70vh;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A room's card: `styled(Link)` or `styled.button` add what their element needs. */
export const chatRoomCard = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  & strong { overflow-wrap: anywhere; }
  & [data-badges] { display: flex; gap: ${({ theme }) => theme.space[1]}; align-items: center; }
  & [data-line] {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
