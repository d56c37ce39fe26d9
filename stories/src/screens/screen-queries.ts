/** @module What the screens' play functions read beyond Testing Library's queries: a stat card's figure, an amount. */
import { formatMZN } from '@turismo/app-core/format';

/** The figure of the kit's StatCard labelled `label` (its text, spaces normalised), or null when there is none. */
export function statFigure(container: HTMLElement, label: string): string | null {
  const labels = [...container.querySelectorAll<HTMLElement>('[data-stat-label]')];
  const card = labels.find((el) => el.textContent === label)?.parentElement;
  return card?.querySelector('[data-stat-value]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

/** An amount as the screen shows it, its no-break spaces as the queries read them ('11 550,00 MTn'). */
export const shown = (centavos: number) => formatMZN(centavos).replace(/\s/g, ' ');

/** A name matcher for `*ByRole` that reads no-break spaces (in amounts) as spaces: `{ name: named('Pagar 1 500,00 MTn') }`. */
export const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;
