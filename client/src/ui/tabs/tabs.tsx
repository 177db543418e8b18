import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selection; omit to let the tabs manage it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /**
   * A tab the shopper may choose next: pointed at, touched, or one arrow key away from the focused
   * tab. A chance to fetch its content before it is chosen.
   */
  onPreview?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop (roving tabindex); Left/Right move and select,
 * mirrored on right-to-left pages; Home and End go to the first and last tab.
 */
export function Tabs({ items, selectedId: selectedProp, defaultSelectedId, onSelect, onPreview, label, className }: TabsProps) {
  const enabled = items.filter((item) => !item.disabled);
  const [selectedState, setSelectedState] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selectedId = selectedProp ?? selectedState;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string, focus: boolean) => {
    if (selectedProp === undefined) setSelectedState(id);
    onSelect?.(id);
    if (focus) document.getElementById(tabId(id))?.focus();
  };

  const previewNeighbours = (id: string) => {
    if (!onPreview) return;
    const index = enabled.findIndex((item) => item.id === id);
    if (index === -1) return;
    for (const next of new Set([enabled[(index + 1) % enabled.length], enabled[(index - 1 + enabled.length) % enabled.length]])) {
      if (next.id !== id) onPreview(next.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === selectedId);
    if (index === -1 || enabled.length === 0) return;
    const rtl = listRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % enabled.length;
    else if (event.key === backward) next = (index - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(enabled[next].id, true);
  };

  return (
    <div className={cx(styles.tabs, className)}>
      {/* Arrow keys move between the tabs (roving tabindex): the focus sits on a tab, not on the list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              id={tabId(item.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id, false)}
              onPointerEnter={onPreview && (() => onPreview(item.id))}
              onTouchStart={onPreview && (() => onPreview(item.id))}
              onFocus={onPreview && (() => previewNeighbours(item.id))}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          role="tabpanel"
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selectedId}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
