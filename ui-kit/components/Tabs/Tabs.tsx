/// <reference path="../../theme/styled.d.ts" />
/**
 * @module Tabs: the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic
 * activation: role=tablist/tab/tabpanel, roving tabindex, Left/Right arrows (wrapping), Home and End.
 * Controlled through `value`/`onValueChange`, or uncontrolled from `defaultValue`. Scrolls sideways on phones.
 */
import { forwardRef, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type TabItem = {
  id: string;
  label: ReactNode;
  /** Panel content. Without it only the tab list renders and the page shows the content itself. */
  content?: ReactNode;
  disabled?: boolean;
};

export type TabsProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> & {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Accessible name of the tab list, e.g. 'Tipo de pesquisa'. */
  label?: string;
  /** Tabs share the width equally (good for 2–3 tabs on a phone). */
  fitted?: boolean;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &::-webkit-scrollbar { display: none; }

  /* Fitted tabs share the width equally, but never below their longest word, and wrap a long label onto two lines
     rather than push the last tab out of view on a 360 px phone (issue 15: 'Transferência Bancária' was cut in the
     payment dialog). */
  &[data-fitted] > [role='tab'] {
    flex: 1 1 0;
    min-width: min-content;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    white-space: normal;
    text-align: center;
    line-height: 1.2;
  }
`;

const Tab = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible { outline: none; box-shadow: inset ${({ theme }) => theme.shadows.focus}; }
  &:disabled { cursor: not-allowed; color: ${({ theme }) => theme.colors.onDisabled}; }
`;

const Panel = styled.div`
  min-width: 0;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * @example
 * <Tabs label="Pesquisa" value={tab} onValueChange={setTab}
 *   items={[{ id: 'rides', label: 'Viagens' }, { id: 'stays', label: 'Alojamentos' }, { id: 'events', label: 'Eventos' }]} />
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, value, defaultValue, onValueChange, label, fitted, ...rest },
  ref,
) {
  const uid = useId();
  const [inner, setInner] = useState(defaultValue ?? items.find((i) => !i.disabled)?.id);
  const selected = value ?? inner;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `tabs-${uid}-tab-${id}`;
  const panelId = (id: string) => `tabs-${uid}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setInner(id);
    if (id !== selected) onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    const index = enabled.findIndex((i) => i.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const active = items.find((i) => i.id === selected);
  // Roving tabindex: exactly one tab is in the Tab sequence, even before anything is selected.
  const focusId = active && !active.disabled ? active.id : items.find((i) => !i.disabled)?.id;

  return (
    <Root ref={ref} {...rest}>
      <List role="tablist" aria-label={label} data-fitted={fitted || undefined} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? panelId(item.id) : undefined}
              tabIndex={item.id === focusId ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {active && active.content !== undefined ? (
        <Panel role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0}>
          {active.content}
        </Panel>
      ) : null}
    </Root>
  );
});
