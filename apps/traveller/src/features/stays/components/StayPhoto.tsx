/**
 * @module The photo of an establishment, or a quiet placeholder when it has none (no demo images are shipped): the
 * name's initials on a sand-to-ocean gradient, hidden from screen readers (the name is read elsewhere).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '@turismo/ui-kit/Icon';

const Frame = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft}, ${({ theme }) => theme.colors.oceanSoft});
  color: ${({ theme }) => theme.colors.brand};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const initials = (name: string) =>
  name.split(/\s+/).filter((w) => w.length > 2).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

export function StayPhoto({ src, name, height, alt }: { src?: string; name: string; height: number; alt?: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <Frame style={{ height }}>
        <img src={src} alt={alt ?? `Fotografia de ${name}`} onError={() => setBroken(true)} loading="lazy" />
      </Frame>
    );
  }
  return (
    <Frame style={{ height }} aria-hidden="true" data-placeholder>
      <Icon name="bed" size={28} />
      <span>{initials(name)}</span>
    </Frame>
  );
}
