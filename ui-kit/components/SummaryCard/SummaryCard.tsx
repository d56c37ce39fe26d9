/// <reference path="../../theme/styled.d.ts" />
/**
 * @module SummaryCard: the frame of a card that sums up one ride, stay, event or booking (issue 10: the four cards
 * rebuilt it each). Slots, in reading order: the media (a Photo) with badges over its corner, the title (a heading of
 * `headingLevel`) with badges beside it (a discount, a status, a category), the meta lines (`children`: Facts, a
 * description, badges), the price (a MoneyText that never breaks inside the amount, with words before and after it,
 * e.g. 'A partir de' and 'por noite') and the actions. `mediaPlacement="top"` draws the media as a cover over the card
 * and the actions in a footer; `"side"` puts the media in a 160 px column beside the content from tablets up (above
 * it on phones) and the actions beside the price. The card is an `<article>` named by `aria-label`.
 */
import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { MoneyText } from '../MoneyText';

export type SummaryCardPrice = {
  /** Integer centavos, formatted as MZN in the app's language. */
  centavos?: number;
  /** A figure already formatted ('Gratuito', 'A partir de 500,00 MTn'); ignored when `centavos` is given. */
  text?: string;
  /** Muted words before the amount, e.g. 'A partir de'. */
  before?: ReactNode;
  /** Muted words after the amount, e.g. 'por lugar', 'por bilhete'. */
  after?: ReactNode;
  /** 'brand' (large, in the brand colour; the default) or 'plain' (body size, text colour). */
  emphasis?: 'brand' | 'plain';
};

export type SummaryCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** Level of the title's heading. Default 3. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Beside the title: a discount, a status, a category. */
  badges?: ReactNode;
  /** A Photo (or its fallback). */
  media?: ReactNode;
  /** Badges over the media's top-left corner, e.g. 'Destaque'. */
  mediaBadges?: ReactNode;
  /** 'top' (a cover; the default) or 'side' (a column beside the content from tablets up). */
  mediaPlacement?: 'top' | 'side';
  /** The meta lines: Facts, a description, badges. */
  children?: ReactNode;
  price?: SummaryCardPrice;
  /** The card's actions ('Reservar', 'Detalhes', 'Cancelar'): a footer, or beside the price with side media. */
  actions?: ReactNode;
  /** Root element. Default 'article'. */
  as?: ElementType;
};

const Media = styled.div`
  position: relative;

  & > [data-media-badges] {
    position: absolute;
    top: ${({ theme }) => theme.space[2]};
    left: ${({ theme }) => theme.space[2]};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/** The title with its badges, and the price with the actions (side placement; the top one uses Card.Header). */
const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Side = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 160px 1fr;
  }

  & > [data-content] {
    display: grid;
    align-content: start;
    gap: 6px;
    min-width: 0;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};

  &[data-emphasis='plain'] {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }

  & > [data-words] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The price line: muted words around an amount that never breaks. */
function PriceLine({ price }: { price: SummaryCardPrice }) {
  return (
    <Price data-emphasis={price.emphasis ?? 'brand'} data-price>
      {price.before ? <><span data-words>{price.before}</span> </> : null}
      {price.centavos !== undefined ? <MoneyText centavos={price.centavos} /> : <MoneyText>{price.text ?? ''}</MoneyText>}
      {price.after ? <> <span data-words>{price.after}</span></> : null}
    </Price>
  );
}

/**
 * @example
 * <SummaryCard aria-label="Maputo → Tofo, 27/11/2026" title="Maputo → Tofo" price={{ centavos: 150000, after: 'por lugar' }}
 *   actions={<Button>Reservar</Button>}><Facts>...</Facts></SummaryCard>
 */
export const SummaryCard = forwardRef<HTMLElement, SummaryCardProps>(function SummaryCard(
  {
    title,
    headingLevel = 3,
    badges,
    media,
    mediaBadges,
    mediaPlacement = 'top',
    children,
    price,
    actions,
    as = 'article',
    ...rest
  },
  ref,
) {
  const heading = <Heading as={`h${headingLevel}`}>{title}</Heading>;
  if (mediaPlacement === 'side') {
    return (
      <Card ref={ref as never} as={as} {...rest}>
        <Card.Body>
          <Side>
            {media ? <Media>{media}{mediaBadges ? <div data-media-badges>{mediaBadges}</div> : null}</Media> : null}
            <div data-content>
              {badges ? <SpreadRow>{heading}{badges}</SpreadRow> : heading}
              {children}
              {price || actions ? (
                <SpreadRow>
                  {price ? <PriceLine price={price} /> : null}
                  {actions}
                </SpreadRow>
              ) : null}
            </div>
          </Side>
        </Card.Body>
      </Card>
    );
  }
  return (
    <Card ref={ref as never} as={as} {...rest}>
      {media ? <Media>{media}{mediaBadges ? <div data-media-badges>{mediaBadges}</div> : null}</Media> : null}
      <Card.Header>
        {heading}
        {badges}
      </Card.Header>
      <Card.Body>
        {children}
        {price ? <PriceLine price={price} /> : null}
      </Card.Body>
      {actions ? <Card.Footer>{actions}</Card.Footer> : null}
    </Card>
  );
});
