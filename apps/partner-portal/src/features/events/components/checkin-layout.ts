/** @module The check-in screen's shared layout: a titled section and a list of lines (issue 14). */
import styled from 'styled-components';

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space[6]};

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    overflow-wrap: anywhere;
  }
`;
