/**
 * @module The list of conversations of the traveller's /chat and of the provider's chat (spec 2.12, 2.15): a scrolling
 * column of rooms, each a card (ChatRoomItem) with the other side's name, its badges ([data-badges]) and its
 * muted one-line facts ([data-line]: the booking, the last message).
 *
 * The card's link or button (chatRoomTarget) holds only the name, and its click area is stretched over the whole
 * card: its accessible name ('Carlos Nhantumbo, Ativo, 2 mensagens novas') then contains all of its visible text
 * (WCAG 2.5.3, label in name: issue 32), while the badges and lines stay readable beside it.
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

/** A room's card: the list item, around the room's link or button (chatRoomTarget), its badges and lines. */
export const ChatRoomItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover { border-color: ${({ theme }) => theme.colors.borderStrong}; }
  &:has(:focus-visible) { box-shadow: ${({ theme }) => theme.shadows.focus}; }
  &:has([aria-current='true']) { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandSoft}; }
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

/** The room's link or button: the name, its click area stretched over the whole card (ChatRoomItem). */
export const chatRoomTarget = css`
  display: block;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:focus-visible { outline: none; }
`;
